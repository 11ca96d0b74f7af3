// A first sync's progress and weight on the wire (issue 26, point 6): `count=1` answers what is
// left in the caller's area after the cursor (rows, voters), and pull pages go out compressed
// when the client accepts it (Brotli, else gzip), plain otherwise.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { chooseEncoding } from '../../server/routes/compressed-json.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { assignScope } from '../utils/server/team.ts';

const BOOTH = 'up/lucknow/booth-1';

describe('pull progress and compression', () => {
  let t: TestApp;
  let admin: SignedIn;
  let worker: SignedIn;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await t.newUser(uniqueEmail('admin'));
    worker = await t.newUser(uniqueEmail('worker'));
    await assignScope(t, admin.token, worker.user.booth_id, BOOTH);
    const writer = new SyncClient(t, admin.token);
    await writer.push([
      ...Array.from({ length: 30 }, (_, i) => ({
        fields: { firstName: `Voter ${i}`, partNumber: 1, scope: BOOTH },
      })),
      ...Array.from({ length: 5 }, (_, i) => ({
        fields: { firstName: `Elsewhere ${i}`, scope: 'up/lucknow/booth-2' },
      })),
      { table: 'members', fields: { name: 'Panna Pramukh', level: 'panna', scope: BOOTH } },
    ]);
  });
  afterAll(() => t.close());

  const pull = (token: string, query: string, headers: Record<string, string> = {}) =>
    t.as(token, { method: 'GET', url: `/api/sync/pull?${query}`, headers });

  it("counts what is left in the caller's area after the cursor, only when asked", async () => {
    const first = (await pull(worker.token, 'cursor=&limit=10&count=1')).json<PullResponse>();
    expect(first.remaining).toEqual({ rows: 31, voters: 30 });
    const q = new URLSearchParams({ cursor: first.cursor, limit: '10', count: '1' });
    const second = (await pull(worker.token, q.toString())).json<PullResponse>();
    expect(second.remaining).toEqual({ rows: 21, voters: 20 });
    const plain = (await pull(worker.token, 'cursor=&limit=10')).json<PullResponse>();
    expect(plain).not.toHaveProperty('remaining');
    // The admin sees everywhere: all 36.
    const all = (await pull(admin.token, 'cursor=&limit=1&count=1')).json<PullResponse>();
    expect(all.remaining).toEqual({ rows: 36, voters: 35 });
  });

  it('refuses a count other than 0 or 1', async () => {
    expect((await pull(worker.token, 'cursor=&count=2')).statusCode).toBe(400);
  });

  it('sends a page in Brotli or gzip when accepted, the same JSON as plain', async () => {
    const plain = await pull(worker.token, 'cursor=&limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = plain.json<PullResponse>().rows;
    expect(rows).toHaveLength(31);

    const br = await pull(worker.token, 'cursor=&limit=50', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as PullResponse;
    expect(fromBr.rows).toEqual(rows);

    const gz = await pull(worker.token, 'cursor=&limit=50', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gz.rawPayload).toString()) as PullResponse).rows).toEqual(rows);
  });

  it('leaves a small answer plain', async () => {
    const other = await t.newUser(uniqueEmail('nobody'));
    await assignScope(t, admin.token, other.user.booth_id, `up/empty-${randomUUID().slice(0, 8)}`);
    const res = await pull(other.token, 'cursor=', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<PullResponse>().rows).toEqual([]);
  });

  it('picks the encoding by what the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});
