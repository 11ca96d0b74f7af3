// Keeps planner statistics on `records` fresh. Without them (PGlite never auto-analyzes;
// PostgreSQL's autovacuum may not have run yet after a burst of pushes) the pull query sorts
// every visible row after the cursor instead of walking records_version_idx. ANALYZE runs at
// startup and, in the background, once the rows written since the last one pass a share of
// the table: debounced, one at a time, never failing the push that triggered it.
import type { Queryable } from '../db/database.ts';

export type RecordsAnalyzer = {
  /** ANALYZE now (waits for one already running first). Errors are logged, not thrown. */
  analyze(): Promise<void>;
  /** Count rows written by a committed push; may schedule a background ANALYZE. */
  noteWritten(rows: number): void;
  /** Resolves when no ANALYZE is scheduled or running. */
  idle(): Promise<void>;
  /** Cancel a scheduled ANALYZE and wait for a running one. */
  close(): Promise<void>;
};

export type AnalyzerOptions = {
  /** Share of the table (rows at the last ANALYZE) written before analyzing again. */
  fraction?: number;
  /** Analyze after this many written rows whatever the table size. */
  maxRows?: number;
  /** Never analyze for fewer written rows than this. */
  minRows?: number;
  /** Wait this long after the threshold is crossed, so a burst of pushes analyzes once. */
  debounceMs?: number;
};

export function createRecordsAnalyzer(
  db: Queryable,
  onError: (err: unknown) => void,
  opts: AnalyzerOptions = {},
): RecordsAnalyzer {
  const fraction = opts.fraction ?? 0.1;
  const maxRows = opts.maxRows ?? 5000;
  const minRows = opts.minRows ?? 500;
  const debounceMs = opts.debounceMs ?? 250;
  let tableRows = 0;
  let written = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const threshold = () => Math.min(maxRows, Math.max(minRows, Math.ceil(tableRows * fraction)));

  const runOnce = async () => {
    written = 0;
    try {
      await db.query('ANALYZE records');
      const { rows } = await db.query<{ n: number | string }>(
        "SELECT greatest(reltuples, 0)::bigint AS n FROM pg_class WHERE oid = 'records'::regclass",
      );
      tableRows = Number(rows[0]?.n ?? 0);
    } catch (err) {
      onError(err);
    }
  };

  const analyze = async (): Promise<void> => {
    while (running) await running;
    const run = runOnce().finally(() => {
      running = undefined;
    });
    running = run;
    await run;
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) void analyze();
    }, debounceMs);
    timer.unref?.();
  };

  return {
    analyze,
    noteWritten(rows) {
      if (rows <= 0 || closed) return;
      written += rows;
      if (written >= threshold()) schedule();
    },
    async idle() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, debounceMs));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      while (running) await running;
    },
  };
}
