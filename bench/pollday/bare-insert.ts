// Baseline for the push: the same marks (same fields, same 1–3 a batch) INSERTed bare into a
// copy of `records` (same columns and indexes) in the same database, each batch one
// autocommitted multi-row INSERT, as many at once as both app servers' pools hold
// connections. No auth, no locks, no tallies, no HTTP: what PostgreSQL alone takes to store
// a mark, in marks/s and in its CPU per mark.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CpuMeter, CpuWindow } from './cpu-meter.ts';
import type { Booth } from './district-seed.ts';
import { percentile } from './rate-step.ts';

export type BareInsertResult = {
  marks: number;
  batches: number;
  connections: number;
  marksPerSecond: number;
  p95BatchMs: number;
  window: CpuWindow;
};

export async function bareInsert(opts: {
  url: string;
  booths: Booth[];
  marks: number;
  connections: number;
  maxMarks: number;
  meter: CpuMeter;
}): Promise<BareInsertResult> {
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.connections });
  try {
    await pool.query(`CREATE TABLE bench_bare_marks (LIKE records INCLUDING ALL);
      CREATE SEQUENCE bench_bare_marks_version;`);
    // Batches made beforehand, so the timed part is the INSERTs alone.
    const batches: unknown[][] = [];
    let made = 0;
    let voter = 0;
    while (made < opts.marks) {
      const booth = opts.booths[Math.floor(Math.random() * opts.booths.length)]!;
      const n = Math.min(opts.marks - made, 1 + Math.floor(Math.random() * opts.maxMarks));
      const params: unknown[] = [];
      for (let i = 0; i < n; i++) {
        const fields = {
          voterId: booth.voters[voter++ % booth.voters.length],
          voted: true,
          markedAt: new Date().toISOString(),
          by: booth.phone.name,
        };
        params.push(randomUUID(), booth.path, booth.phone.id, JSON.stringify(fields));
      }
      batches.push(params);
      made += n;
    }
    await Promise.all(Array.from({ length: opts.connections }, () => pool.query('SELECT 1')));
    const times: number[] = [];
    const cpu = await opts.meter.begin();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (next < batches.length) {
          const params = batches[next++]!;
          const rows = Array.from({ length: params.length / 4 }, (_, i) => {
            const p = i * 4;
            return `('voteMarks', $${p + 1}::uuid, nextval('bench_bare_marks_version'), $${p + 2}, $${p + 3}::uuid, false, now(), $${p + 4}::jsonb)`;
          });
          const t0 = performance.now();
          await pool.query(
            `INSERT INTO bench_bare_marks (tbl, id, version, scope, owner_id, deleted, updated_at, fields)
             VALUES ${rows.join(', ')}`,
            params,
          );
          times.push(performance.now() - t0);
        }
      }),
    );
    const ms = performance.now() - started;
    const window = await cpu.end();
    return {
      marks: made,
      batches: batches.length,
      connections: opts.connections,
      marksPerSecond: made / (ms / 1000),
      p95BatchMs: percentile(times, 0.95),
      window,
    };
  } finally {
    await pool.query(
      'DROP TABLE IF EXISTS bench_bare_marks; DROP SEQUENCE IF EXISTS bench_bare_marks_version',
    );
    await pool.end();
  }
}
