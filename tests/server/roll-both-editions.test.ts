// Both scripts, both editions (issue 43): the English and the Hindi roll of a part, loaded in one
// upload or one after the other, give each voter both spellings — paired by EPIC, never two
// voters — and the voter is then found by either script's spelling and its common variants.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoterFields } from '../../src/domain/voter.ts';
import { searchMatcher, voterSearchKeys } from '../../src/domain/voter-search.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { CsvVoter } from '../utils/server/roll-jobs.ts';
import { ROLL_APP, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';

const EN: CsvVoter[] = [
  { part: 7, serial: 1, epic: 'JSW0000001', first: 'Vijay', last: 'Jaiswal', relation: 'Ram' },
  { part: 7, serial: 2, epic: 'QRS0000002', first: 'Salim', last: 'Qureshi', relation: 'Yusuf' },
  { part: 7, serial: 3, epic: 'BND0000003', first: 'Binod', last: 'Chauhan', relation: 'Shiv' },
];
const HI: CsvVoter[] = [
  { part: 7, serial: 1, epic: 'JSW0000001', first: 'विजय', last: 'जायसवाल', relation: 'राम' },
  { part: 7, serial: 2, epic: 'QRS0000002', first: 'सलीम', last: 'कुरैशी', relation: 'यूसुफ़' },
  { part: 7, serial: 3, epic: 'BND0000003', first: 'विनोद', last: 'चौहान', relation: 'शिव' },
];

describe.each(PGLITE_ONLY)('the English and the Hindi roll of one part (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  const load = async (files: { name: string; bytes: Buffer }[]) => {
    const token = team.coordinator.token;
    return settled(t, token, await startJob(t, token, files));
  };
  const voters = async () =>
    (await new SyncClient(t, team.coordinator.token).pullAll()).filter(
      (r) => r.table === 'voters' && !r.deleted,
    );

  const expectBothSpellings = async () => {
    const all = await voters();
    expect(all).toHaveLength(3);
    const byEpic = new Map(all.map((v) => [v.fields.voterId, v.fields]));
    expect(byEpic.get('JSW0000001')).toMatchObject({
      firstName: 'Vijay',
      lastName: 'Jaiswal',
      firstNameHi: 'विजय',
      lastNameHi: 'जायसवाल',
      relation: 'Ram',
      relationHi: 'राम',
    });
    expect(byEpic.get('QRS0000002')).toMatchObject({ lastName: 'Qureshi', lastNameHi: 'कुरैशी' });
    expect(byEpic.get('BND0000003')).toMatchObject({ firstName: 'Binod', firstNameHi: 'विनोद' });
    // Found by either script and by the spellings a worker types, as the phone derives keys.
    const rows = all.map((v) => {
      const fields = v.fields as VoterFields;
      return { ...fields, searchKeys: voterSearchKeys(fields) };
    });
    const found = (query: string) => rows.filter(searchMatcher(query)!).map((r) => r.voterId);
    expect(found('Bijay Jayswal')).toEqual(['JSW0000001']);
    expect(found('विजय जैसवाल')).toEqual(['JSW0000001']);
    expect(found('Kureshi')).toEqual(['QRS0000002']);
    expect(found('कुरेशी')).toEqual(['QRS0000002']);
    expect(found('Vinod Chohan')).toEqual(['BND0000003']);
    expect(found('बिनोद')).toEqual(['BND0000003']);
  };

  it('in one upload', async () => {
    const job = await load([
      { name: 'part-7-en.csv', bytes: rollCsv(EN) },
      { name: 'part-7-hi.csv', bytes: rollCsv(HI, true) },
    ]);
    expect(job.parts.map((p) => [p.edition, p.status])).toEqual([
      ['en', 'published'],
      ['hi', 'published'],
    ]);
    await expectBothSpellings();
  });

  it('the Hindi roll first, the English one later', async () => {
    await load([{ name: 'part-7-hi.csv', bytes: rollCsv(HI, true) }]);
    const hindiOnly = await voters();
    // Until the English roll comes, the plain names hold the Hindi spelling.
    expect(hindiOnly.map((v) => v.fields.firstName).sort()).toEqual(['विजय', 'विनोद', 'सलीम']);
    await load([{ name: 'part-7-en.csv', bytes: rollCsv(EN) }]);
    await expectBothSpellings();
  });

  it('pairs a voter whose EPIC one edition misread by the names across scripts', async () => {
    const misread = HI.map((v) => (v.serial === 2 ? { ...v, epic: 'QRS0000092' } : v));
    await load([{ name: 'part-7-en.csv', bytes: rollCsv(EN) }]);
    await load([{ name: 'part-7-hi.csv', bytes: rollCsv(misread, true) }]);
    // Salim Qureshi = सलीम कुरैशी (same relative, house and age): one voter, the EPIC kept.
    await expectBothSpellings();
  });
});
