// List mode of the voter report screen: rows with "-" for missing cells, the empty message,
// filters that re-query (back to page 1), Show Result paging with a total, the row menu (view
// profile with the household, Edit, Delete after a confirmation), filters kept over a trip to
// the form, and the Upload CSV button opening the import dialog.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CARD_LAYOUT_QUERY } from '../../src/components/data-table/index.ts';
import { db } from '../../src/db/instance.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import { VoterReportScreen } from '../../src/features/voters/report/index.ts';
import {
  bodyRows,
  input,
  mutations,
  renderScreen,
  resetVoters,
  rowAction,
  seedVoter,
  voter,
} from '../utils/unit/voters-test-utils.tsx';

beforeEach(resetVoters);
afterEach(resetVoters);

const agewise = findVoterReport('agewiseList')!;
const voterList = findVoterReport('voterList')!;
const addressWise = findVoterReport('addressWise')!;
const areaWise = findVoterReport('areaWiseList')!;
const birthday = findVoterReport('birthdayList')!;

const cells = (row: HTMLTableRowElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('voter report list', () => {
  it('shows the common columns, "-" for missing cells and a dialling phone link', async () => {
    await seedVoter({
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '9876543210',
      partNumber: 4,
      serialNumber: 57,
    });
    renderScreen(<VoterReportScreen def={agewise} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Serial No.',
      'Name',
      'Father/Husband Name',
      'Gender',
      'Age',
      'Mobile No.',
      'Voter ID',
      'Part',
      'Address',
      'Action',
    ]);
    // The roll's serial, not the row's number.
    expect(cells(bodyRows()[0]!).slice(0, 9)).toEqual([
      '57',
      'Asha Verma',
      '-',
      '-',
      '-',
      '9876543210',
      '-',
      '4',
      '-',
    ]);
    expect(screen.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
  });

  it('shows each voter’s roll serial on the Search Voter cards of a phone', async () => {
    await seedVoter(voter(1, { serialNumber: 112 }));
    await seedVoter(voter(2));
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === CARD_LAYOUT_QUERY }) as MediaQueryList;
    try {
      renderScreen(<VoterReportScreen def={voterList} />);
      const list = await screen.findByRole('list', { name: 'Voter List' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(within(first).getByText('Voter 1')).toBeInstanceOf(HTMLElement);
      expect(within(first).getByText('Serial No.')).toBeInstanceOf(HTMLElement);
      expect(within(first).getByText('112')).toBeInstanceOf(HTMLElement);
      // A voter typed in without a serial says so with the missing mark.
      expect(within(second).getByText('Serial No.').nextSibling?.textContent).toBe('-');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says "Nothing found" when nothing matches, with no Add on Voter List', async () => {
    await seedVoter(voter(1));
    renderScreen(<VoterReportScreen def={voterList} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('Nothing found')).toBeInstanceOf(HTMLElement);
  });

  it('re-queries on a filter change, back on page 1, and keeps paging with a total', async () => {
    for (let n = 1; n <= 14; n += 1) await seedVoter(voter(n, { partNumber: n <= 12 ? 1 : 2 }));
    await seedVoter(voter(15, { gender: 'Female', partNumber: 2 }));
    renderScreen(<VoterReportScreen def={agewise} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 15')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('11–15 of 15');

    // A typed bound applies after a short pause, and the list returns to page 1.
    fireEvent.change(input('Part From'), { target: { value: '2' } });
    await screen.findByText('1–3 of 3');
    expect(bodyRows().map((r) => cells(r)[7])).toEqual(['2', '2', '2']);

    // A select applies at once: exact gender match.
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'Female' } });
    await screen.findByText('1–1 of 1');
    expect(cells(bodyRows()[0]!)[1]).toBe('Voter 15');

    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: '' } });
    fireEvent.change(input('Part From'), { target: { value: '' } });
    await screen.findByText('1–10 of 15');
    fireEvent.change(screen.getByLabelText('Show Result'), { target: { value: '5' } });
    await screen.findByText('1–5 of 15');
    // The range line follows the selector at once; the rows follow when the query answers.
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
  });

  it('sorts alphabetically when asked (Normal by default)', async () => {
    await seedVoter(voter(1, { firstName: 'Zoya', partNumber: 1 }));
    await seedVoter(voter(2, { firstName: 'amit', partNumber: 2 }));
    renderScreen(<VoterReportScreen def={agewise} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect((screen.getByLabelText('Sort') as HTMLSelectElement).value).toBe('Normal');
    expect(bodyRows().map((r) => cells(r)[1])).toEqual(['Zoya 1', 'amit 2']);
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'Alphabetical' } });
    await waitFor(() => expect(bodyRows().map((r) => cells(r)[1])).toEqual(['amit 2', 'Zoya 1']));
  });

  it('keeps the filters and page after a trip to the form and back', async () => {
    for (let n = 1; n <= 12; n += 1) await seedVoter(voter(n));
    renderScreen(<VoterReportScreen def={agewise} />);
    fireEvent.change(await screen.findByLabelText('Age From'), { target: { value: '31' } });
    await screen.findByText('1–10 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('11–12 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Add Voter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByText('11–12 of 12');
    expect(input('Age From').value).toBe('31');
  });

  it('lists the areas the voters hold in the Area select, and matches one exactly', async () => {
    await seedVoter(voter(1, { area: 'Aminabad' }));
    await seedVoter(voter(2, { area: 'चौक' }));
    await seedVoter(voter(3, { area: 'Aminabad East' }));
    renderScreen(<VoterReportScreen def={areaWise} />);
    const select = await screen.findByLabelText('Area');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual(['', 'Aminabad', 'Aminabad East', 'चौक']),
    );
    fireEvent.change(select, { target: { value: 'Aminabad' } });
    await screen.findByText('1–1 of 1');
    expect(cells(bodyRows()[0]!)[1]).toBe('Voter 1');
  });

  it('filters birthdays by day range and month, skipping voters without a date of birth', async () => {
    await seedVoter(voter(1, { dob: '1990-05-09' }));
    await seedVoter(voter(2, { dob: '1985-05-20' }));
    await seedVoter(voter(3, { dob: '1970-06-09' }));
    await seedVoter(voter(4));
    renderScreen(<VoterReportScreen def={birthday} />);
    await screen.findByText('1–4 of 4');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: 'May' } });
    await screen.findByText('1–2 of 2');
    fireEvent.change(input('Date From'), { target: { value: '1' } });
    fireEvent.change(input('Date To'), { target: { value: '10' } });
    await screen.findByText('1–1 of 1');
    expect(cells(bodyRows()[0]!)[1]).toBe('Voter 1');
  });

  it('has no row menu where the definition has no action column', async () => {
    await seedVoter(voter(1));
    renderScreen(<VoterReportScreen def={addressWise} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Serial No.',
      'Part',
      'Name',
      'Address',
      'Male',
      'Female',
      'Total',
    ]);
  });
});

