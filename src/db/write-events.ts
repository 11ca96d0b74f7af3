// Commands announce committed writes here so the sync engine can push soon (debounced),
// without the database layer depending on the sync layer.

/** `urgent`: someone waits to see it go (a chat message), so no batching of writes. */
type Listener = (urgent: boolean) => void;
const listeners = new Set<Listener>();

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after a write transaction has committed. */
export function announceLocalWrite(urgent = false): void {
  for (const listener of listeners) listener(urgent);
}
