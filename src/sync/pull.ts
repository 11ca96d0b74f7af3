// Pull: page through /api/sync/pull into Dexie. Each page and its cursor commit in one
// transaction; tombstones delete (those of records that left the area also settle this user's
// changes to them, left-area.ts); this user's pending changes stay on top (merge.ts).
// The next page is fetched while the current one is written; pages are still applied strictly
// in order and the cursor only moves when its page has committed.
import { Dexie } from 'dexie';
import { SYNC_TABLES } from '../domain/sync-protocol.ts';
import type { PullResponse, SyncRow, SyncTable } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { META, getMeta, setMeta } from '../db/meta.ts';
import { hasRollFiles } from '../db/roll-files.ts';
import type { MutationEntry, SyncRecordMap } from '../db/types.ts';
import { assertDataOwner, resetSyncedData, syncedTables } from './local-reset.ts';
import { settleLeftBehind } from './left-area.ts';
import { applyPending, pendingFor, rowToLocal } from './merge.ts';
import { takeNewEdition } from './new-edition.ts';
import { takeSnapshots } from './snapshots.ts';
import type { SyncApi } from './sync-api.ts';
import { startProgress } from './pull-progress.ts';
import type { ProgressCounter, PullProgress } from './pull-progress.ts';

export type PullContext = {
  db: BoothDb;
  api: SyncApi;
  userId: string;
  pageSize: number;
  /** Told after each committed page while a pull of more than one page runs (pull-progress.ts). */
  onProgress?: (progress: PullProgress) => void;
};

export type ApplyPageOptions = {
  /**
   * Tables that held no rows when this pull started from an empty cursor (a first sync).
   * Every local row they hold now came from an earlier page of this pull (lower versions,
   * keyset order) or is an unsent local create (version 0), so the "already have something
   * newer" read can be skipped for them.
   */
  freshTables?: ReadonlySet<SyncTable>;
  /**
   * The phone keeps part files (src/db/roll-files.ts): a voter's delete is kept as a tombstone
   * row, or the file's copy of the voter would show again.
   */
  voterTombstones?: boolean;
};

const noPending = new Map<string, MutationEntry[]>();

/** Rows in the first page of a pull from the beginning (see pullAll). */
export const FIRST_PAGE = 100;

/** True when the outbox holds any entry (of any user or status) for `table`. Cheap: a count. */
async function outboxTouches(db: BoothDb, table: SyncTable): Promise<boolean> {
  const count = await db.outbox
    .where('[table+recordId]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey], true, true)
    .count();
  return count > 0;
}

/**
 * The last row of each record in a page (rows come in (version, id) order). A page can carry one
 * record twice: the tombstone of its move out of this area (an exit, at the version of that
 * move) and the record itself at a later version, back in the area. Only the later row says
 * what the record is now; applied both, the delete would remove the copy it must keep.
 */
function lastPerRecord<R extends SyncRow>(rows: R[]): R[] {
  const last = new Map<string, R>();
  for (const row of rows) last.set(row.id, row);
  return last.size === rows.length ? rows : [...last.values()];
}

async function applyTableRows<T extends SyncTable>(
  db: BoothDb,
  userId: string,
  table: T,
  pageRows: (SyncRow & { table: T })[],
  fresh: boolean,
  tombstones = false,
): Promise<void> {
  const rows = lastPerRecord(pageRows);
  const ids = rows.map((r) => r.id);
  // Both checks run inside the page's transaction, so a local write cannot slip in between.
  const [pending, existing] = await Promise.all([
    outboxTouches(db, table).then((any) => (any ? pendingFor(db, userId, table, ids) : noPending)),
    fresh ? undefined : db.syncTable(table).bulkGet(ids),
  ]);
  const puts: SyncRecordMap[T][] = [];
  const deletes: string[] = [];
  const leftBehind: MutationEntry[] = [];
  rows.forEach((row, i) => {
    const local = existing?.[i];
    if (local && local.version > row.version) return; // already have something newer
    if (row.leftArea) leftBehind.push(...(pending.get(row.id) ?? [])); // see left-area.ts
    // Deletes win over pending edits.
    if (row.deleted && tombstones) return void puts.push(rowToLocal({ ...row, fields: {} }));
    if (row.deleted) return void deletes.push(row.id);
    const base = rowToLocal(row);
    const mine = pending.get(row.id);
    const merged = mine ? applyPending(table, base, mine) : base;
    if (merged) puts.push(merged);
  });
  const writes: Promise<unknown>[] = [];
  if (puts.length) writes.push(db.syncTable(table).bulkPut(puts));
  if (deletes.length) writes.push(db.syncTable(table).bulkDelete(deletes));
  if (leftBehind.length) writes.push(settleLeftBehind(db, leftBehind));
  await Promise.all(writes);
}

/** The rows of a page by table, in arrival order. */
function byTable(rows: SyncRow[]): Map<SyncTable, SyncRow[]> {
  const out = new Map<SyncTable, SyncRow[]>();
  for (const row of rows) {
    const list = out.get(row.table);
    if (list) list.push(row);
    else out.set(row.table, [row]);
  }
  return out;
}

// The awaits stay in the transaction's own async scope (not in a helper that awaits in turn):
// Dexie keeps its transaction across native awaits there, and one nesting deeper the
// fault-injection suite saw it commit early.

/** Apply one page and store its cursor, atomically. */
export function applyPage(
  db: BoothDb,
  userId: string,
  page: PullResponse,
  options: ApplyPageOptions = {},
): Promise<void> {
  return db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
    await assertDataOwner(db, userId);
    for (const [table, rows] of byTable(page.rows))
      await applyTableRows(
        db,
        userId,
        table,
        rows,
        options.freshTables?.has(table) ?? false,
        table === 'voters' && !!options.voterTombstones,
      );
    await setMeta(db, META.cursor, page.cursor);
  });
}