describe('voter row menu', () => {
  it('opens one menu at a time', async () => {
    await seedVoter(voter(1));
    await seedVoter(voter(2));
    renderScreen(<VoterReportScreen def={agewise} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Voter 1' }));
    await screen.findByRole('menu');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Voter 2' }));
    await waitFor(() => expect(screen.getAllByRole('menu')).toHaveLength(1));
  });

  it('views the profile with every field and the household, opens a member, then edits', async () => {
    await seedVoter(voter(1, { education: 'Graduate', dob: '1990-05-09' }));
    await seedVoter(
      voter(2, { firstName: 'Sita', lastName: 'Devi', address: 'House 1, Aminabad' }),
    );
    await seedVoter(voter(3));
    renderScreen(<VoterReportScreen def={agewise} />);
    await rowAction('Voter 1', 'View profile');
    const dialog = await screen.findByRole('dialog', { name: 'Voter profile' });
    await within(dialog).findByRole('heading', { name: 'Voter 1' });
    for (const text of ['Graduate', '1990-05-09', 'ABC0000001', 'Date of Birth', 'Education'])
      expect(within(dialog).getByText(text)).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('Household: 2 voters in this house')).toBeInstanceOf(
      HTMLElement,
    );
    expect(within(dialog).queryByText('Voter 3')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /Sita Devi/ }));
    await within(dialog).findByRole('heading', { name: 'Sita Devi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Voter' });
    expect(input('First Name').value).toBe('Sita');
  });

  it('edits a voter: prefilled, only the changed field is sent', async () => {
    const id = await seedVoter(voter(1));
    renderScreen(<VoterReportScreen def={agewise} />);
    await rowAction('Voter 1', 'Edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Voter' });
    expect(input('Age').value).toBe('31');
    fireEvent.change(input('Age'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: 'Agewise List' });
    expect((await db.voters.get(id))?.age).toBe(45);
    const patch = (await mutations()).at(-1);
    expect(patch).toMatchObject({ op: 'patch', recordId: id, fields: { age: 45 } });
  });

  it('deletes only after the confirmation', async () => {
    const id = await seedVoter(voter(1));
    renderScreen(<VoterReportScreen def={agewise} />);
    await rowAction('Voter 1', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this candidate?'),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.voters.get(id))?.deleted).toBe(0);
    await rowAction('Voter 1', 'Delete');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Nothing found')).toBeInstanceOf(HTMLElement);
    expect((await db.voters.get(id))?.deleted).toBe(1);
    expect((await mutations()).at(-1)).toMatchObject({ op: 'delete', recordId: id });
  });
});

describe('Upload CSV', () => {
  it('opens the import dialog from the toolbar', async () => {
    renderScreen(<VoterReportScreen def={voterList} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload CSV' }));
    expect(await screen.findByRole('dialog', { name: 'Upload voter list (CSV)' })).toBeInstanceOf(
      HTMLElement,
    );
    await act(async () => {});
  });
});
