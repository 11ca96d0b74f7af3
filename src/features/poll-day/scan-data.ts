// A scanned or typed voter id (EPIC) to the voters on this phone with exactly that id. The
// voters' `idKeys` index holds each voter id in the same letters-and-digits form as epicKey,
// so this is one index lookup, offline.
import { withFileVoters } from '../../db/roll-files.ts';
import type { BoothDb } from '../../db/database.ts';
import { rollOrder, serialOf } from '../../domain/voter-roll.ts';
import type { FoundVoter } from './poll-day-data.ts';
import { epicKey } from './scan-epic.ts';

/** The live voters whose voter id is `epic` (normally one), in roll order. */
export async function findByEpic(db: BoothDb, epic: string): Promise<FoundVoter[]> {
  const key = epicKey(epic);
  if (!key) return [];
  const rows = await withFileVoters(
    db,
    await db.voters.where('idKeys').equals(key).toArray(),
    (v) => v.idKeys.includes(key),
  );
  // The index holds phone numbers too: only a voter id that is this one counts.
  return rows
    .filter((v) => !v.deleted && epicKey(v.voterId ?? '') === key)
    .sort(rollOrder)
    .map((voter) => ({ voter, part: voter.part, serial: serialOf(voter) }));
}
