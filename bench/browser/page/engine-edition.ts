// A new edition of the roll over the old (issue 45, step 3): the database the engine's first
// sync filled (same profile, same name) syncs again through the real SyncEngine after the
// server wrote every voter of the assembly again; timed from the app open with the roll in
// memory (`warmRoll`, untimed) to the end of the sync and to every report usable again.
import { BoothDb } from '../../../src/db/database.ts';
import { listOrderSettled } from '../../../src/roll/list-order.ts';
import { SyncEngine } from '../../../src/sync/engine.ts';
import type { SyncSession } from '../../../src/sync/sync-api.ts';
import type { EditionResult } from './bench-api.ts';
import { sampleHeap } from './heap-sampler.ts';

/** The database as the app holds it open, the old roll in memory (set by `warmRoll`). */
let open: { db: BoothDb; dbName: string; overlay: number; warmMs: number } | null = null;

/**
 * The app as a coordinator has it open when the edition comes: the roll already in memory (read
 * from the files the first sync kept). Untimed, and outside the measured CPU, so the figure is
 * the edition's, not a cold start's.
 */
export async function warmRoll(opts: { dbName: string }): Promise<number> {
  const db = new BoothDb(opts.dbName);
  await db.open();
  const overlay = await db.voters.count();
  const since = performance.now();
  await listOrderSettled(db);
  open = { db, dbName: opts.dbName, overlay, warmMs: performance.now() - since };
  return open.warmMs;
}

export async function engineEdition(opts: {
  token: string;
  userId: string;
  dbName: string;
}): Promise<EditionResult> {
  if (open?.dbName !== opts.dbName) throw new Error('warmRoll first');
  const { db, overlay: overlayBefore, warmMs } = open;
  let token = opts.token;
  const session: SyncSession = {
    getUser: () => ({ id: opts.userId }),
    getToken: () => token,
    setToken: (fresh) => (token = fresh),
  };
  const calls = { files: 0, pulls: 0 };
  const countingFetch: typeof fetch = (input, init) => {
    const url = String(input);
    if (url.includes('/sync/snapshot?')) calls.files++;
    if (url.includes('/sync/pull')) calls.pulls++;
    return fetch(input, init);
  };
  const engine = new SyncEngine({
    db,
    session,
    fetch: countingFetch,
    intervalMs: 0,
    lockName: `bench-edition-${opts.dbName}`,
  });
  const heap = sampleHeap(() => calls.files);
  const since = performance.now();
  const outcome = await engine.syncNow();
  const ms = performance.now() - since;
  if (outcome !== 'synced')
    throw new Error(
      `engine sync of the new edition ended ${outcome}: ${engine.status.get().error}`,
    );
  const order = await listOrderSettled(db);
  const usableMs = performance.now() - since;
  const samples = heap.stop();
  const wireBytes = performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= since && e.name.includes('/api/sync/'))
    .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
  const result: EditionResult = {
    records: order.ids.length,
    ms,
    usableMs,
    wireBytes,
    files: calls.files,
    pulls: calls.pulls,
    overlayBefore,
    overlayAfter: await db.voters.count(),
    warmMs,
    heap: samples,
  };
  db.close();
  open = null;
  return result;
}
