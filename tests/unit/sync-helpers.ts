// Shared set-up for the db-* and sync-* unit tests: a fresh database per test and a writer.
import { BoothDb } from '../../src/db/database.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import type { Writer } from '../../src/db/writer.ts';

let counter = 0;

/** A new, empty database with its own name and its own reload flag. */
export function freshDb(): BoothDb {
  counter += 1;
  return new BoothDb(`test-${counter}-${crypto.randomUUID()}`, { reloadFlag: createFlag() });
}

export const alice: Writer = { userId: 'user-alice', scope: 'up/lucknow' };
export const bob: Writer = { userId: 'user-bob', scope: 'up/kanpur' };
