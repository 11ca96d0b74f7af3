// A new edition of the roll over the part files a phone holds (issue 45, step 3;
// docs/decisions/roll-snapshots.md). An edition writes every voter of a part again (serials,
// sections, corrections), and by the pull each would come as an overlay row written with its
// thirty index entries: half an hour for an assembly. Instead the phone asks what changed since
// the files it holds, takes each part that changed much as its new file (replacing the old
// record, and dropping the overlay rows the file now holds), and registers the files it then
// holds as a set, so the pull that follows leaves the edition's voters out.
import { worthRetaking } from '../domain/snapshot-retake.ts';
import type { SnapshotHeld } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { META, getMeta, setMeta } from '../db/meta.ts';
import { forgetFileVoters } from '../db/roll-files.ts';
import type { RollPartRecord, VoterRecord } from '../db/types.ts';
import { assertDataOwner } from './local-reset.ts';
import { applyPending, pendingFor, rowToLocal } from './merge.ts';
import type { PullContext } from './pull.ts';
import { fileProgress, notThere, takeFiles } from './snapshots.ts';

/** The files this phone holds, read from the key-and-version index (not the files' rows). */
export function heldParts(db: BoothDb): Promise<SnapshotHeld[]> {
  return db.rollParts
    .orderBy('[key+version]')
    .keys()
    .then((keys) =>
      keys.map((k) => {
        const [key, version] = k as unknown as [string, number];
        const cut = key.lastIndexOf('|');
        return { scope: key.slice(0, cut), part: Number(key.slice(cut + 1)), version };
      }),
    );
}

/**
 * Keep a part's new file in place of the old, in one transaction with what it supersedes: an
 * overlay row of one of its voters at or below the file's version goes (the file holds that
 * voter as new or newer), unless this user has an unsent change to it — then the change is
 * replayed on the file's row, as a pull does (merge.ts), and the outbox keeps it to push.
 */
export function keepNewFile(db: BoothDb, userId: string, file: RollPartRecord): Promise<void> {
  return db.transaction('rw', [db.rollParts, db.voters, db.outbox, db.meta], async () => {
    await assertDataOwner(db, userId);
    await db.rollParts.put(file);
    const rows = new Map(file.rows.map((r) => [r.id, r]));
    // A key walk over the overlay: one cursor hopping between this file's ids.
    const overlay = await db.voters
      .where(':id')
      .anyOf([...rows.keys()])
      .toArray();
    const superseded = overlay.filter((v) => v.version <= rows.get(v.id)!.version);
    if (!superseded.length) return;
    const ids = superseded.map((v) => v.id);
    const pending = await pendingFor(db, userId, 'voters', ids);
    const rebased: VoterRecord[] = [];
    const dropped: string[] = [];
    for (const id of ids) {
      const mine = pending.get(id);
      if (!mine) {
        dropped.push(id);
        continue;
      }
      const row = rows.get(id)!;
      const merged = applyPending('voters', rowToLocal({ ...row, table: 'voters' }), mine);
      if (merged) rebased.push(merged);
    }
    await Promise.all([db.voters.bulkDelete(dropped), db.voters.bulkPut(rebased)]);
  });
}

/**
 * Take the parts that changed much since the files held as their new files and register the
 * files held then; the new set's id, or null when no part is worth a new file and the pull
 * already names a set (the pull brings the changes), or the server is from before step 3.
 */
export async function takeNewEdition(ctx: PullContext): Promise<string | null> {
  const { db, api, userId } = ctx;
  const held = await heldParts(db);
  if (!held.length) return null;
  let changes;
  try {
    changes = await api.snapshotChanges(held);
  } catch (error) {
    if (notThere(error)) return null;
    throw error;
  }
  const parts = changes.parts.filter(worthRetaking);
  if (parts.length) {
    const total = parts.reduce((sum, p) => sum + p.voters, 0);
    // The old roll in memory is about to be replaced: let it go now, not after the edition.
    forgetFileVoters(
      db,
      parts.map((p) => `${p.scope}|${p.part}`),
    );
    await takeFiles(
      ctx,
      parts,
      (file) => keepNewFile(db, userId, file),
      fileProgress(ctx, 0, total, 'newRoll'),
    );
  } else if (await getMeta<string>(db, META.snapshotSet)) {
    return null; // the pull already names a set of these files
  }
  // Registered even when no part came again, if the pull names no set: a sync cut off after
  // taking some files (before this) then goes on without pulling the voters they hold.
  const { set } = await api.snapshotSet(await heldParts(db));
  await setMeta(db, META.snapshotSet, set);
  return set;
}
