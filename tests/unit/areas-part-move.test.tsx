// A booth made or edited to list a part another booth lists (issue 43): the form says how many
// voters of which part move from which booth, in the person's language, and only on "Move
// them" does the booth take the part (the other booth's list loses it); Cancel changes
// nothing. An assembly's form keeps its AC number.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { AreasScreen } from '../../src/features/areas/areas-screen.tsx';
import { loadPartMoves } from '../../src/features/areas/part-takeover.ts';
import { i18n } from '../../src/i18n.ts';
import { WRITER, renderScreen, resetTeams, type } from '../utils/unit/teams-test-utils.tsx';

const ASSEMBLY = 'up/lucknow/lc';
const MANDAL = 'up/lucknow/lc/b1/m1';
const BOOTH_12 = `${MANDAL}/booth-12`;
const OTHER_ASSEMBLY_BOOTH = 'up/lucknow/ln/b1/m1/booth-12';

const place = (path: string, name: string, extra = {}) =>
  createRecord(db, WRITER, 'areas', { path, name, ...extra }, { id: areaId(path), placeIn: path });
const voter = (scope: string, partNumber: number) =>
  createRecord(db, WRITER, 'voters', { firstName: 'V', partNumber }, { placeIn: scope });

beforeEach(async () => {
  await resetTeams(); // signed in at up/lucknow
  await db.areas.clear();
  await db.voters.clear();
  await place('up/lucknow', 'Lucknow');
  await place(ASSEMBLY, 'Lucknow Central', { number: 173 });
  await place('up/lucknow/lc/b1', 'Block 1');
  await place(MANDAL, 'Mandal 1');
  // A person's booth (not the roll's) lists parts 12 and 13; another assembly has a part 12.
  await place(BOOTH_12, 'Booth 12', { parts: [12, 13] });
  await place(OTHER_ASSEMBLY_BOOTH, 'North 12', { parts: [12] });
  for (let i = 0; i < 3; i++) await voter(BOOTH_12, 12);
  await voter(BOOTH_12, 13);
  await voter(OTHER_ASSEMBLY_BOOTH, 12);
  await db.outbox.clear();
});
afterEach(() => resetTeams());

const partsOf = async (path: string) => (await db.areas.get(areaId(path)))?.parts;

async function newBoothListing(parts: string) {
  renderScreen(<AreasScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Mandal 1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Add area below' }));
  await screen.findByRole('heading', { level: 1, name: 'Create New Booth' });
  type('Name (English)', 'Naya Booth');
  type('Part numbers', parts);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return screen.findByRole('dialog', { name: 'Move these parts to this booth?' });
}

describe('a booth that lists a part another booth holds', () => {
  it('counts the voters that would move, in its own assembly only', async () => {
    expect(await loadPartMoves(db, `${MANDAL}/new`, [12, 99])).toEqual([
      {
        part: 12,
        from: { id: areaId(BOOTH_12), path: BOOTH_12, name: 'Booth 12', nameHi: undefined },
        voters: 3,
      },
    ]);
    expect(await loadPartMoves(db, BOOTH_12, [12, 13])).toEqual([]);
  });

  it('says how many voters move from where, and takes the part only once confirmed', async () => {
    const dialog = await newBoothListing('12, 14');
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      '3 voters of part 12 move from Booth 12 to this booth',
    );
    // Cancel: nothing is written, the form stays.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Booth' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('dialog', { name: 'Move these parts to this booth?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Move them' }));
    await screen.findByRole('heading', { level: 1, name: 'Areas' });
    await waitFor(async () => expect(await partsOf(`${MANDAL}/naya-booth`)).toEqual([12, 14]));
    expect(await partsOf(BOOTH_12)).toEqual([13]);
    // Another assembly's part 12 is another part.
    expect(await partsOf(OTHER_ASSEMBLY_BOOTH)).toEqual([12]);
  });

  it('asks in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mandal 1 के लिए क्रियाएँ' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'नीचे क्षेत्र जोड़ें' }));
    await screen.findByLabelText(/^भाग संख्या/);
    type('नाम (अंग्रेज़ी)', 'Naya Booth');
    type('भाग संख्या', '12');
    fireEvent.click(screen.getByRole('button', { name: 'जमा करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'ये भाग इस बूथ में ले जाएँ?' });
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'भाग 12 के 3 मतदाता Booth 12 से इस बूथ में आएँगे',
    );
    expect(within(dialog).getByRole('button', { name: 'ले जाएँ' })).toBeTruthy();
  });
});

describe('an assembly’s number', () => {
  it('is shown, changed and cleared on the assembly’s form', async () => {
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Lucknow Central' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = (await screen.findByLabelText('Assembly number (AC no.)')) as HTMLInputElement;
    expect(field.value).toBe('173');
    type('Assembly number (AC no.)', '174');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(async () => expect((await db.areas.get(areaId(ASSEMBLY)))?.number).toBe(174));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Lucknow Central' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await screen.findByLabelText('Assembly number (AC no.)');
    type('Assembly number (AC no.)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(async () => expect((await db.areas.get(areaId(ASSEMBLY)))?.number).toBeNull());
  });
});
