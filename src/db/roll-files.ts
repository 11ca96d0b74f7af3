// The published roll kept as one record per part (issue 45, docs/decisions/roll-snapshots.md).
// A first sync stores each part's file in `rollParts` instead of writing a thousand voters with
// their thirty index entries each; `voters` holds only what is newer than the files (rows the
// pull brought since, voters made or edited on this phone, tombstones of file voters deleted
// since): the overlay. A voter is the overlay's row when it has one, else the file's.
//
// Every read of voters goes through here or merges its index query with `withFileVoters`. A
// phone without files (an older install, a small area) reads `voters` alone, as before.
//
// Why promise chains and no async functions: these are read inside live queries and
// transactions, and Dexie follows its zone through its own promises. A native promise returned
// through async functions nested a few deep loses it, and the caller's reads after it went
// untracked (a screen that no longer re-read after a write) or its transaction committed early.
import { Dexie } from 'dexie';
import type { BoothDb } from './database.ts';
import { withDerived } from './derive.ts';
import type { RollPartRecord, VoterRecord } from './types.ts';
import type { VoterFields } from '../domain/voter.ts';

type Loaded<T> = { generation: number; value: Promise<T> };
const files = new WeakMap<BoothDb, Loaded<Map<string, VoterRecord>>>();
const overlays = new WeakMap<BoothDb, Loaded<Set<string>>>();
const byVoterIds = new WeakMap<BoothDb, Loaded<Map<string, VoterRecord[]>>>();

/** A file's row as the phone stores a voter (derived keys included). */
function toVoter(row: RollPartRecord['rows'][number]): VoterRecord {
  return withDerived(
    'voters',
    {
      id: row.id,
      version: row.version,
      updatedAt: row.updatedAt,
      deleted: 0,
      scope: row.scope,
      ownerId: row.ownerId,
    },
    row.fields as unknown as VoterFields,
  );
}

/** The value kept for this generation of `table`, or `load()` kept under it. */
function kept<T>(
  store: WeakMap<BoothDb, Loaded<T>>,
  db: BoothDb,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const generation = db.writes.get(table);
  const have = store.get(db);
  if (have?.generation === generation) return have.value;
  const value = load();
  store.set(db, { generation, value });
  value.catch(() => store.get(db)?.value === value && store.delete(db));
  return value;
}

/**
 * True when this phone keeps part files. Read inside a live query it subscribes the query to
 * them, so a screen re-reads when a file comes.
 */
export function hasRollFiles(db: BoothDb): Promise<boolean> {
  return db.rollParts.count().then((n) => n > 0);
}

/** Each file's voters as derived, by file key: a new file derives only its own voters. */
const derived = new WeakMap<BoothDb, Map<string, { version: number; voters: VoterRecord[] }>>();

function derivedPart(db: BoothDb, part: RollPartRecord): VoterRecord[] {
  let byKey = derived.get(db);
  if (!byKey) derived.set(db, (byKey = new Map()));
  const have = byKey.get(part.key);
  if (have?.version === part.version) return have.voters;
  const voters = part.rows.map(toVoter);
  byKey.set(part.key, { version: part.version, voters });
  return voters;
}

/**
 * Every voter the files hold, by id (a voter two files hold, moved between parts, at its newer
 * row). Kept per write generation of the files; each file's voters are derived once, so a first
 * sync that reads them after each file (`deriveFiles`) spreads that work over the download.
 */
export function fileVoters(db: BoothDb): Promise<Map<string, VoterRecord>> {
  return kept(files, db, 'rollParts', () =>
    db.rollParts.toArray().then((parts) => {
      const byId = new Map<string, VoterRecord>();
      const keys = new Set<string>();
      for (const part of parts) {
        keys.add(part.key);
        for (const voter of derivedPart(db, part)) {
          const had = byId.get(voter.id);
          if (!had || had.version < voter.version) byId.set(voter.id, voter);
        }
      }
      // Files the phone no longer keeps (a reset, another user) are forgotten.
      const byKey = derived.get(db);
      if (byKey) for (const key of byKey.keys()) if (!keys.has(key)) byKey.delete(key);
      return byId;
    }),
  );
}

/**
 * Let go of the roll in memory before a new edition replaces these files (sync/new-edition.ts):
 * the files' voters by id and by EPIC, and the replaced files' derived voters. Kept, the old
 * roll stays referenced until the first read after the edition, so the tab holds old and new
 * at once (1.75 GB at 300,000 voters) and its collector works over both. The next read builds
 * it again, as it would after any file's write.
 */
export function forgetFileVoters(db: BoothDb, keys: readonly string[]): void {
  files.delete(db);
  byVoterIds.delete(db);
  const byKey = derived.get(db);
  if (byKey) for (const key of keys) byKey.delete(key);
  for (const forget of forgetters) forget(db);
}

