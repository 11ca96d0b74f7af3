// A new edition of the roll over the part files a phone holds (issue 45, step 3), through the
// real roll jobs: after a revision the server says which parts changed and by how many voters,
// the phone takes the changed part's new file and registers the files it holds, and the pull
// that names that set brings none of the edition's voters again — only what changed after the
// file (a correction made meanwhile) and what a file never holds (a delete). Files + pulls still
// give exactly what a plain pull gives, and a part of another area stays out of it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SnapshotChanges,
  SnapshotHeld,
  SnapshotSetResponse,
  SyncRow,
} from '../../src/domain/sync-protocol.ts';
import { worthRetaking } from '../../src/domain/snapshot-retake.ts';
import type { CsvVoter } from '../utils/server/roll-jobs.ts';
import { ROLL_APP, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';
import { filesForEveryView, onPhone, snapshotCalls } from '../utils/server/snapshots.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

const NAMES = ['Kamla', 'Mohan', 'Sita', 'Geeta', 'Ravi', 'Asha', 'Pooja', 'Hari', 'Usha', 'Om'];
const LAST = ['Devi', 'Lal', 'Verma', 'Rani', 'Kumar', 'Singh', 'Yadav', 'Prasad'];

/** Voter `i` of part `part`: a name and EPIC of their own, the same in every edition. */
const person = (part: number, i: number) => ({
  first: `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + Math.floor(i / NAMES.length))}`,
  last: LAST[i % LAST.length]!,
  epic: `EDT${part}${String(i).padStart(6, '0')}`,
  age: 20 + (i % 50),
});

describe('a new edition of the roll over part files', () => {
  let t: TestApp;
  let team: Team;
  filesForEveryView();

  const publish = async (name: string, rows: CsvVoter[], revision: string) => {
    const token = team.coordinator.token;
    const job = await settled(
      t,
      token,
      await startJob(t, token, [{ name, bytes: rollCsv(rows, false, revision) }]),
      30_000,
    );
    expect(
      job.parts.every((p) => p.status === 'published'),
      JSON.stringify(job.parts),
    ).toBe(true);
  };

  beforeAll(async () => {
    t = await startTestApp('pglite', ROLL_APP);
    team = await makeTeam(t);
    // The old edition: parts 2 and 3, 60 voters each.
    const old = [2, 3].flatMap((part) =>
      Array.from({ length: 60 }, (_, i) => ({
        part,
        serial: i + 1,
        house: String(i),
        ...person(part, i),
      })),
    );
    await publish('old.csv', old, 'SSR 2025');
  }, 60_000);
  afterAll(() => t.close());

  const { manifest, snapshot, pullWith } = snapshotCalls(() => t, 50);
  const post = <T>(token: string, url: string, parts: SnapshotHeld[]) =>
    t.as(token, { method: 'POST', url, payload: { parts } }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    });

  it('says which parts a revision changed, and the pull after the new set brings none of it', async () => {
    const token = team.coordinator.token;
    // The phone's first sync: both parts as files, the rest by the pull.
    const first = await manifest(token);
    expect(first.parts.map((p) => [p.part, p.voters])).toEqual([
      [2, 60],
      [3, 60],
    ]);
    const oldFiles = new Map<number, SyncRow[]>();
    for (const p of first.parts) oldFiles.set(p.part, await snapshot(token, p));
    const firstPull = await pullWith(token, first.set);
    expect(firstPull.rows.filter((r) => r.table === 'voters')).toEqual([]);
    const held: SnapshotHeld[] = first.parts.map(({ scope, part, version }) => ({
      scope,
      part,
      version,
    }));

    // Nothing changed yet: every part at the version held.
    const before = await post<SnapshotChanges>(token, '/api/sync/snapshots/changes', held);
    expect(before.parts.map((p) => [p.part, p.changed, p.version === p.held])).toEqual([
      [2, 0, true],
      [3, 0, true],
    ]);

    // The revision of part 2: a voter added first (every serial moves), three left out (cut),
    // one's age corrected. Part 3 is not in it.
    const revised: CsvVoter[] = [
      { part: 2, serial: 1, house: 'new', ...person(2, 900) },
      ...Array.from({ length: 57 }, (_, i) => ({
        part: 2,
        serial: i + 2,
        house: String(i),
        ...person(2, i),
        ...(i === 5 ? { age: 99 } : {}),
      })),
    ];
    await publish('new.csv', revised, 'SSR 2026');
    // A worker's deletion of a voter the old file holds, before the phone asks.
    const writer = new SyncClient(t, token);
    const gone = oldFiles.get(2)![10]!.id;
    expect(
      (await writer.push([{ table: 'voters', id: gone, op: 'delete', fields: {} }])).errors,
    ).toEqual([]);

    const after = await post<SnapshotChanges>(token, '/api/sync/snapshots/changes', held);
    const [two, three] = after.parts;
    // Part 2: the whole part written again (serials), the added voter, the deleted one.
    expect(two).toMatchObject({ part: 2, voters: 60 });
    expect(two!.version).toBeGreaterThan(two!.held);
    expect(two!.changed).toBeGreaterThanOrEqual(59);
    expect(worthRetaking(two!)).toBe(true);
    expect(three).toMatchObject({ part: 3, changed: 0 });
    expect(worthRetaking(three!)).toBe(false);

    // The phone takes part 2's new file; meanwhile a worker corrects a name in it.
    const newFile = await snapshot(token, two!);
    const corrected = newFile[20]!.id;
    expect(
      (
        await writer.push([
          { table: 'voters', id: corrected, op: 'patch', fields: { firstName: 'Later' } },
        ])
      ).errors,
    ).toEqual([]);
    const nowHeld = [{ scope: two!.scope, part: 2, version: two!.version }, held[1]!];
    const { set } = await post<SnapshotSetResponse>(token, '/api/sync/snapshot-sets', nowHeld);
    expect(set).toMatch(/^[0-9a-f-]{36}$/);

    const second = await pullWith(token, set, firstPull.cursor);
    // None of the edition's voters again: only the correction after the file and the delete.
    const voterRows = second.rows.filter((r) => r.table === 'voters');
    expect(voterRows.map((r) => [r.id, r.deleted]).sort()).toEqual(
      [
        [corrected, false],
        [gone, true],
      ].sort(),
    );
    // Without the new set the same pull would have brought the whole edition one by one.
    const plainAfter = await pullWith(token, null, firstPull.cursor);
    expect(plainAfter.rows.filter((r) => r.table === 'voters').length).toBeGreaterThan(59);

    // Files + pulls = a plain pull: the new file of part 2, the old of part 3, every pull row.
    const phone = onPhone([...newFile, ...oldFiles.get(3)!, ...firstPull.rows, ...second.rows]);
    const truth = onPhone((await pullWith(token, null)).rows);
    expect([...phone.keys()].sort()).toEqual([...truth.keys()].sort());
    for (const [key, row] of truth) expect(phone.get(key), key).toEqual(row);
    expect(phone.has(`voters/${gone}`)).toBe(false);
    expect(phone.get(`voters/${corrected}`)?.fields.firstName).toBe('Later');
    // The voters the revision left out are still there, marked as cut (roll-editions.test.ts).
    const cut = oldFiles
      .get(2)!
      .slice(57)
      .map((r) => phone.get(`voters/${r.id}`));
    expect(cut.map((r) => r?.fields.rollDeleted)).toEqual(['SSR 2026', 'SSR 2026', 'SSR 2026']);
    // …and the new file holds them so: the pull did not bring them.
    for (const r of cut) expect(newFile.some((f) => f.id === r!.id)).toBe(true);
  }, 60_000);

  it("keeps another area's parts out of the answer and of the set", async () => {
    const token = team.coordinator.token;
    const { parts } = await manifest(token);
    const mine = parts.map(({ scope, part, version }) => ({ scope, part, version }));
    // A booth worker of another district names the coordinator's parts: not theirs.
    const other = team.elsewhere.token;
    const changes = await post<SnapshotChanges>(other, '/api/sync/snapshots/changes', mine);
    expect(changes.parts).toEqual([]);
    const { set } = await post<SnapshotSetResponse>(other, '/api/sync/snapshot-sets', mine);
    // Their set leaves nothing of the coordinator's out: it holds no part of theirs.
    const stored = await t.db.query<{ parts: Record<string, number> }>(
      'SELECT parts FROM sync_snapshot_sets WHERE id = $1',
      [set],
    );
    expect(stored.rows[0]!.parts).toEqual({});
    // A caller with no area keeps no files.
    const nobody = await t.newUser(uniqueEmail('nobody'));
    const res = await t.as(nobody.token, {
      method: 'POST',
      url: '/api/sync/snapshot-sets',
      payload: { parts: mine },
    });
    expect(res.statusCode).toBe(403);
    const bad = await t.as(token, {
      method: 'POST',
      url: '/api/sync/snapshots/changes',
      payload: { parts: [{ scope: 'a/b', part: 'x', version: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
