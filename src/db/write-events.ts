// Commands announce committed writes here so the sync engine can push soon (debounced),
// without the database layer depending on the sync layer.

type Listener = () => void;
const listeners = new Set<Listener>();

export function onLocalWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after a write transaction has committed. */
export function announceLocalWrite(): void {
  for (const listener of listeners) listener();
}