const forgetters = new Set<(db: BoothDb) => void>();

/** A cache built on the files' voters (the list order, src/roll) lets go with them. */
export function onFileVotersForgotten(forget: (db: BoothDb) => void): void {
  forgetters.add(forget);
}

/** Derive a file's voters now (a first sync, after writing it), not when a screen first asks. */
export function deriveFile(db: BoothDb, part: RollPartRecord): void {
  derivedPart(db, part);
}

/** The ids `voters` holds (live or not): where the overlay has a row, the file's is hidden. */
function overlayIds(db: BoothDb): Promise<Set<string>> {
  return kept(overlays, db, 'voters', () =>
    db.voters
      .toCollection()
      .primaryKeys()
      .then((ids) => new Set(ids)),
  );
}

/**
 * What an index query of `voters` found (`overlayRows`, as the caller filtered them), with the
 * file voters that pass `test` and that `voters` does not hold. File voters come after the
 * overlay's, in no order: the caller sorts (`rollOrder`, domain/voter-roll.ts) where order
 * matters.
 */
export function withFileVoters(
  db: BoothDb,
  overlayRows: VoterRecord[],
  test: (voter: VoterRecord) => boolean,
): Promise<VoterRecord[]> {
  return db.rollParts.count().then((n) => {
    if (!n) return overlayRows;
    return Dexie.Promise.all([fileVoters(db), overlayIds(db)]).then(([byId, hidden]) => {
      const out = [...overlayRows];
      for (const [id, voter] of byId) if (!hidden.has(id) && test(voter)) out.push(voter);
      return out;
    });
  });
}

/** The voters with these ids (undefined where none), the overlay's row first. */
export function votersById(
  db: BoothDb,
  ids: readonly string[],
): Promise<(VoterRecord | undefined)[]> {
  return db.voters.bulkGet([...ids]).then((rows) => {
    if (!rows.includes(undefined)) return rows;
    return db.rollParts.count().then((n) => {
      if (!n) return rows;
      return fileVoters(db).then((byId) => rows.map((row, i) => row ?? byId.get(ids[i]!)));
    });
  });
}

/** One voter, the overlay's row first; undefined when neither holds it. */
export function voterById(db: BoothDb, id: string): Promise<VoterRecord | undefined> {
  return votersById(db, [id]).then((rows) => rows[0]);
}

/**
 * Before a command changes a voter the files hold, its row goes into `voters`, so the command
 * finds it there and the change stays on top of the file (no outbox entry: nothing changed).
 * Called before the command's transaction, never inside one.
 */
export async function copyFileVotersToOverlay(db: BoothDb, ids: readonly string[]): Promise<void> {
  if (!(await hasRollFiles(db))) return;
  const byId = await fileVoters(db);
  const candidates = ids.flatMap((id) => {
    const voter = byId.get(id);
    return voter ? [voter] : [];
  });
  if (!candidates.length) return;
  // Only where the overlay still has none: a newer row or an edit made meanwhile wins.
  await db.transaction('rw', db.voters, async () => {
    const now = await db.voters.bulkGet(candidates.map((v) => v.id));
    await db.voters.bulkPut(candidates.filter((_, i) => !now[i]));
  });
}

/** The files' voters by their voter id (EPIC), built once per write generation of the files. */
function fileVotersByVoterId(db: BoothDb): Promise<Map<string, VoterRecord[]>> {
  return kept(byVoterIds, db, 'rollParts', () =>
    fileVoters(db).then((byId) => {
      const out = new Map<string, VoterRecord[]>();
      for (const v of byId.values()) {
        if (!v.voterId) continue;
        const list = out.get(v.voterId);
        if (list) list.push(v);
        else out.set(v.voterId, [v]);
      }
      return out;
    }),
  );
}

/** The voter ids (EPICs) the files hold. */
export async function fileVoterIds(db: BoothDb): Promise<string[]> {
  if (!(await hasRollFiles(db))) return [];
  return [...(await fileVotersByVoterId(db)).keys()];
}

/**
 * The files' voters with these voter ids that `voters` does not hold (an import matching the
 * roll's voters by EPIC). Read before the import's transaction: the files are not part of it.
 */
export async function fileVotersWithVoterIds(
  db: BoothDb,
  voterIds: readonly string[],
): Promise<VoterRecord[]> {
  if (!(await hasRollFiles(db))) return [];
  const index = await fileVotersByVoterId(db);
  const candidates = voterIds.flatMap((id) => index.get(id) ?? []);
  const held = await db.voters.bulkGet(candidates.map((v) => v.id));
  return candidates.filter((_, i) => !held[i]);
}
