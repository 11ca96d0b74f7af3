// A booth the roll made is named by its polling station (src/domain/roll-areas.ts): its row on
// the Areas screen says the station once, as its name, not again in the Polling station column;
// a booth whose station differs from its name shows both.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { areaId } from '../../src/domain/areas.ts';
import type { AreaFields } from '../../src/domain/areas.ts';
import { stationBesideName } from '../../src/features/areas/area-queries.ts';
import { AreasScreen } from '../../src/features/areas/areas-screen.tsx';
import { WRITER, renderScreen, resetTeams } from '../utils/unit/teams-test-utils.tsx';

const MANDAL = 'up/lucknow/lc/roll/parts';
const STATION = 'प्राथमिक विद्यालय, रामपुर कलाँ, कक्ष 1';

const place = (path: string, fields: Omit<AreaFields, 'path'>) =>
  createRecord(db, WRITER, 'areas', { path, ...fields }, { id: areaId(path), placeIn: path });

beforeEach(async () => {
  await resetTeams(); // signed in at up/lucknow
  await db.areas.clear();
  await place('up/lucknow', { name: 'Lucknow' });
  await place('up/lucknow/lc', { name: 'Lucknow Central', number: 173 });
  await place('up/lucknow/lc/roll', { name: 'Parts from the roll' });
  await place(MANDAL, { name: 'Parts from the roll' });
  // As the roll import makes it: the station is the booth's name in its script.
  await place(`${MANDAL}/p45`, {
    name: STATION,
    nameHi: STATION,
    parts: [45],
    pollingStation: STATION,
    fromRoll: true,
  });
  await place(`${MANDAL}/p46`, {
    name: 'Booth 46',
    parts: [46],
    pollingStation: 'Panchayat Bhawan, Rampur Khurd',
  });
  await db.outbox.clear();
});
afterEach(() => resetTeams());

describe("a booth's polling station on the Areas screen", () => {
  it('is said once when it is the booth name, and beside a name that differs', async () => {
    renderScreen(<AreasScreen />);
    await screen.findByText('Booth 46');
    expect(screen.getAllByText(STATION)).toHaveLength(1);
    expect(screen.getAllByText('Panchayat Bhawan, Rampur Khurd')).toHaveLength(1);
  });

  it('compares names as written, whatever their spaces and case', () => {
    const station = '  Primary School,  Sector Q ';
    expect(stationBesideName({ name: 'primary school, sector q', pollingStation: station })).toBe(
      undefined,
    );
    expect(
      stationBesideName({
        name: 'Booth 7',
        nameHi: 'PRIMARY SCHOOL, SECTOR Q',
        pollingStation: station,
      }),
    ).toBe(undefined);
    expect(stationBesideName({ name: 'Booth 7', pollingStation: station })).toBe(
      'Primary School,  Sector Q',
    );
    expect(stationBesideName({ name: 'Booth 7', pollingStation: ' ' })).toBe(undefined);
  });
});