/** The synced tables that are empty right now (read in one transaction). */
function emptyTables(db: BoothDb): Promise<Set<SyncTable>> {
  return db.transaction('r', syncedTables(db), async () => {
    const counts = await Promise.all(SYNC_TABLES.map((t) => db.table(t).count()));
    return new Set(SYNC_TABLES.filter((_, i) => counts[i] === 0));
  });
}

/** A first page that says a new edition may have come: more pages after it, mostly voters. */
function retakeWorthAsking(page: PullResponse): boolean {
  if (!page.hasMore || page.reset) return false;
  const voters = page.rows.reduce((n, r) => n + (r.table === 'voters' ? 1 : 0), 0);
  return voters * 2 >= page.rows.length;
}

/** Pull until the server has nothing more; returns the number of rows received. */
export async function pullAll(ctx: PullContext): Promise<number> {
  const { db, api, userId, pageSize } = ctx;
  let cursor = (await getMeta<string>(db, META.cursor)) ?? '';
  let snapshots = await getMeta<string>(db, META.snapshotSet);
  // A first sync asks a small first page: on 3G its 1,000 voters take 1.6 s on the wire and more
  // to write before the first screen has anything. FIRST_PAGE of them (a walk list's first
  // screen shows some 25) come ten times sooner; 250 took 0.9 s to write at CPU 4× (issue 45).
  const firstLimit = cursor === '' ? Math.min(pageSize, FIRST_PAGE) : pageSize;
  // What is left is asked by a first sync with its first page (its bar shows from the first
  // page on), and by any other pull with its second page (a first sync resumed after a break,
  // a phone back after weeks): the minute's regular sync, one page, never counts.
  const fromStart = cursor === '';
  const firstPage = (set: string | undefined, signal?: AbortSignal) =>
    api.pull(cursor, firstLimit, !!ctx.onProgress && fromStart, set, signal);
  let next: Promise<PullResponse>;
  if (fromStart && !snapshots) {
    // A first sync takes the roll's parts as files first; its pulls then name the set. Most
    // areas (a booth) have none to take: the first page is asked beside the list of files, not
    // after it (one round trip less, 0.4 s and more on 3G), and dropped when files come.
    const unnamed = new AbortController();
    const firstWithout = firstPage(undefined, unnamed.signal);
    // Its failure is reported when it is awaited below, or not at all when files come.
    firstWithout.catch(() => undefined);
    snapshots = (await takeSnapshots(ctx, () => unnamed.abort())) ?? undefined;
    next = snapshots ? firstPage(snapshots) : firstWithout;
  } else next = firstPage(snapshots);
  // Its failure is reported when it is awaited below, after these reads.
  next.catch(() => undefined);
  // Read while the first page is on the wire (after the files: they are among what is read).
  let freshTables = fromStart ? await emptyTables(db) : new Set<SyncTable>();
  let voterTombstones = await hasRollFiles(db);
  // A phone with files may meet a new edition of the roll: asked once, on the first page.
  let mayRetake = !fromStart && voterTombstones;
  let received = 0;
  let askCount = !!ctx.onProgress && !fromStart;
  let progress: ProgressCounter | undefined;
  for (;;) {
    const page = await next;
    if (mayRetake) {
      mayRetake = false;
      // More than a page to pull, mostly voters: perhaps a new edition. Its changed parts come
      // as files (new-edition.ts); the page, read without their set, is asked again with it.
      const set = retakeWorthAsking(page) ? await takeNewEdition(ctx) : null;
      if (set) {
        snapshots = set;
        next = api.pull(cursor, pageSize, false, snapshots);
        continue;
      }
    }
    if (page.reset) {
      // Our cursor or scope is stale: forget pulled data, keep pending work, start over.
      // The server started again from nothing (and ignored the set): so do we.
      await resetSyncedData(db, userId);
      snapshots = undefined;
      freshTables = await emptyTables(db);
      voterTombstones = false;
    }
    if (ctx.onProgress && page.remaining && page.hasMore)
      progress ??= await startProgress(db, page.remaining, ctx.onProgress);
    const stalled = page.hasMore && page.cursor === cursor && !page.reset;
    const prefetch =
      page.hasMore && !stalled ? api.pull(page.cursor, pageSize, askCount, snapshots) : undefined;
    askCount = false;
    // Its failure is reported when it is awaited below, or not at all if this page fails first.
    prefetch?.catch(() => undefined);
    await applyPage(db, userId, page, { freshTables, voterTombstones });
    received += page.rows.length;
    progress?.committed(page);
    if (!page.hasMore) {
      // The last page's cursor is past every voter the files held (roll-snapshots.ts).
      if (snapshots) await db.meta.delete(META.snapshotSet);
      return received;
    }
    if (stalled || !prefetch) throw new Error('Pull made no progress');
    cursor = page.cursor;
    next = prefetch;
  }
}
