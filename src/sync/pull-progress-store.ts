// The shell's view of a long pull's progress, without the engine: the shell loads Dexie and
// the engine after its first paint (dashboard-shell.tsx), so the banner reads this tiny store,
// which start-sync.ts fills from the engine's status once it runs.
import { createStore } from './store.ts';

/** Voters on this phone of the total, and whether the pull is running or waiting to go on. */
export type ShownProgress = {
  synced: number;
  total: number;
  running: boolean;
  /** A new edition of the roll coming in (its own words), not a first sync. */
  kind?: 'newRoll';
} | null;

export const pullProgress = createStore<ShownProgress>(null);
