// Sync work waits while a serial is typed on the pad (issue 44): the gate's own rules on a
// clock the test moves, and the engine asking it before each step that writes to the phone.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { createBackoff } from '../../src/sync/backoff.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import { createTypingGate } from '../../src/sync/typing-gate.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, freshDb, testSession } from '../utils/unit/sync-helpers.ts';

afterEach(() => vi.useRealTimers());

/** Settles what is pending in the promise queue and due on the fake clock. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('typing gate', () => {
  test('nothing typed, or the serial done: no wait at all', async () => {
    const gate = createTypingGate();
    let went = false;
    void gate.quiet().then(() => (went = true));
    await Promise.resolve();
    expect(went).toBe(true);

    gate.typed();
    gate.done();
    expect(gate.typing()).toBe(false);
  });

  test('a wait lasts until the last digit has stood quietMs; a later digit moves it on', async () => {
    vi.useFakeTimers();
    const gate = createTypingGate({ quietMs: 800, maxWaitMs: 3_000 });
    gate.typed();
    let went = false;
    void gate.quiet().then(() => (went = true));
    await advance(500);
    expect(went).toBe(false);
    gate.typed(); // another digit at 500 ms: quiet from 1,300 ms
    await advance(700);
    expect(went).toBe(false);
    await advance(150);
    expect(went).toBe(true);
  });

  test('Mark (or Clear) lets a waiting step go at once', async () => {
    vi.useFakeTimers();
    const gate = createTypingGate({ quietMs: 800 });
    gate.typed();
    let went = false;
    void gate.quiet().then(() => (went = true));
    await advance(100);
    expect(went).toBe(false);
    gate.done();
    await advance(0);
    expect(went).toBe(true);
  });

  test('an agent who never pauses holds the sync up at most maxWaitMs', async () => {
    vi.useFakeTimers();
    const gate = createTypingGate({ quietMs: 800, maxWaitMs: 3_000 });
    gate.typed();
    let went = false;
    void gate.quiet().then(() => (went = true));
    for (let t = 0; t < 2_800; t += 200) {
      await advance(200);
      gate.typed();
    }
    expect(went).toBe(false);
    await advance(250);
    expect(went).toBe(true);
    expect(gate.typing()).toBe(true);
  });
});

describe('the engine and the gate', () => {
  test('each write to the phone (the run, settling the push, applying a pull page) comes after a wait', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    server.serverEdit({
      table: 'members',
      id: 'm1',
      scope: 'up',
      ownerId: 'someone',
      deleted: false,
      fields: { level: 'booth', status: 'active', name: 'Asha' },
    });
    // At each wait: what the server was asked so far and what the phone holds.
    const waits: { asked: string[]; outbox: number; members: number }[] = [];
    const engine = new SyncEngine({
      db,
      session: testSession(alice.userId),
      baseUrl: 'http://fake/api',
      fetch: server.fetch,
      pageSize: 3,
      backoff: createBackoff(60_000, 60_000, () => 0),
      whenQuiet: async () => {
        waits.push({
          asked: [...server.log],
          outbox: await db.outbox.count(),
          members: await db.members.count(),
        });
      },
    });
    await createRecord(db, alice, 'members', { name: 'Ravi', level: 'booth', status: 'active' });

    expect(await engine.syncNow()).toBe('synced');
    const push = (w: (typeof waits)[number]) =>
      w.asked.some((a) => a.startsWith('POST /sync/push'));
    const pull = (w: (typeof waits)[number]) => w.asked.some((a) => a.startsWith('GET /sync/pull'));
    // Before the run: nothing sent. After the push's answer: the outbox still holds the entry.
    // After the pull's answer: its rows not yet written.
    expect(waits[0]).toMatchObject({ asked: [], outbox: 1, members: 1 });
    expect(waits.find((w) => push(w) && !pull(w))).toMatchObject({ outbox: 1 });
    expect(waits.find((w) => pull(w))).toMatchObject({ outbox: 0, members: 1 });
    expect(await db.members.count()).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  test('a run asked while a serial is typed sends nothing until the pad pauses; the mark stays on the phone', async () => {
    const db = freshDb();
    const server = new FakeSyncServer();
    const gate = createTypingGate({ quietMs: 60_000, maxWaitMs: 60_000 });
    const engine = new SyncEngine({
      db,
      session: testSession(alice.userId),
      baseUrl: 'http://fake/api',
      fetch: server.fetch,
      backoff: createBackoff(60_000, 60_000, () => 0),
      whenQuiet: gate.quiet,
    });
    const id = await createRecord(db, alice, 'voteMarks', {
      voterId: 'v1',
      voted: true,
      markedAt: new Date().toISOString(),
      by: 'Anita',
    });
    gate.typed();
    const run = engine.syncNow();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.log).toEqual([]);
    expect(await db.voteMarks.get(id)).toBeDefined();
    expect(await db.outbox.count()).toBe(1);

    gate.done();
    expect(await run).toBe('synced');
    expect(server.rows.get(`voteMarks|${id}`)).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
  });
});
