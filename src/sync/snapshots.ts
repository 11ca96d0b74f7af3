// A first sync takes the published roll part by part as files (issue 45): one request per part
// instead of a page per thousand rows, the same bytes for every phone of the area (any cache
// may answer them), and the pull that follows leaves out what the files hold
// (server/services/roll-snapshots.ts). Each file is kept as one record (`rollParts`), not as a
// thousand voters with their index entries: the phone reads it through src/db/roll-files.ts,
// with the `voters` table (what the pull brings later, and this phone's own changes) on top.
// The set is kept in meta only once every file is in, so a first sync cut off half-way takes
// the files again (keeping one twice changes nothing). A new edition later: new-edition.ts.
import type { SnapshotPart } from '../domain/sync-protocol.ts';
import { META, setMeta } from '../db/meta.ts';
import { deriveFile } from '../db/roll-files.ts';
import type { RollPartRecord } from '../db/types.ts';
import { countLiveVoters } from '../db/voter-ranges.ts';
import { ApiError } from './api-client.ts';
import { assertDataOwner } from './local-reset.ts';
import type { PullContext } from './pull.ts';
import type { PullProgress } from './pull-progress.ts';

/** Files fetched ahead while one is written: the wire and IndexedDB work side by side. */
const AHEAD = 2;

/** True when the server answered 404: one from before snapshots (the pull brings everything). */
export const notThere = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status === 404;

/**
 * Fetch `parts`' files, two ahead, and `keep` each in turn (a transaction of the caller's);
 * `counted` is told the voters of each file once kept. Each file's voters are derived while the
 * next ones are on the wire, so the roll in memory is ready sooner.
 */
export async function takeFiles(
  ctx: PullContext,
  parts: readonly SnapshotPart[],
  keep: (file: RollPartRecord) => Promise<void>,
  counted: (voters: number) => void,
): Promise<void> {
  const { db, api } = ctx;
  const fetchPart = (p: SnapshotPart): Promise<RollPartRecord> =>
    api.snapshot(p).then(({ rows }) => ({
      key: `${p.scope}|${p.part}`,
      scope: p.scope,
      part: p.part,
      version: p.version,
      rows,
    }));
  const queue = parts.slice(0, AHEAD).map(fetchPart);
  for (let i = 0; i < parts.length; i++) {
    const next = parts[i + AHEAD];
    if (next) queue.push(fetchPart(next));
    // Its failure is reported when its turn comes, or not at all if an earlier one fails first.
    queue[i + 1]?.catch(() => undefined);
    const file = await queue[i]!;
    await keep(file);
    deriveFile(db, file);
    counted(file.rows.length);
  }
}

/** A progress of `total` voters, reported at once and then as files are kept. */
export function fileProgress(
  ctx: PullContext,
  start: number,
  total: number,
  kind?: PullProgress['kind'],
): (voters: number) => void {
  let synced = start;
  ctx.onProgress?.({ synced, total, ...(kind ? { kind } : {}) });
  return (voters) => {
    synced = Math.min(total, synced + voters);
    ctx.onProgress?.({ synced, total, ...(kind ? { kind } : {}) });
  };
}

/**
 * Take the caller's parts as files; the set's id, or null when there is none to take (a small
 * area, or a server from before snapshots: the pull then brings everything).
 */
export async function takeSnapshots(
  ctx: PullContext,
  /** Told once the list names files to take, before the first is asked. */
  beforeFiles?: () => void,
): Promise<string | null> {
  const { db, api, userId } = ctx;
  let manifest;
  try {
    manifest = await api.snapshots();
  } catch (error) {
    if (notThere(error)) return null;
    throw error;
  }
  const { set, parts } = manifest;
  if (!set || parts.length === 0) return null;
  beforeFiles?.();
  const before = await countLiveVoters(db);
  const total = before + parts.reduce((sum, p) => sum + p.voters, 0);
  const counted = fileProgress(ctx, before, total);
  await takeFiles(
    ctx,
    parts,
    (file) =>
      db.transaction('rw', [db.rollParts, db.meta], async () => {
        await assertDataOwner(db, userId);
        await db.rollParts.put(file);
      }),
    counted,
  );
  await setMeta(db, META.snapshotSet, set);
  return set;
}
