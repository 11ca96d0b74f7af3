// Messages between the benchmark and its server process. The server runs in its own process
// (as in production) so that client-side work does not steal its event loop, and so that
// the bare-database baselines run next to the database, exactly where the routes run.
import type { MemorySample } from '../lib/measure.ts';

export type TimedSample = Omit<MemorySample, 'records'> & { ms: number };

/** A slice of the synthetic roll, regenerated on the server side from its options. */
export type RollSlice = { seed: number; first: number; count: number };

/** A slice as one worker pushes it: their records carry their scope and their id as owner. */
export type OwnedSlice = RollSlice & { scope: string; ownerId: string };

/** `cpuSeconds`: this process's CPU over the timed part (on PGlite, the database's too). */
export type FloorInsertResult = { records: number; ms: number; cpuSeconds: number };
export type FloorSelectResult = { records: number; pages: number; ms: number };

export type Commands = {
  /** Bare multi-row INSERTs of the roll slices into a copy of the records table. */
  floorInsert: {
    args: { slices: OwnedSlice[]; batchSize: number; concurrency: number };
    result: FloorInsertResult;
  };
  /** Bare keyset-paged SELECT over the records table, as the pull would page it. */
  floorSelect: { args: { pageSize: number }; result: FloorSelectResult };
  /**
   * Insert the roll straight into the records table (seeding the browser benchmark): `slices`
   * inside the benchmark assembly, `outside` in a neighbouring one, all owned by `ownerId`.
   */
  seed: {
    args: { slices: RollSlice[]; outside: RollSlice; ownerId: string };
    result: { records: number; ms: number };
  };
  /**
   * EXPLAIN ANALYZE of the pull route's page query (same SQL as server/services/sync-pull.ts)
   * for this user, from the middle of the table: shows which index a real page uses.
   */
  explainPull: { args: { email: string; limit: number }; result: string[] };
  /**
   * A new edition of the benchmark assembly, written as a roll revision lands
   * (server/rolls/jobs/edition.ts): every live voter of it written again with the new edition's
   * serial in its part, `cutShare` of them cut in the revision (`rollDeleted`, no serial), `deleteShare`
   * deleted. One statement per step, each voter at a new version.
   */
  newEdition: {
    args: { revision: string; cutShare: number; deleteShare: number };
    result: { written: number; cut: number; deleted: number; ms: number };
  };
  /** ANALYZE records: a diagnostic, the server itself never runs it. */
  analyze: { args: null; result: null };
  /** CPU seconds (user + system) this server process has used so far. */
  cpu: { args: null; result: number };
  /** Start or stop sampling this process's memory every `intervalMs`. */
  memoryStart: { args: { intervalMs: number }; result: null };
  memoryStop: { args: null; result: TimedSample[] };
  /** Rows per synced table and the database size, to check what the routes stored. */
  stats: { args: null; result: Record<string, number> };
};

export type CommandName = keyof Commands;

export type Request<K extends CommandName = CommandName> = {
  id: number;
  cmd: K;
  args: Commands[K]['args'];
};

export type Reply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

/** The first message from the server process: where it listens. */
export type Ready = { ready: true; url: string; dbKind: string };
