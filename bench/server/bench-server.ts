// Child-process entry: the real app (buildApp) on the real database, listening on a free port,
// plus the bare-database baselines run over the very same connection. See rpc.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { openPglite, openPostgres } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import { freshCluster } from '../lib/fresh-cluster.ts';
import { memorySample } from '../lib/measure.ts';
import { explainPull } from './explain.ts';
import {
  analyzeRecords,
  floorInsert,
  floorSelect,
  newEdition,
  seedRecords,
  tableStats,
} from './floor.ts';
import type { CommandName, Commands, Ready, Reply, Request, TimedSample } from './rpc.ts';

const target = process.env.BENCH_DATABASE ?? 'pglite';
const staticDir = process.env.BENCH_STATIC_DIR || undefined;

// PGlite on disk, as the server runs by default (./data), in a folder removed on exit.
const dataDir = target === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-pglite-')) : undefined;
const db: Database = dataDir ? await openPglite(dataDir, freshCluster()) : openPostgres(target);
// BENCH_ROLL_WORKERS: roll import workers in the server (bench:editions' publish leg).
const rollWorkers = Number(process.env.BENCH_ROLL_WORKERS ?? 0);
const app = await buildApp({ db, staticDir, authRateLimit: 10_000, rollWorkers });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

let sampler: ReturnType<typeof setInterval> | undefined;
let samples: TimedSample[] = [];
let samplingSince = 0;

type Handlers = {
  [K in CommandName]: (args: Commands[K]['args']) => Promise<Commands[K]['result']>;
};

const handlers: Handlers = {
  floorInsert: (args) => floorInsert(db, args),
  floorSelect: (args) => floorSelect(db, args),
  seed: (args) => seedRecords(db, args),
  newEdition: (args) => newEdition(db, args),
  stats: () => tableStats(db),
  explainPull: (args) => explainPull(db, args),
  analyze: () => analyzeRecords(db),
  cpu: async () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  },
  memoryStart: async ({ intervalMs }) => {
    // A collection first, so the readings start from live data rather than earlier garbage.
    globalThis.gc?.();
    samples = [];
    samplingSince = performance.now();
    sampler = setInterval(() => {
      const { rssMb, heapUsedMb } = memorySample(0);
      samples.push({ ms: Math.round(performance.now() - samplingSince), rssMb, heapUsedMb });
    }, intervalMs);
    return null;
  },
  memoryStop: async () => {
    clearInterval(sampler);
    return samples;
  },
};

process.on('message', (message) => {
  const { id, cmd, args } = message as Request;
  const handler = handlers[cmd] as (a: typeof args) => Promise<unknown>;
  handler(args).then(
    (result) => process.send?.({ id, ok: true, result } satisfies Reply),
    (err: unknown) =>
      process.send?.({
        id,
        ok: false,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies Reply),
  );
});

async function shutdown(): Promise<void> {
  await app.close();
  await db.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('disconnect', () => void shutdown());

process.send?.({ ready: true, url, dbKind: db.kind } satisfies Ready);
