// The part index as a range, written once: `[deleted+part+serial]` (schema.ts v6) holds every
// live voter in list order (part, then serial, then id), so the voters of any part range are
// one key range and their count an index count.
import type { Collection } from 'dexie';
import type { BoothDb } from './database.ts';
import type { VoterRecord } from './types.ts';
import { rollOrder } from '../domain/voter-roll.ts';
import { hasRollFiles, withFileVoters } from './roll-files.ts';

export const PART_INDEX = '[deleted+part+serial]';

/** The live voters of parts lo…hi (inclusive), in list order. */
export function votersInParts(
  db: BoothDb,
  lo = -Infinity,
  hi = Infinity,
): Collection<VoterRecord, string> {
  return db.voters.where(PART_INDEX).between([0, lo, -Infinity], [0, hi, Infinity], true, true);
}

/** The live voters of one part at one serial (normally one; a roll with a slip may hold two). */
export function votersAtSerial(
  db: BoothDb,
  part: number,
  serial: number,
): Collection<VoterRecord, string> {
  return db.voters.where(PART_INDEX).equals([0, part, serial]);
}

// The same ranges over the whole roll: the overlay's rows (the index ranges above) with the part
// files' voters it does not hold (roll-files.ts), in list order. Screens read these. Promise
// chains, as in roll-files.ts: a live query stays subscribed to what its caller reads next.

/** The live voters of parts lo…hi (inclusive), in list order. */
export function liveVotersOfParts(
  db: BoothDb,
  lo = -Infinity,
  hi = Infinity,
): Promise<VoterRecord[]> {
  return votersInParts(db, lo, hi)
    .toArray()
    .then((overlay) => withFileVoters(db, overlay, (v) => v.part >= lo && v.part <= hi))
    .then((rows) => rows.sort(rollOrder));
}

/** The live voters of one part at serials from…to (inclusive), in list order. */
export function liveVotersAtSerials(
  db: BoothDb,
  part: number,
  from: number,
  to = from,
): Promise<VoterRecord[]> {
  return db.voters
    .where(PART_INDEX)
    .between([0, part, from], [0, part, to], true, true)
    .toArray()
    .then((overlay) =>
      withFileVoters(db, overlay, (v) => v.part === part && v.serial >= from && v.serial <= to),
    )
    .then((rows) => rows.sort(rollOrder));
}

/** How many live voters parts lo…hi hold (an index count when there are no files). */
export function countLiveVoters(db: BoothDb, lo = -Infinity, hi = Infinity): Promise<number> {
  return hasRollFiles(db).then((files) =>
    files
      ? liveVotersOfParts(db, lo, hi).then((rows) => rows.length)
      : votersInParts(db, lo, hi).count(),
  );
}

/** The parts the live roll holds, ascending. */
export function partsHeld(db: BoothDb): Promise<number[]> {
  return liveVotersOfParts(db).then((rows) => [...new Set(rows.map((v) => v.part))]);
}
