// What a failed IndexedDB write really was. Dexie wraps the browser's DOMException (a
// transaction's AbortError holds the QuotaExceededError as `inner`, a BulkError its failures),
// so the outermost name alone ("DexieError", "AbortError") says nothing useful: these walk it.

type ErrorLike = { name?: unknown; message?: unknown; inner?: unknown; failures?: unknown };

/** The browser's names for a database that has no room left (DOMException code 22). */
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** The error and every error it wraps (Dexie's `inner`, BulkError's `failures`, `cause`). */
export function errorChain(err: unknown): unknown[] {
  const chain: unknown[] = [];
  const queue: unknown[] = [err];
  while (queue.length && chain.length < 20) {
    const e = queue.shift();
    if (e === null || e === undefined || chain.includes(e)) continue;
    chain.push(e);
    if (typeof e !== 'object') continue;
    const { inner, failures } = e as ErrorLike;
    queue.push(inner, (e as { cause?: unknown }).cause);
    if (Array.isArray(failures)) queue.push(...failures);
    else if (failures && typeof failures === 'object') queue.push(...Object.values(failures));
  }
  return chain;
}

function nameOf(e: unknown): string {
  if (e && typeof e === 'object') {
    const name = (e as ErrorLike).name;
    if (typeof name === 'string') return name;
  }
  return typeof e;
}

/** True when the error (or one it wraps) says the browser's storage for this site is full. */
export function isStorageFull(err: unknown): boolean {
  return errorChain(err).some(
    (e) =>
      QUOTA_NAMES.has(nameOf(e)) ||
      (e instanceof Error && 'code' in e && (e as { code?: unknown }).code === 22),
  );
}

/** The innermost name Dexie wrapped, e.g. "QuotaExceededError" or "UnknownError". */
export function rootErrorName(err: unknown): string {
  const chain = errorChain(err);
  return nameOf(chain[chain.length - 1]);
}

/** One line for the log: every level's name and message, outermost first. */
export function describeStorageError(err: unknown): string {
  return errorChain(err)
    .map((e) => {
      const message = e && typeof e === 'object' ? (e as ErrorLike).message : e;
      const text = typeof message === 'string' ? message : String(message);
      return `${nameOf(e)}: ${text.replace(/\s+/g, ' ')}`;
    })
    .join(' ← ');
}
