// Adding an area inside any area the person may add under: the form's Inside picker starts at
// their own place (or the row's area), offers every area below it but booths, and the new
// area is made under the one chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import { addParentChoices } from '../../src/features/areas/area-queries.ts';
import { AreasScreen } from '../../src/features/areas/areas-screen.tsx';
import { WRITER, renderScreen, resetTeams, type } from '../utils/unit/teams-test-utils.tsx';

const MANDAL = 'up/lucknow/lc/b1/m1';
const TREE = [
  ['up/lucknow', 'Lucknow'],
  ['up/lucknow/lc', 'Lucknow Central'],
  ['up/lucknow/lc/b1', 'Block 1'],
  [MANDAL, 'Mandal 1'],
  [`${MANDAL}/booth-12`, 'Booth 12'],
] as const;

beforeEach(async () => {
  await resetTeams(); // signed in at up/lucknow
  await db.areas.clear();
  for (const [path, name] of TREE)
    await createRecord(db, WRITER, 'areas', { path, name }, { id: areaId(path), placeIn: path });
  await db.outbox.clear();
});
afterEach(() => resetTeams());

describe('where a new area may go', () => {
  it('is the own place and every area below it but booths', async () => {
    const areas = await db.areas.toArray();
    expect(addParentChoices(areas, 'up/lucknow', 'en', 'Top').map((c) => c.value)).toEqual([
      'up/lucknow',
      'up/lucknow/lc',
      'up/lucknow/lc/b1',
      MANDAL,
    ]);
    expect(addParentChoices(areas, '', 'en', 'Top')[0]).toMatchObject({ value: '', label: 'Top' });
    expect(addParentChoices(areas, `${MANDAL}/booth-12`, 'en', 'Top')).toEqual([]);
    expect(addParentChoices(areas, null, 'en', 'Top')).toEqual([]);
  });
});

describe('Add area', () => {
  it('starts inside the own place and makes the area inside the one chosen', async () => {
    renderScreen(<AreasScreen />);
    await screen.findByRole('cell', { name: 'Booth 12' });
    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Assembly' });
    const inside = screen.getByRole('combobox', { name: /^Inside/ }) as HTMLInputElement;
    expect(inside.value).toBe('Lucknow');
    expect(screen.queryByLabelText('Part numbers')).toBeNull();

    inside.focus(); // Mantine takes a change to an unfocused input for autofill
    fireEvent.change(inside, { target: { value: 'mandal' } });
    const list = screen.getByRole('listbox');
    expect(within(list).queryByRole('option', { name: /^Booth 12/ })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: /^Mandal 1/ }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Booth' });

    type('Name (English)', 'Booth 99');
    type('Part numbers', '99');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Areas' });
    await waitFor(async () =>
      expect(await db.areas.get(areaId(`${MANDAL}/booth-99`))).toMatchObject({
        name: 'Booth 99',
        parts: [99],
      }),
    );
  });

  it('from a row starts inside that row', async () => {
    renderScreen(<AreasScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Block 1' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Add area below' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Mandal' });
    const inside = screen.getByRole('combobox', { name: /^Inside/ }) as HTMLInputElement;
    expect(inside.value).toBe('Block 1 — Lucknow › Lucknow Central');
  });
});
