// A phone's first sync by roll snapshots (issue 45), as the app runs it: its real Dexie
// database and sync engine against the real server. The booth's big part comes as one file,
// the rest by the pull, and the phone ends up holding exactly what a plain first sync gives —
// with an unsent change of its own on top, and again after a first sync cut off half-way.
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { META, getMeta } from '../../src/db/meta.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import { liveVotersOfParts } from '../../src/db/voter-ranges.ts';
import { patchRecord } from '../../src/db/commands.ts';
import { copyFileVotersToOverlay, voterById } from '../../src/db/roll-files.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import { pullAll } from '../../src/sync/pull.ts';
import type { PullProgress } from '../../src/sync/pull-progress.ts';
import { createSyncApi } from '../../src/sync/sync-api.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import { findVoters } from '../../src/features/poll-day/poll-day-data.ts';
import { loadReportPage } from '../../src/roll/report-query.ts';
import { SNAPSHOT_MINIMUM } from '../../server/services/roll-snapshots.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { boothArea, makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';

const BOOTH1 = 'a/b/c/booth1';

describe('a first sync by roll snapshots, on the phone', () => {
  let t: TestApp;
  let team: Team;
  let origin: string;
  const big = Array.from({ length: 150 }, (_, i) => ({
    table: 'voters' as const,
    id: randomUUID(),
    fields: { firstName: `Voter ${i}`, partNumber: 7, serialNumber: i + 1 },
  }));
  const small = Array.from({ length: 10 }, (_, i) => ({
    table: 'voters' as const,
    id: randomUUID(),
    fields: { firstName: `Small ${i}`, partNumber: 8, serialNumber: i + 1 },
  }));

  const usual = { ...SNAPSHOT_MINIMUM };
  afterAll(() => Object.assign(SNAPSHOT_MINIMUM, usual));

  beforeAll(async () => {
    // Files for this booth's 160 voters (a real view needs 5,000; roll-snapshots.ts).
    SNAPSHOT_MINIMUM.viewVoters = 1;
    t = await startTestApp('pglite');
    team = await makeTeam(t);
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const coordinator = new SyncClient(t, team.coordinator.token);
    expect((await coordinator.push([boothArea(BOOTH1, [7, 8])])).errors).toEqual([]);
    expect((await coordinator.push([...big, ...small])).errors).toEqual([]);
  });
  afterAll(() => t.close());

  /** The booth worker's phone; `fail(url)` true makes that request fail as if offline. */
  const boothPhone = (fail: (url: string) => boolean = () => false) => {
    const { token, user } = team.booth1;
    const requests: string[] = [];
    const db = new BoothDb(`phone-${randomUUID()}`, {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      reloadFlag: createFlag(),
    });
    const engine = new SyncEngine({
      db,
      session: {
        getUser: () => ({ id: user.booth_id }),
        getToken: () => token,
        setToken: () => undefined,
      },
      baseUrl: `${origin}/api`,
      pageSize: 100,
      fetch: (input, init) => {
        const url = String(input);
        requests.push(url.slice(url.indexOf('/api/') + 4));
        if (fail(url)) return Promise.reject(new TypeError('Failed to fetch'));
        return fetch(input, init);
      },
    });
    return { db, engine, requests };
  };

  /** The live voters the phone shows: the part files with the voters table on top. */
  const names = async (db: BoothDb) =>
    new Map((await liveVotersOfParts(db)).map((v) => [v.id, v.firstName]));

  it('takes the big part as one file and the rest by the pull', async () => {
    const phone = boothPhone();
    expect(await phone.engine.syncNow()).toBe('synced');
    const files = phone.requests.filter((r) => r.startsWith('/sync/snapshot?'));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('part=7');
    const all = await names(phone.db);
    expect(all.size).toBe(160);
    for (const v of [...big, ...small]) expect(all.get(v.id)).toBe(v.fields.firstName);
    // The part is one record; the voters table holds only what the pull brought.
    expect(await phone.db.rollParts.count()).toBe(1);
    expect(await phone.db.voters.count()).toBe(small.length);
    // The pull brought the small part and the booth's area, not the file's 150 voters again.
    const pulls = phone.requests.filter((r) => r.startsWith('/sync/pull'));
    expect(pulls.filter((r) => r.includes('snapshots=')).length).toBeLessThan(3);
    // Besides them, only the first page asked beside the list of files (dropped once it named
    // a file), before the list's answer.
    expect(pulls.filter((r) => !r.includes('snapshots='))).toHaveLength(1);
    expect(phone.requests.indexOf(pulls.find((r) => !r.includes('snapshots='))!)).toBeLessThan(
      phone.requests.findIndex((r) => r.startsWith('/sync/snapshot?')),
    );
    // Done: the set is forgotten, the next pull reads nothing of the file's voters.
    expect(await getMeta(phone.db, META.snapshotSet)).toBeUndefined();
    const before = phone.requests.length;
    expect(await phone.engine.syncNow()).toBe('synced');
    expect(phone.requests.slice(before).some((r) => r.includes('snapshot'))).toBe(false);
  });

  it('finishes a first sync cut off half-way, an edit made meanwhile on top', async () => {
    let pulls = 0;
    // The file comes, then the first pull naming its set fails (offline): the next sync goes on
    // from there. (The first page asked beside the list of files, without a set, is dropped.)
    const phone = boothPhone(
      (url) => url.includes('/sync/pull') && url.includes('snapshots=') && pulls++ === 0,
    );
    expect(await phone.engine.syncNow()).not.toBe('synced');
    expect((await names(phone.db)).size).toBe(150);
    expect(await getMeta(phone.db, META.snapshotSet)).toMatch(/^[0-9a-f-]{36}$/);
    // Offline, the worker corrects a name the file brought.
    const writer = { userId: team.booth1.user.booth_id, scope: BOOTH1 };
    // As the app's voter command does: the file's row into the voters table, then the change.
    await copyFileVotersToOverlay(phone.db, [big[3]!.id]);
    await patchRecord(phone.db, writer, 'voters', big[3]!.id, { firstName: 'Corrected' });
    expect(await phone.engine.syncNow()).toBe('synced');
    // The set was kept: no second file, nothing twice, nothing missing.
    expect(phone.requests.filter((r) => r.startsWith('/sync/snapshot?'))).toHaveLength(1);
    const all = await names(phone.db);
    expect(all.size).toBe(160);
    for (const v of [...big, ...small])
      expect(all.get(v.id)).toBe(v.id === big[3]!.id ? 'Corrected' : v.fields.firstName);
    expect(await phone.db.outbox.count()).toBe(0);
  });
  it('reads the files as voters: reports, search, a serial, a change and a delete since', async () => {
    const phone = boothPhone();
    expect(await phone.engine.syncNow()).toBe('synced');
    const coordinator = new SyncClient(t, team.coordinator.token);
    expect(
      (
        await coordinator.push([
          { table: 'voters', id: big[10]!.id, op: 'delete', fields: {} },
          { table: 'voters', id: big[11]!.id, op: 'patch', fields: { firstName: 'Renamed' } },
        ])
      ).errors,
    ).toEqual([]);
    expect(await phone.engine.syncNow()).toBe('synced');
    const all = await names(phone.db);
    expect(all.has(big[10]!.id)).toBe(false);
    expect(all.get(big[11]!.id)).toBe('Renamed');
    expect(all.size).toBe(159);
    // The report engine and the search see every voter, from memory.
    const report = findVoterReport('listSearch')!;
    const page = await loadReportPage(phone.db, {
      def: report,
      values: {},
      page: 1,
      pageSize: 500,
    });
    expect(page.total).toBe(159);
    expect(page.rows.map((r) => (r as { id: string }).id)).not.toContain(big[10]!.id);
    const found = await loadReportPage(phone.db, {
      def: report,
      values: { search: 'Renamed' },
      page: 1,
      pageSize: 10,
    });
    expect(found.rows.map((r) => (r as { id: string }).id)).toEqual([big[11]!.id]);
    // Poll day: a serial of the file's part, and one of the voter deleted since.
    const [at20] = await findVoters(phone.db, '7/20');
    expect(at20?.voter.id).toBe(big[19]!.id);
    expect((await findVoters(phone.db, '7/11')).map((f) => f.voter.id)).not.toContain(big[10]!.id);
  });

  it('takes a new edition of the part as its new file, an unsent edit kept on top', async () => {
    const phone = boothPhone();
    expect(await phone.engine.syncNow()).toBe('synced');
    const userId = team.booth1.user.booth_id;
    const writer = { userId, scope: BOOTH1 };
    // The pull alone (no push first, as the engine does): the worker's edit stays unsent.
    const api = createSyncApi({
      session: {
        getUser: () => ({ id: userId }),
        getToken: () => team.booth1.token,
        setToken: () => undefined,
      },
      baseUrl: `${origin}/api`,
      fetch: (input, init) => {
        const url = String(input);
        phone.requests.push(url.slice(url.indexOf('/api/') + 4));
        if (url.includes('/sync/snapshot-sets') && failSets-- > 0)
          return Promise.reject(new TypeError('Failed to fetch'));
        return fetch(input, init);
      },
    });
    let failSets = 0;
    const progress: PullProgress[] = [];
    const pull = () =>
      pullAll({ db: phone.db, api, userId, pageSize: 100, onProgress: (p) => progress.push(p) });
    await copyFileVotersToOverlay(phone.db, [big[30]!.id]);
    await patchRecord(phone.db, writer, 'voters', big[30]!.id, { phone: '9811100030' });
    // A voter pulled since the file (an overlay row), which the new edition supersedes.
    const coordinator = new SyncClient(t, team.coordinator.token);
    const patch = (id: string, fields: Record<string, unknown>) => ({
      table: 'voters' as const,
      id,
      op: 'patch' as const,
      fields,
    });
    expect((await coordinator.push([patch(big[40]!.id, { lastName: 'Pulled' })])).errors).toEqual(
      [],
    );
    await pull();
    expect((await phone.db.voters.get(big[40]!.id))?.lastName).toBe('Pulled');

    // The new edition: every serial of part 7 moves by one, one voter deleted (big[10] was
    // deleted by the test before: its tombstone came with this phone's first sync).
    const edition = big
      .filter((_, i) => i !== 60 && i !== 10)
      .map((v) => patch(v.id, { serialNumber: v.fields.serialNumber + 1 }));
    const deleted = {
      table: 'voters' as const,
      id: big[60]!.id,
      op: 'delete' as const,
      fields: {},
    };
    expect((await coordinator.push([...edition, deleted])).errors).toEqual([]);
    const before = phone.requests.length;
    await pull();
    const asked = phone.requests.slice(before);
    expect(asked.filter((r) => r.startsWith('/sync/snapshots/changes'))).toHaveLength(1);
    expect(asked.filter((r) => r.startsWith('/sync/snapshot?'))).toHaveLength(1);
    expect(asked.filter((r) => r.startsWith('/sync/snapshot-sets'))).toHaveLength(1);
    expect(progress).toContainEqual({ synced: 148, total: 148, kind: 'newRoll' });
    // One record for the part still; the overlay holds the unsent edit, the delete and the
    // small part, not the edition's 148 voters nor the row the new file superseded.
    expect(await phone.db.rollParts.count()).toBe(1);
    expect((await phone.db.voters.toArray()).map((v) => v.id).sort()).toEqual(
      [big[10]!.id, big[30]!.id, big[60]!.id, ...small.map((v) => v.id)].sort(),
    );
    const list = await liveVotersOfParts(phone.db, 7, 7);
    expect(list).toHaveLength(148);
    expect(list.map((v) => v.id)).not.toContain(big[60]!.id);
    expect(list.map((v) => v.id)).not.toContain(big[10]!.id);
    const kept = list.find((v) => v.id === big[30]!.id)!;
    expect([kept.phone, kept.serial]).toEqual(['9811100030', 32]);
    expect(list.find((v) => v.id === big[40]!.id)).toMatchObject({
      lastName: 'Pulled',
      serial: 42,
    });
    // The edit goes out with the next sync, and the server's row has it on the new edition.
    expect(await phone.db.outbox.count()).toBe(1);
    expect(await phone.engine.syncNow()).toBe('synced');
    expect(await phone.db.outbox.count()).toBe(0);
    const back = await coordinator.pullAll();
    expect(back.filter((r) => r.id === big[30]!.id).at(-1)?.fields).toMatchObject({
      phone: '9811100030',
      serialNumber: 32,
    });
    expect((await voterById(phone.db, big[30]!.id))?.phone).toBe('9811100030');

    // Another edition, the sync cut off after the new file and before its set: the next sync
    // takes no file again and still leaves the file's voters out of its pull.
    const live = big.filter((_, i) => i !== 60 && i !== 10);
    const third = live.map((v, i) => patch(v.id, { serialNumber: i + 101 }));
    expect((await coordinator.push(third)).errors).toEqual([]);
    failSets = 1;
    await expect(pull()).rejects.toThrow();
    expect((await phone.db.rollParts.toArray())[0]!.rows[0]!.fields.serialNumber).toBeGreaterThan(
      100,
    );
    const overlay = (await phone.db.voters.toArray()).map((v) => v.id).sort();
    const cutAt = phone.requests.length;
    await pull();
    const resumed = phone.requests.slice(cutAt);
    expect(resumed.filter((r) => r.startsWith('/sync/snapshot?'))).toHaveLength(0);
    expect(resumed.filter((r) => r.startsWith('/sync/snapshot-sets'))).toHaveLength(1);
    expect((await phone.db.voters.toArray()).map((v) => v.id).sort()).toEqual(overlay);
    const after = await liveVotersOfParts(phone.db, 7, 7);
    expect(after.map((v) => v.serial)).toEqual(live.map((_, i) => i + 101));
  });
});
