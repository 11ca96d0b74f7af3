import { afterEach, expect, test, vi } from 'vitest';
import { BoothDb } from '../../src/db/database.ts';
import { createRecord } from '../../src/db/commands.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { alice, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

/** A minimal Web Locks API: one holder per name, others queue. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(fn);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

test('two tabs on one database never sync at the same time (Web Locks)', async () => {
  vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks(), onLine: true });
  const name = `tabs-${crypto.randomUUID()}`;
  const tabA = new BoothDb(name, { reloadFlag: createFlag() });
  const tabB = new BoothDb(name, { reloadFlag: createFlag() });
  const server = new FakeSyncServer();
  // Requests in flight per tab: one sync may send two at once (the part files' list beside the
  // first pull page); two tabs must never have requests out together.
  const inFlight = { A: 0, B: 0 };
  let bothAtOnce = false;
  let seen = 0;
  const fetch = server.fetch;
  const viaTab =
    (tab: 'A' | 'B'): typeof fetch =>
    async (input, init) => {
      inFlight[tab] += 1;
      seen += 1;
      if (inFlight.A && inFlight.B) bothAtOnce = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      try {
        return await fetch(input, init);
      } finally {
        inFlight[tab] -= 1;
      }
    };
  for (let i = 0; i < 5; i++) await createRecord(tabA, alice, 'voters', { firstName: `v${i}` });
  server.fetch = viaTab('A');
  const a = testEngine(tabA, server, testSession(alice.userId), 2);
  server.fetch = viaTab('B');
  const b = testEngine(tabB, server, testSession(alice.userId), 2);

  expect(await Promise.all([a.syncNow(), b.syncNow()])).toEqual(['synced', 'synced']);
  expect(seen).toBeGreaterThan(2);
  expect(bothAtOnce).toBe(false);
  expect(server.rows.size).toBe(5); // pushed once, not twice
  expect(server.pushes.flat()).toHaveLength(5);
  tabA.close();
  tabB.close();
});
