// `npm run bench:lifecycle`: how long the real server takes to exit on SIGTERM while 12
// keep-alive phones are mid-push (median and worst of 20, beside an idle server's exit in the
// same run), on PGlite and, when PostgreSQL is reachable, on PostgreSQL; then a longer
// SIGKILL crash loop on the embedded database. Writes bench/results/lifecycle-latest.{json,md}.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashLoop } from '../devkit/crash-loop.ts';
import { adminToken, Phone } from '../devkit/keepalive-phones.ts';
import { startServerProcess } from '../devkit/server-process.ts';
import type { ServerProcessOptions } from '../devkit/server-process.ts';
import { createTempDatabase, DEFAULT_ADMIN_URL } from './lib/temp-postgres.ts';
import { startReport, writeReport } from './lib/report.ts';
import { sized } from './lib/smoke.ts';

const SIGTERMS = Number(process.env.BENCH_SIGTERMS ?? sized(20, 1));
const IDLE_SIGTERMS = sized(5, 1);
const PHONES = sized(12, 2);
const KILLS = Number(process.env.BENCH_KILLS ?? sized(15, 1));
const LIMIT_MS = 2_000;

const { report, add } = startReport();

/** Start, optionally put phones mid-push, SIGTERM, and time the exit. */
async function oneShutdown(where: ServerProcessOptions, loaded: boolean): Promise<number> {
  const server = await startServerProcess(where);
  const phones = loaded
    ? Array.from({ length: PHONES }, () => new Phone(server.url, tokens.get(server.url)!, 100))
    : [];
  await Promise.all(phones.map((p) => p.pull()));
  const pushes = Promise.all(phones.map((p) => p.push()));
  if (loaded) await new Promise((r) => setTimeout(r, 20));
  const signalled = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const ms = performance.now() - signalled;
  await pushes;
  phones.forEach((p) => p.close());
  if (code !== 0) throw new Error(`exit code ${code}:\n${server.output()}`);
  return ms;
}

// The admin token of each database, made once (the JWT secret lives in the database).
const tokens = new Map<string, string>();

async function shutdownLeg(kind: string, where: ServerProcessOptions): Promise<void> {
  const port = (await startAndToken(where)).port;
  const fixed = { ...where, port };
  const idle: number[] = [];
  for (let i = 0; i < IDLE_SIGTERMS; i += 1) idle.push(await oneShutdown(fixed, false));
  const loaded: number[] = [];
  for (let i = 0; i < SIGTERMS; i += 1) loaded.push(await oneShutdown(fixed, true));
  const baseline = { label: `idle server, median of ${IDLE_SIGTERMS}`, value: median(idle) };
  add({
    id: `${kind}-shutdown-median`,
    label: `${kind}: SIGTERM to exit, ${PHONES} phones mid-push, median of ${SIGTERMS}`,
    unit: 'ms',
    value: median(loaded),
    baseline,
    target: { kind: 'max', value: LIMIT_MS },
  });
  add({
    id: `${kind}-shutdown-worst`,
    label: `${kind}: SIGTERM to exit, ${PHONES} phones mid-push, worst of ${SIGTERMS}`,
    unit: 'ms',
    value: Math.max(...loaded),
    baseline,
    target: { kind: 'max', value: LIMIT_MS },
  });
  report.details[`${kind}-shutdown-ms`] = {
    idle: idle.map(Math.round),
    loaded: loaded.map(Math.round),
  };
}

async function startAndToken(where: ServerProcessOptions) {
  const server = await startServerProcess(where);
  tokens.set(server.url, await adminToken(server.url));
  server.child.kill('SIGTERM');
  await server.exited;
  return server;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const started = performance.now();
const dataDir = await mkdtemp(join(tmpdir(), 'booth-lifecycle-'));
try {
  await shutdownLeg('PGlite', { dataDir });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_ADMIN_URL;
const temp = await createTempDatabase(adminUrl).catch((err: Error) => {
  report.skipped.push(`PostgreSQL leg: ${err.message}`);
  return undefined;
});
if (temp) {
  try {
    await shutdownLeg('PostgreSQL', { databaseUrl: temp.url });
  } finally {
    await temp.drop();
  }
}

const crashDir = await mkdtemp(join(tmpdir(), 'booth-crash-bench-'));
try {
  const crash = await runCrashLoop({
    dataDir: crashDir,
    kills: KILLS,
    phones: sized(8, 2),
    loadMs: [200, 1500],
  });
  const broken = crash.checks.filter((c) => c.missing.length || c.extra.length);
  add({
    id: 'crash-acked-kept',
    label: `PGlite: SIGKILL mid-push ×${KILLS}, phones whose acknowledged batches all survived exactly once`,
    unit: 'phones',
    value: crash.checks.length - broken.length,
    target: { kind: 'min', value: crash.checks.length },
  });
  add({
    id: 'crash-restart',
    label: 'PGlite: restart after SIGKILL to /api/ready, median',
    unit: 'ms',
    value: median(crash.restartMs),
  });
  report.details.crash = {
    ackedMutations: crash.acked,
    restartMs: crash.restartMs,
    unexpectedStatuses: crash.unexpectedStatuses,
    broken,
  };
} finally {
  await rm(crashDir, { recursive: true, force: true });
}

report.finishedAt = new Date().toISOString();
report.environment.totalSeconds = Math.round((performance.now() - started) / 1000);
const paths = writeReport(report, 'lifecycle-latest', 'Server life-cycle benchmark');
console.log(`\nWrote ${paths.join(', ')}`);
const missed = report.figures.filter((f) => f.met === false);
if (missed.length) console.log(`Targets missed: ${missed.map((f) => f.label).join('; ')}`);
