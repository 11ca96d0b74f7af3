// A tiny observable value for engine state, read in React with useSyncExternalStore.

type Listener = () => void;

export type Store<T> = {
  get(): T;
  set(value: T): void;
  subscribe(listener: Listener): () => void;
};

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
