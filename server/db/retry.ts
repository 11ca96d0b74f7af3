// Deadlock (40P01) and serialization (40001) failures roll a transaction back whole, so it is
// safe to run it again. PostgreSQL aborts one side of a deadlock; that side retries instead
// of answering 500. PGlite runs one transaction at a time and never sees these.
const RETRYABLE = new Set(['40P01', '40001']);

export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/** Run `attempt` until it succeeds, retrying conflicts (and what `alsoRetry` accepts). */
export async function withConflictRetries<T>(
  attempt: () => Promise<T>,
  opts: { attempts?: number; alsoRetry?: (err: unknown) => boolean } = {},
): Promise<T> {
  const max = opts.attempts ?? 5;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      const retry = isRetryableConflict(err) || (opts.alsoRetry?.(err) ?? false);
      if (!retry || n >= max) throw err;
    }
  }
}
