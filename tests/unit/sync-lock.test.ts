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
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = server.fetch;
  server.fetch = async (input, init) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    try {
      return await fetch(input, init);
    } finally {
      inFlight -= 1;
    }
  };
  for (let i = 0; i < 5; i++) await createRecord(tabA, alice, 'voters', { firstName: `v${i}` });
  const a = testEngine(tabA, server, testSession(alice.userId), 2);
  const b = testEngine(tabB, server, testSession(alice.userId), 2);

  expect(await Promise.all([a.syncNow(), b.syncNow()])).toEqual(['synced', 'synced']);
  expect(maxInFlight).toBe(1);
  expect(server.rows.size).toBe(5); // pushed once, not twice
  expect(server.pushes.flat()).toHaveLength(5);
  tabA.close();
  tabB.close();
});
