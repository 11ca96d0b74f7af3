// The roll workers of one process: each loops claiming a job from the queue, runs it while a
// heartbeat keeps its lease, and waits for the next (polling, or woken at once by an upload to
// this server). Started by the app (ROLL_WORKERS, default 1) and by `npm run roll:worker`;
// `stop` lets each worker finish its page, hands its job back and returns.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../services/event-bus.ts';
import * as realReader from '../read/index.ts';
import type { OcrEngine } from '../read/ocr-engine.ts';
import { createOcrEngine } from '../read/ocr-engine.ts';
import type { RollReader } from './pdf-file.ts';
import { claimJob, heartbeat, releaseJob, stopReason } from './queue.ts';
import type { StopReason } from './runner.ts';
import { LostLease, runJob } from './runner.ts';

export type RollWorkerOptions = {
  db: Database;
  events: EventBus;
  /** The PDF reader; default server/rolls/read. */
  reader?: RollReader;
  /** How long a claim holds without a heartbeat (default 60 s; beats every third of it). */
  leaseMs?: number;
  /** How often an idle worker looks for a job (default 2 s). */
  pollMs?: number;
  onWritten?: (rows: number) => void;
  log?: (err: unknown, message: string) => void;
};

export type RollWorkers = {
  /** An upload arrived: idle workers look now. */
  wake(): void;
  stop(): Promise<void>;
};

export function startRollWorkers(count: number, opts: RollWorkerOptions): RollWorkers {
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 2_000;
  const reader = opts.reader ?? realReader;
  let stopping = false;
  const sleepers = new Set<() => void>();
  const wake = () => {
    for (const s of sleepers) s();
    sleepers.clear();
  };
  const nap = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      sleepers.add(done);
    });

  const work = async (workerId: string, jobId: string, engine: OcrEngine) => {
    let lost = false;
    const beat = setInterval(() => {
      heartbeat(opts.db, jobId, workerId, leaseMs).then(
        (held) => (lost ||= !held),
        (err: unknown) => opts.log?.(err, 'roll job heartbeat failed'),
      );
    }, leaseMs / 3);
    const stop = async (): Promise<StopReason> =>
      stopping ? 'shutdown' : lost ? 'lost' : stopReason(opts.db, jobId, workerId);
    try {
      const deps = {
        db: opts.db,
        events: opts.events,
        // This worker's own OCR threads, kept from job to job (its models load once).
        reader: {
          openRollDocument: (bytes: Uint8Array) => reader.openRollDocument(bytes, engine),
          assemblePart: reader.assemblePart,
        },
        workerId,
        onWritten: opts.onWritten,
      };
      const reason = await runJob(deps, jobId, stop);
      if (reason === 'shutdown') await releaseJob(opts.db, jobId, workerId);
    } catch (err) {
      if (!(err instanceof LostLease)) {
        opts.log?.(err, 'roll job failed');
        // Hand it back; the next claim counts an attempt, and too many give the job up.
        await releaseJob(opts.db, jobId, workerId).catch(() => undefined);
        await new Promise((r) => setTimeout(r, pollMs));
      }
    } finally {
      clearInterval(beat);
    }
  };

  const loop = async () => {
    const workerId = `roll-worker:${randomUUID()}`;
    const engine = await createOcrEngine();
    try {
      await loopWith(workerId, engine);
    } finally {
      await engine.close();
    }
  };

  const loopWith = async (workerId: string, engine: OcrEngine) => {
    while (!stopping) {
      let jobId: string | undefined;
      try {
        jobId = await claimJob(opts.db, workerId, leaseMs);
      } catch (err) {
        if (stopping) break;
        opts.log?.(err, 'roll job claim failed');
      }
      if (jobId) await work(workerId, jobId, engine);
      else if (!stopping) await nap();
    }
  };

  const loops = Array.from({ length: count }, () => loop());
  return {
    wake,
    async stop() {
      stopping = true;
      wake();
      await Promise.all(loops);
    },
  };
}
