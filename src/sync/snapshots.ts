// A first sync takes the published roll part by part as files (issue 45): one request per part
// instead of a page per thousand rows, the same bytes for every phone of the area (any cache
// may answer them), and the pull that follows leaves out what the files hold
// (server/services/roll-snapshots.ts). Each file is kept as one record (`rollParts`), not as a
// thousand voters with their index entries: the phone reads it through src/db/roll-files.ts,
// with the `voters` table (what the pull brings later, and this phone's own changes) on top.
// The set is kept in meta only once every file is in, so a first sync cut off half-way takes
// the files again (keeping one twice changes nothing).
import type { SnapshotPart } from '../domain/sync-protocol.ts';
import { META, setMeta } from '../db/meta.ts';
import { deriveFile } from '../db/roll-files.ts';
import type { RollPartRecord } from '../db/types.ts';
import { countLiveVoters } from '../db/voter-ranges.ts';
import { ApiError } from './api-client.ts';
import { assertDataOwner } from './local-reset.ts';
import type { PullContext } from './pull.ts';

/** Files fetched ahead while one is written: the wire and IndexedDB work side by side. */
const AHEAD = 2;

/**
 * Take the caller's parts as files; the set's id, or null when there is none to take (a small
 * area, or a server from before snapshots: the pull then brings everything).
 */
export async function takeSnapshots(ctx: PullContext): Promise<string | null> {
  const { db, api, userId } = ctx;
  let manifest;
  try {
    manifest = await api.snapshots();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
  const { set, parts } = manifest;
  if (!set || parts.length === 0) return null;
  const before = await countLiveVoters(db);
  const total = before + parts.reduce((sum, p) => sum + p.voters, 0);
  let synced = before;
  ctx.onProgress?.({ synced, total });
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
    await db.transaction('rw', [db.rollParts, db.meta], async () => {
      await assertDataOwner(db, userId);
      await db.rollParts.put(file);
    });
    // While the next files are on the wire: the roll in memory is then ready sooner.
    deriveFile(db, file);
    synced = Math.min(total, synced + file.rows.length);
    ctx.onProgress?.({ synced, total });
  }
  await setMeta(db, META.snapshotSet, set);
  return set;
}
