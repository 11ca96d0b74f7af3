// One serial is one voter in a part (issue 43), checked at publish: a file of the same list as
// the part holds, whose new elector takes a serial a held voter still has, is not published;
// the row waits in review on its serial, saying why in the user's language, and nothing of the
// part is written. Once the serial is corrected the part publishes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import type { CsvVoter } from '../utils/server/roll-jobs.ts';
import { ROLL_APP, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { serialClashes } from '../../server/rolls/jobs/one-serial.ts';

const elector = (serial: number, epic: string, first: string): CsvVoter => ({
  part: 21,
  serial,
  epic,
  first,
  last: 'Devi',
});

describe('serialClashes', () => {
  const held = [
    { id: 'a', fields: { partNumber: 21, serialNumber: 1 } },
    { id: 'b', fields: { partNumber: 21, serialNumber: 2 } },
    { id: 'x', fields: { partNumber: 22, serialNumber: 3 } },
  ];
  const put = (id: string, fields: Record<string, unknown>) =>
    ({ table: 'voters', id, op: 'put', fields }) as const;

  it('names the written voters that share a serial with a voter of the part', () => {
    expect(serialClashes(21, held, [put('n', { partNumber: 21, serialNumber: 2 })])).toEqual(['n']);
    // Another part's serial 3, a cleared serial, a deleted voter: no clash.
    expect(serialClashes(21, held, [put('n', { partNumber: 21, serialNumber: 3 })])).toEqual([]);
    const ops = [
      { table: 'voters', id: 'b', op: 'patch', fields: { serialNumber: null } } as const,
      put('n', { partNumber: 21, serialNumber: 2 }),
    ];
    expect(serialClashes(21, held, ops)).toEqual([]);
    const gone = [{ table: 'voters', id: 'a', op: 'delete', fields: {} } as const];
    expect(
      serialClashes(21, held, [...gone, put('n', { partNumber: 21, serialNumber: 1 })]),
    ).toEqual([]);
    // A voter moving in with a serial the part has clashes; untouched clashes are not the file's.
    const twice = [...held, { id: 'c', fields: { partNumber: 21, serialNumber: 1 } }];
    expect(serialClashes(21, twice, [])).toEqual([]);
    expect(
      serialClashes(21, held, [
        { table: 'voters', id: 'x', op: 'patch', fields: { partNumber: 21, serialNumber: 1 } },
      ]),
    ).toEqual(['x']);
  });

  it('leaves out a held voter moving to another part of the upload: its serial is free', () => {
    const moving = [
      { id: 'm', fields: { partNumber: 21, serialNumber: 4, voterId: 'abc0000004' } },
    ];
    const next = [put('n', { partNumber: 21, serialNumber: 4 })];
    expect(serialClashes(21, moving, next)).toEqual(['n']);
    expect(serialClashes(21, moving, next, new Set(['ABC0000004']))).toEqual([]);
  });
});

describe.each(PGLITE_ONLY)('one serial is one voter in a part (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp(kind, ROLL_APP);
    team = await makeTeam(t);
  });
  afterEach(async () => t.close());

  const votersOfPart = async () =>
    (await new SyncClient(t, team.coordinator.token).pullAll()).filter(
      (r: SyncRow) => r.table === 'voters' && !r.deleted && r.fields.partNumber === 21,
    );

  it('keeps a part in review when its new elector would take a serial a held voter has', async () => {
    const first = [
      elector(1, 'ABC0000001', 'Asha'),
      elector(2, 'ABC0000002', 'Gita'),
      elector(3, 'ABC0000003', 'Sita'),
    ];
    const id1 = await startJob(t, team.coordinator.token, [
      { name: 'a.csv', bytes: rollCsv(first) },
    ]);
    const job1 = await settled(t, team.coordinator.token, id1);
    expect(
      job1.parts.map((p) => p.status),
      JSON.stringify(job1.parts),
    ).toEqual(['published']);

    // The same list again, without Sita and with Rekha at her serial 3: Sita is not cut (the
    // same revision cuts nobody), so two voters would be serial 3.
    const again = [first[0]!, first[1]!, elector(3, 'ABC0000004', 'Rekha')];
    const id2 = await startJob(t, team.coordinator.token, [
      { name: 'b.csv', bytes: rollCsv(again) },
    ]);
    const part = (await settled(t, team.coordinator.token, id2)).parts[0]!;
    expect(part.status, JSON.stringify(part)).toBe('review');
    expect(part.failedRows).toEqual([
      {
        rowId: expect.any(String),
        serial: 3,
        name: expect.stringContaining('Rekha'),
        reason: 'errors.serialTaken',
        fields: { serialNumber: 'errors.serialTaken' },
      },
    ]);
    expect(part.error).toMatchObject({ messageKey: 'errors.rollImport.rowsRefused' });
    expect(part.checks.find((c) => c.name === 'rowsPublished')?.ok).toBe(false);
    // Nothing of the second file was written.
    const held = await votersOfPart();
    expect(held.map((v) => [v.fields.serialNumber, v.fields.firstName]).sort()).toEqual([
      [1, 'Asha'],
      [2, 'Gita'],
      [3, 'Sita'],
    ]);

    // Corrected to serial 4, the row publishes and the part holds four serials.
    const rowId = part.failedRows![0]!.rowId;
    const fix = await t.as(team.coordinator.token, {
      method: 'PATCH',
      url: `/api/rolls/${id2}/rows/${rowId}`,
      payload: { serial: 4 },
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const accept = await t.as(team.coordinator.token, {
      method: 'POST',
      url: `/api/rolls/${id2}/parts/${part.id}/accept`,
      payload: { acceptRows: true },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const serials = (await votersOfPart()).map((v) => v.fields.serialNumber).sort();
    expect(serials).toEqual([1, 2, 3, 4]);
  });
});
