// The Add many dialog on the Areas screen: a pasted list is previewed with each problem on its
// line, nothing can be added until those lines are fixed or left out, and then every booth is
// added inside the chosen mandal at once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { AreasScreen } from '../../src/features/areas/areas-screen.tsx';
import { WRITER, renderScreen, resetTeams } from '../utils/unit/teams-test-utils.tsx';

const MANDAL = 'up/lucknow/lc/b1/m1';
const TREE: [string, string, { parts?: number[] }][] = [
  ['up/lucknow', 'Lucknow', {}],
  ['up/lucknow/lc', 'Lucknow Central', {}],
  ['up/lucknow/lc/b1', 'Block 1', {}],
  [MANDAL, 'Mandal 1', {}],
  [`${MANDAL}/booth-12`, 'Booth 12', { parts: [12] }],
];

beforeEach(async () => {
  await resetTeams(); // signed in at up/lucknow
  await db.areas.clear();
  for (const [path, name, extra] of TREE)
    await createRecord(
      db,
      WRITER,
      'areas',
      { path, name, ...extra },
      { id: areaId(path), placeIn: path },
    );
  await db.outbox.clear();
});
afterEach(() => resetTeams());

const LIST = [
  'Booth name\tPart no.\tPolling station\tAddress\tHindi name',
  'Booth 20\t20\tPrimary School\tSector Q\tबूथ 20',
  'Booth 21\t12\tInter College',
  '\tx\tPanchayat Bhawan',
  'Booth 22\t"22, 23"\tLibrary',
].join('\n');

async function openFromRow() {
  renderScreen(<AreasScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Mandal 1' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Add many below' }));
  return screen.findByRole('dialog', { name: 'Add many' });
}

describe('Add many', () => {
  it('shows each bad line with its problems; leaving them out adds the rest', async () => {
    const dialog = await openFromRow();
    const inside = within(dialog).getByRole('combobox', { name: /^Inside/ }) as HTMLInputElement;
    expect(inside.value).toMatch(/^Mandal 1/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^One per line/ }), {
      target: { value: LIST },
    });

    await within(dialog).findByText('4 lines: 2 ready, 2 with problems');
    within(dialog).getByText('Heading line 1 recognised and skipped.');
    within(dialog).getByText('Part 12 is already booth “Booth 12” in this assembly');
    within(dialog).getByText('The name is missing');
    within(dialog).getByText('“x” is not a part number');
    const add = within(dialog).getByRole('button', { name: 'Add 2 booths' });
    expect((add as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Leave out 2 lines with problems' }),
    );
    await within(dialog).findByText('2 lines: 2 ready, 0 with problems');
    const ready = within(dialog).getByRole('button', { name: 'Add 2 booths' });
    await waitFor(() => expect((ready as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(ready);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.areas.get(areaId(`${MANDAL}/booth-20`))).toMatchObject({
      name: 'Booth 20',
      nameHi: 'बूथ 20',
      parts: [20],
      pollingStation: 'Primary School, Sector Q',
    });
    expect(await db.areas.get(areaId(`${MANDAL}/booth-22`))).toMatchObject({ parts: [22, 23] });
    expect(await db.areas.get(areaId(`${MANDAL}/booth-21`))).toBeUndefined();
    expect(await db.outbox.count()).toBe(2);
    await screen.findByRole('cell', { name: 'Booth 22' });
  });

  it('from the screen button starts inside the own place and refuses parts above a mandal', async () => {
    renderScreen(<AreasScreen />);
    await screen.findByRole('cell', { name: 'Booth 12' });
    fireEvent.click(screen.getByRole('button', { name: 'Add many' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add many' });
    const inside = within(dialog).getByRole('combobox', { name: /^Inside/ }) as HTMLInputElement;
    expect(inside.value).toBe('Lucknow');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^One per line/ }), {
      target: { value: 'Lucknow East\nLucknow West, 5' },
    });
    await within(dialog).findByText(
      'Only booths have parts and a polling station: add booths inside a mandal',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Add 1 assembly' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });
});
