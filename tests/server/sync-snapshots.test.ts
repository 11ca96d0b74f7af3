// A first sync by snapshots (issue 45): the parts of the caller's area as files, and a pull
// that leaves out what the files hold. Whatever changes between the list, the files and the
// pull, files + pull must give the phone exactly what a plain pull gives: every record in its
// latest state, none missing, none extra.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, SnapshotFile } from '../../src/domain/sync-protocol.ts';
import { SNAPSHOT_MINIMUM } from '../../server/services/roll-snapshots.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import {
  filesForEveryView,
  onPhone,
  snapshotCalls,
  snapshotUrl,
} from '../utils/server/snapshots.ts';
import { assignScope } from '../utils/server/team.ts';

const BOOTH = 'up/lucknow/booth-1';
const OTHER = 'up/lucknow/booth-2';

const voters = (count: number, part: number, scope = BOOTH) =>
  Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    fields: { firstName: `Voter ${part}-${i}`, partNumber: part, serialNumber: i + 1, scope },
  }));

describe('first sync by roll snapshots', () => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;
  let writer: SyncClient;
  const part1 = voters(120, 1);
  const part2 = voters(SNAPSHOT_MINIMUM.partVoters, 2);

  filesForEveryView();

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await t.newUser(uniqueEmail('admin'));
    worker = await t.newUser(uniqueEmail('worker'));
    await assignScope(t, admin.token, worker.user.booth_id, BOOTH);
    writer = new SyncClient(t, admin.token);
    await writer.push([
      ...part1,
      ...part2,
      ...voters(SNAPSHOT_MINIMUM.partVoters - 1, 3),
      ...voters(80, 1, OTHER),
      { table: 'members', fields: { name: 'Panna Pramukh', level: 'panna', scope: BOOTH } },
    ]);
  });
  afterAll(() => t.close());

  const { get, manifest, snapshot, pullWith } = snapshotCalls(() => t, 40);

  it("lists the caller's parts worth a file, each at its newest version", async () => {
    const m = await manifest(worker.token);
    expect(m.set).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.parts.map((p) => [p.scope, p.part, p.voters])).toEqual([
      [BOOTH, 1, 120],
      [BOOTH, 2, SNAPSHOT_MINIMUM.partVoters],
    ]);
    const all = (await pullWith(worker.token, null)).rows;
    const newest = Math.max(...all.filter((r) => r.fields.partNumber === 1).map((r) => r.version));
    expect(m.parts[0]!.version).toBe(newest);
    // The admin's list covers every area.
    const everywhere = await manifest(admin.token);
    expect(everywhere.parts.map((p) => `${p.scope}|${p.part}`)).toContain(`${OTHER}|1`);
  });

  it('sends one part as a gzip file to keep for good, plain to a client without gzip', async () => {
    const { parts } = await manifest(worker.token);
    const res = await get(worker.token, snapshotUrl(parts[0]!), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const rows = (JSON.parse(gunzipSync(res.rawPayload).toString()) as SnapshotFile).rows;
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(part1.map((v) => v.id)));
    expect(rows.every((r) => r.table === 'voters' && r.scope === BOOTH && !r.deleted)).toBe(true);
    const plain = await get(worker.token, snapshotUrl(parts[0]!), { 'accept-encoding': '' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<SnapshotFile>().rows).toEqual(rows);
  });

  it("refuses another area's part and a malformed address", async () => {
    const { parts } = await manifest(admin.token);
    const other = parts.find((p) => p.scope === OTHER)!;
    const res = await get(worker.token, snapshotUrl(other));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    const bad = await get(worker.token, `/api/sync/snapshot?scope=${BOOTH}&part=x&version=1`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    const missing = await get(worker.token, `/api/sync/snapshot?scope=${BOOTH}&version=1`);
    expect(missing.statusCode).toBe(400);
  });

  it('files + pull = a plain pull, with edits, deletes and moves between the steps', async () => {
    const m = await manifest(worker.token);
    // Between the list and the files: an edit in part 1, a delete in part 2.
    await writer.push([
      { id: part1[0]!.id, op: 'patch', fields: { firstName: 'Edited before files' } },
      { id: part2[0]!.id, op: 'delete', fields: {} },
    ]);
    const files = (await Promise.all(m.parts.map((p) => snapshot(worker.token, p)))).flat();
    // Between the files and the pull: another edit, a voter moved from part 1 to part 2, a
    // voter the file holds deleted, a new voter. (Records leaving the area come as exits,
    // which the set never leaves out.)
    await writer.push([
      { id: part1[1]!.id, op: 'patch', fields: { firstName: 'Edited after files' } },
      { id: part1[2]!.id, op: 'patch', fields: { partNumber: 2 } },
      { id: part1[3]!.id, op: 'delete', fields: {} },
      ...voters(1, 1),
    ]);
    const { rows: pulled } = await pullWith(worker.token, m.set);
    const plain = (await pullWith(worker.token, null)).rows;

    // The files held what the pull left out: far fewer rows on the pull.
    expect(pulled.length).toBeLessThan(plain.length / 3);
    const phone = onPhone([...files, ...pulled]);
    const truth = onPhone(plain);
    expect([...phone.keys()].sort()).toEqual([...truth.keys()].sort());
    for (const [key, row] of truth) expect(phone.get(key), key).toEqual(row);
    expect(phone.get(`voters/${part1[1]!.id}`)?.fields.firstName).toBe('Edited after files');
    expect(files.some((r) => r.id === part1[3]!.id)).toBe(true);
    expect(phone.has(`voters/${part1[3]!.id}`)).toBe(false);
    expect(phone.get(`voters/${part1[2]!.id}`)?.fields.partNumber).toBe(2);
  });

  it('moves the cursor past what the files hold, so the next pull reads nothing', async () => {
    const m = await manifest(worker.token);
    const { cursor } = await pullWith(worker.token, m.set);
    const again = await pullWith(worker.token, m.set, cursor);
    expect(again.rows).toEqual([]);
    await writer.push([{ id: part1[5]!.id, op: 'patch', fields: { firstName: 'Later' } }]);
    const later = await pullWith(worker.token, m.set, cursor);
    expect(later.rows.map((r) => r.id)).toEqual([part1[5]!.id]);
  });

  it('counts only what the pull will send', async () => {
    const m = await manifest(worker.token);
    const q = new URLSearchParams({ cursor: '', limit: '10', count: '1', snapshots: m.set! });
    const page = (await get(worker.token, `/api/sync/pull?${q}`)).json<PullResponse>();
    const { rows } = await pullWith(worker.token, m.set);
    expect(page.remaining?.rows).toBe(rows.filter((r) => !r.leftArea).length);
  });

  it("ignores a set that is not the caller's: the pull brings everything", async () => {
    const m = await manifest(admin.token);
    const mine = await pullWith(worker.token, m.set);
    const plain = await pullWith(worker.token, null);
    expect(mine.rows.length).toBe(plain.rows.length);
  });

  it('gives a view of fewer voters than files pay for no set: the pull brings them', async () => {
    // The booth's 170 voters in files' parts against everywhere's 250.
    SNAPSHOT_MINIMUM.viewVoters = 200;
    try {
      expect(await manifest(worker.token)).toMatchObject({ set: null, parts: [] });
      expect((await manifest(admin.token)).parts.length).toBeGreaterThan(0);
    } finally {
      SNAPSHOT_MINIMUM.viewVoters = 1;
    }
  });

  it("sends the admin a part held at no area (scope ''), and refuses it to a booth", async () => {
    const loose = voters(SNAPSHOT_MINIMUM.partVoters, 9, '');
    // Pushed by an account with no place, its voters stay at ''.
    const nobody = await t.newUser(uniqueEmail('placeless'));
    expect((await new SyncClient(t, nobody.token).push(loose)).errors).toEqual([]);
    const part = (await manifest(admin.token)).parts.find((p) => p.scope === '' && p.part === 9);
    expect(part).toBeDefined();
    expect((await snapshot(admin.token, part!)).map((r) => r.id).sort()).toEqual(
      loose.map((v) => v.id).sort(),
    );
    expect((await get(worker.token, snapshotUrl(part!))).statusCode).toBe(403);
  });

  it('gives a caller without an area no set', async () => {
    const nobody = await t.newUser(uniqueEmail('nobody'));
    expect(await manifest(nobody.token)).toMatchObject({ set: null, parts: [] });
  });
});
