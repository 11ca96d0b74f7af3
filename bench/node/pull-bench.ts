// Pull throughput: a coordinator pages through every record over HTTP, as a fresh phone does,
// against a bare keyset-paged SELECT of the same table (the floor). Memory of both processes
// is sampled while paging, to show it stays flat instead of growing with the row count.
import type { ServerProcess } from '../lib/server-process.ts';
import { memorySample, summarizeMemory, thin, throughput } from '../lib/measure.ts';
import type { MemorySample, MemorySummary, Throughput } from '../lib/measure.ts';
import type { TimedSample } from '../server/rpc.ts';
import { pull } from './http-client.ts';
import type { Session } from './http-client.ts';

export type PullResult = {
  pull: Throughput;
  floor: Throughput;
  pages: number;
  pageSize: number;
  /** Rows not strictly after their predecessor in (version, id) order: repeats or disorder (must be 0). */
  outOfOrder: number;
  clientMemory: MemorySummary;
  serverMemory: MemorySummary;
  /** Server RSS/heap over time, thinned to ~20 points for the report. */
  serverSeries: TimedSample[];
  /** The pull route's page query plan for this reader, from mid-table. */
  plan: string[];
};

export async function runPullBench(
  server: ServerProcess,
  reader: Session,
  pageSize: number,
): Promise<PullResult> {
  const floor = await server.call('floorSelect', { pageSize });
  const plan = await server.call('explainPull', { email: reader.user.email, limit: pageSize });

  await server.call('memoryStart', { intervalMs: 25 });
  globalThis.gc?.();
  const clientSamples: MemorySample[] = [memorySample(0)];
  // Checking (version, id) order needs O(1) memory, unlike a set of seen ids, so the client's
  // own memory readings reflect paging alone; strict order also proves no row came twice.
  let last = { version: -1, id: '' };
  let outOfOrder = 0;
  let rows = 0;
  let pages = 0;
  let cursor = '';
  const start = performance.now();
  for (;;) {
    const page = await pull(server.url, reader, cursor, pageSize);
    if (page.reset && pages > 0)
      throw new Error('server asked for a reset in the middle of a pull');
    pages++;
    for (const row of page.rows) {
      const after =
        row.version > last.version || (row.version === last.version && row.id > last.id);
      if (!after) outOfOrder++;
      last = { version: row.version, id: row.id };
    }
    rows += page.rows.length;
    cursor = page.cursor;
    clientSamples.push(memorySample(rows));
    if (!page.hasMore) break;
  }
  const ms = performance.now() - start;
  const serverSamples = await server.call('memoryStop', null);

  return {
    pull: throughput(rows, ms),
    floor: throughput(floor.records, floor.ms),
    pages,
    pageSize,
    outOfOrder,
    clientMemory: summarizeMemory(clientSamples),
    serverMemory: summarizeMemory(serverSamples),
    serverSeries: thin(serverSamples, 20),
    plan,
  };
}
