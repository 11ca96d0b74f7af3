// Set when a newer tab upgrades the database: this tab's code no longer matches the schema,
// so it closes its connection and the UI asks the user to reload (docs/architecture.md).

type Listener = () => void;

export type Flag = {
  get(): boolean;
  set(): void;
  subscribe(listener: Listener): () => void;
};

export function createFlag(): Flag {
  let value = false;
  const listeners = new Set<Listener>();
  return {
    get: () => value,
    set() {
      if (value) return;
      value = true;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** True once this tab's database connection was closed for a newer version. */
export const reloadRequired: Flag = createFlag();
