// SIGTERM while phones hold keep-alive connections mid-push: the server must drain by itself
// (no idle keep-alive socket holding the exit until the deadline cuts it; before the drain hooks
// one held it for Fastify's 72 s), exit cleanly, answer only 200 or 503 + Retry-After, and keep
// every acknowledged batch. How long the exit takes (≤ 2 s, Docker kills after 10 s) is
// bench:lifecycle's figure: on a loaded 2-core machine a clean drain has taken 2.2 s.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import { checkApplied } from '../../devkit/applied-mutations.ts';
import { adminToken, Phone } from '../../devkit/keepalive-phones.ts';
import { startServerProcess } from '../../devkit/server-process.ts';
import type { ServerProcess } from '../../devkit/server-process.ts';
import {
  DATABASE_KINDS_WHERE_IT_MATTERS,
  openTestDatabase,
} from '../utils/server/test-databases.ts';
import type { TestDatabase } from '../utils/server/test-databases.ts';

const PHONES = 12;
/**
 * The deadline (SHUTDOWN_TIMEOUT_MS) of a server that should drain by itself: far beyond a
 * drain's 0.5-2.2 s, so reaching it means something held the exit, not a slow machine.
 */
const DRAIN_DEADLINE_MS = 20_000;
/** The deadline of a server left a request that never finishes. */
const CUT_DEADLINE_MS = 600;
/** What the server says on stderr when its deadline cut something (server/index.ts). */
const CUT = /Stopped: what was still open after \d+ ms was cut/;

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('graceful shutdown under load (%s)', (kind) => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  let testDb: TestDatabase | undefined;

  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await testDb?.dispose();
    server = dataDir = testDb = undefined;
  });

  async function start(deadlineMs: number): Promise<ServerProcess> {
    const env = { SHUTDOWN_TIMEOUT_MS: String(deadlineMs) };
    if (kind === 'postgres') {
      testDb = await openTestDatabase('postgres');
      return startServerProcess({ databaseUrl: testDb.url, env });
    }
    dataDir = await mkdtemp(join(tmpdir(), 'booth-shutdown-'));
    return startServerProcess({ dataDir, env });
  }

  /** The database the server wrote, opened after it exited (PGlite) or beside it (PostgreSQL). */
  async function openWritten(): Promise<{ db: Database; close(): Promise<void> }> {
    if (testDb) return { db: testDb.db, close: async () => undefined };
    const db = await openPglite(dataDir);
    return { db, close: () => db.close() };
  }

  // 120 s a test: starting the server (initdb, migrations) alone took 26 s at load 12.
  it(`drains ${PHONES} keep-alive phones mid-push by itself on SIGTERM and exits cleanly`, async () => {
    server = await start(DRAIN_DEADLINE_MS);
    const token = await adminToken(server.url);
    const phones = Array.from({ length: PHONES }, () => new Phone(server!.url, token, 100));
    // The reported case: each phone pulls, then pushes, and the signal comes while the pushes
    // are in flight. A socket whose answer is sent after the signal goes idle and, unless
    // closed, keeps the process alive for the 72 s keep-alive timeout.
    await Promise.all(phones.map((p) => p.pull()));
    const rounds = Promise.all(phones.map((p) => p.push()));
    await new Promise((r) => setTimeout(r, 20));

    server.child.kill('SIGTERM');
    const code = await server.exited;
    await rounds;
    phones.forEach((p) => p.close());

    expect(code, server.output()).toBe(0);
    // Every connection closed by the drain; the deadline cut nothing.
    expect(server.output()).not.toMatch(CUT);
    const statuses = new Set(phones.flatMap((p) => p.log.statuses));
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(phones.map((p) => p.log.missingRetryAfter)).toEqual(phones.map(() => 0));

    const written = await openWritten();
    try {
      const checks = await checkApplied(
        written.db,
        phones.map((p) => p.log),
      );
      for (const c of checks) {
        expect(c.lastMutationId).toBeGreaterThanOrEqual(c.acked);
        expect(c.missing).toEqual([]);
        expect(c.extra).toEqual([]);
      }
    } finally {
      await written.close();
    }
  }, 120_000);

  it('cuts a request that never finishes at the deadline and still exits cleanly', async () => {
    server = await start(CUT_DEADLINE_MS);
    // Headers of a push whose body never arrives: in flight until the deadline cuts it.
    const stuck = connect(server.port, '127.0.0.1');
    await new Promise((r) => stuck.once('connect', r));
    stuck.write('POST /api/sync/push HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
    stuck.write('Content-Length: 1000\r\n\r\n{"clientId":');
    stuck.on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 100));

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const elapsed = performance.now() - signalled;
    stuck.destroy();
    expect(code, server.output()).toBe(0);
    // It waited for the deadline (a lower bound: a loaded machine only waits longer), then cut.
    expect(elapsed).toBeGreaterThanOrEqual(CUT_DEADLINE_MS - 50);
    expect(server.output()).toMatch(CUT);
  }, 120_000);
});
