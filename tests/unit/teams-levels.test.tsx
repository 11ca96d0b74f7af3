// One suite over every TEAM_LEVELS definition (docs/recipes.md): a new level is tested for free.
// Real parts throughout: the screen, Formik/Yup, Dexie on fake-indexeddb, the outbox.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/instance.ts';
import type { MutationEntry } from '../../src/db/types.ts';
import { MEMBER_LEVELS } from '../../src/db/types.ts';
import { OPTIONAL_FIELDS } from '../../src/domain/member-schema.ts';
import { TEAM_LEVELS } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import en from '../../src/locales/en/teams.json';
import {
  LABELS,
  SAMPLE,
  bodyRows,
  input,
  renderScreen,
  resetTeams,
  seedMember,
  type,
} from '../utils/unit/teams-test-utils.tsx';

beforeEach(resetTeams);
afterEach(resetTeams);

const mutations = async () =>
  (await db.outbox.toArray()).filter((e): e is MutationEntry => e.kind === 'mutation');

/** Opens the row menu of `name` and picks `action` in it. */
const rowAction = async (name: string, action: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
};

describe.each(TEAM_LEVELS)('team level $id', (def) => {
  const text = en.teams.levels[def.id];
  const shownName =
    def.nameShape === 'single' ? SAMPLE.name : `${SAMPLE.firstName} ${SAMPLE.lastName}`;
  const required = def.fields.filter((f) => !OPTIONAL_FIELDS.includes(f));

  it('stores members of a level the database knows', () => {
    expect(MEMBER_LEVELS).toContain(def.level);
  });

  it('renders the empty list: title, Add, search, Show Result, columns, empty message', async () => {
    renderScreen(<TeamScreen def={def} />);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByRole('button', { name: text.add })).toBeInstanceOf(HTMLElement);
    expect(screen.getByPlaceholderText('Search by name or phone number...')).toBeInstanceOf(
      HTMLElement,
    );
    expect((screen.getByLabelText('Show Result') as HTMLSelectElement).value).toBe('10');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([...def.columns.map((c) => en.teams.columns[c]), 'Action']);
    expect(await screen.findByText(text.empty)).toBeInstanceOf(HTMLElement);
  });

  it('adds a member through the form: "Required" first, then saved, listed and queued', async () => {
    renderScreen(<TeamScreen def={def} />);
    fireEvent.click(await screen.findByRole('button', { name: text.add }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Create New ${text.record}` }),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Required')).toHaveLength(required.length);
    expect(await mutations()).toHaveLength(0);

    for (const f of def.fields) type(LABELS[f], SAMPLE[f]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInstanceOf(
      HTMLElement,
    );
    const row = await screen.findByRole('row', { name: new RegExp(shownName) });
    expect(within(row).getByText('Active')).toBeInstanceOf(HTMLElement);
    expect(within(row).getByText('1')).toBeInstanceOf(HTMLElement);

    const [put] = await mutations();
    expect(put).toMatchObject({ table: 'members', op: 'put', status: 'pending' });
    expect(put?.fields).toMatchObject({ level: def.level, status: 'active' });
    for (const f of def.fields) expect(String(put?.fields[f])).toBe(SAMPLE[f]);
    if (def.fields.some((f) => f === 'age')) expect(put?.fields.age).toBe(34);
  });

  it('edits a member: the form is prefilled and only the changed field is sent', async () => {
    const id = await seedMember(def, 1, { designation: 'Sahayak' });
    renderScreen(<TeamScreen def={def} />);
    await rowAction('Member 1', 'Edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit ${text.record}` }),
    ).toBeInstanceOf(HTMLElement);
    expect(input('Designation').value).toBe('Sahayak');
    for (const f of def.fields) if (f !== 'designation') type(LABELS[f], SAMPLE[f]);
    type('Designation', 'Adhyaksh');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('heading', { level: 1, name: text.title });
    await screen.findByText('Adhyaksh');
    const patch = (await mutations()).find((m) => m.op === 'patch');
    expect(patch?.recordId).toBe(id);
    expect(patch?.fields.designation).toBe('Adhyaksh');
    expect((await db.members.get(id))?.status).toBe('active');
  });

  it('disables and enables a member from the row menu', async () => {
    const id = await seedMember(def, 1);
    renderScreen(<TeamScreen def={def} />);
    await rowAction('Member 1', 'Disable');
    await screen.findByText('Inactive');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect((await db.members.get(id))?.status).toBe('disabled');
    await rowAction('Member 1', 'Enable');
    await screen.findByText('Active');
    const statuses = (await mutations()).filter((m) => m.op === 'patch').map((m) => m.fields);
    expect(statuses).toEqual([{ status: 'disabled' }, { status: 'active' }]);
  });

  it('deletes a member only after the confirmation', async () => {
    const id = await seedMember(def, 1);
    renderScreen(<TeamScreen def={def} />);
    await rowAction('Member 1', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this candidate?'),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.members.get(id))?.deleted).toBe(0);

    await rowAction('Member 1', 'Delete');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(text.empty)).toBeInstanceOf(HTMLElement);
    expect((await db.members.get(id))?.deleted).toBe(1);
    expect((await mutations()).at(-1)).toMatchObject({ op: 'delete', recordId: id });
  });

  it('searches the shown name or the phone, case-insensitive, and says when nothing matches', async () => {
    await seedMember(
      def,
      1,
      def.nameShape === 'single'
        ? { name: 'Ramesh Kumar' }
        : { firstName: 'Ramesh', lastName: 'Kumar' },
    );
    await seedMember(
      def,
      2,
      def.nameShape === 'single' ? { name: 'Sita Devi' } : { firstName: 'Sita', lastName: 'Devi' },
    );
    await seedMember(def, 3, { phone: '7777012345' });
    renderScreen(<TeamScreen def={def} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const search = screen.getByPlaceholderText('Search by name or phone number...');
    fireEvent.change(search, { target: { value: 'kUMa' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]?.textContent).toContain('Ramesh Kumar');
    fireEvent.change(search, { target: { value: '70123' } });
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('7777012345'));
    expect(bodyRows()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText(text.empty)).toBeInstanceOf(HTMLElement);
  });

  it('pages with "Show Result": 10 rows of 12, page 2, then 5 per page', async () => {
    for (let n = 1; n <= 12; n += 1) {
      await seedMember(def, n);
      // Lists are ordered by updatedAt (ms): two writes in one millisecond have no order.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    renderScreen(<TeamScreen def={def} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('1–10 of 12')).toBeInstanceOf(HTMLElement);
    // Newest first: member 12 is row SN. 1.
    expect(bodyRows()[0]?.textContent).toContain('Member 12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('11–12 of 12')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Show Result'), { target: { value: '5' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('1–5 of 12')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInstanceOf(HTMLElement);
  });

  it('opens the profile with the member as navigation state', async () => {
    const id = await seedMember(def, 1);
    const { router } = renderScreen(<TeamScreen def={def} />);
    const label = def.profileAction === 'myProfile' ? 'My Profile' : 'View Profile';
    await rowAction('Member 1', label);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
    const state = JSON.parse((await screen.findByTestId('profile-state')).textContent ?? '{}');
    expect(state).toMatchObject({ table: 'members', record: { id, level: def.level } });
  });

  it('keeps the search when coming back from the form', async () => {
    await seedMember(def, 1);
    renderScreen(<TeamScreen def={def} />);
    const search = await screen.findByPlaceholderText('Search by name or phone number...');
    fireEvent.change(search, { target: { value: 'member' } });
    fireEvent.click(screen.getByRole('button', { name: text.add }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await act(async () => {});
    expect(
      (screen.getByPlaceholderText('Search by name or phone number...') as HTMLInputElement).value,
    ).toBe('member');
  });
});
