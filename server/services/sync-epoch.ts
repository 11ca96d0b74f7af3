// Which database a pull cursor belongs to. `settings.sync_epoch` names this database; a
// restore gives the database a new epoch and records its lineage in `settings.sync_lineage`:
// the epochs it descends from, each with the highest version it inherited from that epoch.
// A cursor of an ancestor epoch at or below that version is as good as one of this epoch
// (every row it had not yet seen is here, above it); above it, the cursor has seen writes the
// restore threw away, and the phone must start again (see sync-pull.ts).
import type { Queryable } from '../db/database.ts';

export const EPOCH_KEY = 'sync_epoch';
export const LINEAGE_KEY = 'sync_lineage';

export type EpochAncestor = { epoch: string; upToVersion: number };

export type SyncEpoch = {
  /** This database's epoch (settings.sync_epoch). */
  current: string;
  /** Epochs this database was restored from, oldest first. */
  ancestors: EpochAncestor[];
};

/** The stored lineage; an absent or unreadable value is no lineage (cursors then reset). */
export function parseLineage(value: string | undefined): EpochAncestor[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (a): a is EpochAncestor =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as EpochAncestor).epoch === 'string' &&
        Number.isSafeInteger((a as EpochAncestor).upToVersion),
    );
  } catch {
    return [];
  }
}

export async function readSyncEpoch(db: Queryable): Promise<SyncEpoch> {
  const { rows } = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [[EPOCH_KEY, LINEAGE_KEY]],
  );
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const current = value(EPOCH_KEY);
  if (!current) throw new Error('settings.sync_epoch is missing');
  return { current, ancestors: parseLineage(value(LINEAGE_KEY)) };
}
