// One tab syncs at a time (Web Locks API). Where locks do not exist (Node, old browsers) the
// engine's own in-process coalescing is the only guard, which is enough for a single page.

export async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  return locks.request(name, fn);
}
