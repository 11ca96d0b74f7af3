// The measured path: the real SyncEngine (default page size, as the app runs it) syncing a
// signed-in coordinator into a fresh database, from an empty cursor to the end.
import { BoothDb } from '../../../src/db/database.ts';
import { voterById } from '../../../src/db/roll-files.ts';
import { listOrderSettled } from '../../../src/roll/list-order.ts';
import { SyncEngine } from '../../../src/sync/engine.ts';
import type { SyncSession } from '../../../src/sync/sync-api.ts';
import type { EngineResult } from './bench-api.ts';
import { sampleHeap } from './heap-sampler.ts';
import { storageNote } from './storage-note.ts';

export async function enginePull(opts: {
  token: string;
  userId: string;
  dbName: string;
  /** Rows per page; omitted = the engine's default, as the app runs it (diagnostics only). */
  pageSize?: number;
}): Promise<EngineResult> {
  let token = opts.token;
  const session: SyncSession = {
    getUser: () => ({ id: opts.userId }),
    getToken: () => token,
    setToken: (fresh) => (token = fresh),
  };
  // Counting pull answers through the engine's injectable fetch costs nothing measurable and
  // lets the heap samples say how far the pull had got.
  let pages = 0;
  let pageSize = 0;
  const countingFetch: typeof fetch = (input, init) => {
    const url = String(input);
    if (url.includes('/sync/pull')) {
      pages++;
      pageSize = Number(new URL(url, location.href).searchParams.get('limit'));
    }
    return fetch(input, init);
  };
  const db = new BoothDb(opts.dbName);
  await db.open();
  const engine = new SyncEngine({
    db,
    session,
    fetch: countingFetch,
    pageSize: opts.pageSize,
    intervalMs: 0,
    lockName: `bench-${opts.dbName}`,
  });

  const heap = sampleHeap(() => pages * pageSize);
  const start = performance.now();
  const outcome = await engine.syncNow();
  const ms = performance.now() - start;
  const samples = heap.stop();
  if (outcome !== 'synced') {
    // The engine logged what failed (the driver prints the page's console); add how far it got.
    const stored = await db.voters.count().catch(() => -1);
    throw new Error(
      `engine sync ended ${outcome}: ${engine.status.get().error} after ${pages} pages (${stored} voters stored, ${await storageNote()})`,
    );
  }

  // Every report usable: the roll in memory (the list order with its records, which the
  // reports compute from; roll-files.ts / list-order.ts).
  const order = await listOrderSettled(db);
  const usableMs = performance.now() - start;
  const records = order.ids.length;
  const first = [...order.ids].sort()[0];
  const sample = first ? await voterById(db, first) : undefined;
  const wireBytes = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/api/sync/'))
    .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
  const files = await db.rollParts.count();
  // What the origin holds on disk (IndexedDB), as the browser counts it.
  const storedBytes = (await navigator.storage.estimate()).usage ?? 0;
  db.close();
  return {
    records,
    ms,
    usableMs,
    wireBytes,
    storedBytes,
    files,
    pages,
    pageSize,
    heap: samples,
    sample: sample ?? null,
  };
}
