// The part index as a range, written once: `[deleted+part+serial]` (schema.ts v6) holds every
// live voter in list order (part, then serial, then id), so the voters of any part range are
// one key range and their count an index count.
import type { Collection } from 'dexie';
import type { BoothDb } from './database.ts';
import type { VoterRecord } from './types.ts';

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
