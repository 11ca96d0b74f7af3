// The crash-safety run shared by the test and its longer benchmark: phones push through the
// real server on an on-disk PGlite, the server is killed with SIGKILL mid-push, restarted on
// the same folder, and so on; at the end the folder is opened directly and checked.
import { openPglite } from '../server/db/database.ts';
import type { AppliedCheck } from './applied-mutations.ts';
import { checkApplied } from './applied-mutations.ts';
import { adminToken, keepPushing, Phone } from './keepalive-phones.ts';
import { startServerProcess } from './server-process.ts';

export type CrashLoopOptions = {
  dataDir: string;
  kills: number;
  phones: number;
  /** How long the phones push before each kill, picked at random in this range (ms). */
  loadMs: [number, number];
  batchSize?: number;
};

export type CrashLoopResult = {
  checks: AppliedCheck[];
  /** Acknowledged batches across all phones and runs. */
  acked: number;
  /** Time from spawn to /api/ready after each kill: the embedded database's recovery. */
  restartMs: number[];
  /** Answers other than 200 and 503 the phones saw. */
  unexpectedStatuses: number[];
};

export async function runCrashLoop(opts: CrashLoopOptions): Promise<CrashLoopResult> {
  let server = await startServerProcess({ dataDir: opts.dataDir });
  const token = await adminToken(server.url);
  // The phones keep their client ids and unacknowledged batches across server runs, as real ones do.
  const phones = Array.from(
    { length: opts.phones },
    () => new Phone(server.url, token, opts.batchSize ?? 20),
  );
  const restartMs: number[] = [];
  for (let kill = 0; kill < opts.kills; kill += 1) {
    phones.forEach((p) => p.retarget(server.url));
    const load = keepPushing(phones);
    const [min, max] = opts.loadMs;
    await new Promise((r) => setTimeout(r, min + Math.random() * (max - min)));
    server.child.kill('SIGKILL');
    await server.exited;
    load.stop();
    await load.done;
    const started = performance.now();
    server = await startServerProcess({ dataDir: opts.dataDir, port: server.port });
    restartMs.push(Math.round(performance.now() - started));
  }
  // One last clean run: every phone's pending batch is replayed, then a graceful stop.
  phones.forEach((p) => p.retarget(server.url));
  for (const phone of phones) await phone.push();
  server.child.kill('SIGTERM');
  await server.exited;
  phones.forEach((p) => p.close());

  const db = await openPglite(opts.dataDir);
  try {
    const checks = await checkApplied(
      db,
      phones.map((p) => p.log),
    );
    return {
      checks,
      acked: phones.reduce((n, p) => n + p.log.acked, 0),
      restartMs,
      unexpectedStatuses: phones.flatMap((p) =>
        p.log.statuses.filter((s) => s !== 200 && s !== 503),
      ),
    };
  } finally {
    await db.close();
  }
}
