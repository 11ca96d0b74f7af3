// Built files left out of the precache (issue 26): desk tools a booth worker's phone never runs
// offline. Every install used to download them (about 80 KB of Brotli) for screens most
// installs never open. They load when first opened; the service worker then keeps a copy
// (sw/runtime-cache.ts), and a coordinator's phone fetches them once in the background after
// sign-in (src/app/keep-desk-tools.ts) so their tools work offline too.
// Patterns as the build names the chunks: a chunk is named after its first module.
export const OUTSIDE_PRECACHE = [
  // The roll import (Election Commission PDFs and CSV): it needs the server anyway.
  'assets/roll-import-screen-*.js',
  'assets/roll-import-screen-*.css',
  // The voter file import's worker, with its own CSV and Excel parsers.
  'assets/import.worker-*.js',
  // The Excel reader, loaded by the import pipeline for an .xlsx file (the worker has its own).
  'assets/universal-*.js',
  // Booth grades (issue 46): the server's report of Form 20 results, online only.
  'assets/booth-grades-screen-*.js',
] as const;

/** Whether a built file (path relative to dist/) matches `pattern` (one `*`, as above). */
export function matchesPattern(pattern: string, file: string): boolean {
  const [head = '', tail = ''] = pattern.split('*');
  return file.startsWith(head) && file.endsWith(tail) && file.length > head.length + tail.length;
}

/** Whether a built file matches one of the patterns. */
export function isOutsidePrecache(file: string): boolean {
  return OUTSIDE_PRECACHE.some((pattern) => matchesPattern(pattern, file));
}
