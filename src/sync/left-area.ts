// A record that moved out of this user's area (the server moved it to the booth of its part)
// arrives as a tombstone marked `leftArea`: the copy goes like any tombstone's. This user's
// changes to it still waiting can no longer be applied by them (the server would refuse them),
// so they are settled at once as failed, with the reason: never sent, listed in the Sync Center.
import type { BoothDb } from '../db/database.ts';
import type { MutationEntry } from '../db/types.ts';

export const LEFT_AREA_REASON = 'errors.recordMoved';

/**
 * Inside the page's transaction. `entries` come from pendingFor, so a `fromRecord` put already
 * carries its record's fields: they are kept, as the record is about to go.
 */
export async function settleLeftBehind(db: BoothDb, entries: MutationEntry[]): Promise<void> {
  const at = new Date().toISOString();
  for (const entry of entries)
    await db.outbox.update(entry.seq!, (row) => {
      if (row.kind !== 'mutation' || row.status !== 'pending') return;
      row.status = 'failed';
      row.failure = { reason: LEFT_AREA_REASON, at };
      row.fields = entry.fields;
      delete row.fromRecord;
    });
}
