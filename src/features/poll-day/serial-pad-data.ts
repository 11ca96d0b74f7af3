// The polling agent's serial pad (issue 24): the officer calls a serial of the agent's part, the
// agent types it, the voter shows and one tap marks. The part's voters are read once into a map
// by serial, so each digit is a lookup in memory and the name shows in the same frame; the
// database is read again only when the part's voters change.
import type { BoothDb } from '../../db/database.ts';
import type { VoterRecord } from '../../db/types.ts';
import { hasRollFiles } from '../../db/roll-files.ts';
import { PART_INDEX, liveVotersOfParts, partsHeld } from '../../db/voter-ranges.ts';
import { serialOf } from '../../domain/voter-roll.ts';
import type { VotedMark } from './poll-day-data.ts';

export type PartRoll = {
  part: number;
  /** Live voters by serial; a serial with two records (a slip) keeps the first. */
  bySerial: Map<number, VoterRecord>;
  /** The serials of bySerial, ascending (pad-entry.ts asks which serials start with a prefix). */
  serials: number[];
  /** The lowest and highest serial on the phone; null when the part has none. */
  first: number | null;
  last: number | null;
};

/** The part's live voters with a serial, keyed by it (a booth: about 1,200 records). */
export async function loadPartRoll(db: BoothDb, part: number): Promise<PartRoll> {
  const bySerial = new Map<number, VoterRecord>();
  let first: number | null = null;
  let last: number | null = null;
  for (const v of await liveVotersOfParts(db, part, part)) {
    const serial = serialOf(v);
    if (serial === null || bySerial.has(serial)) continue;
    bySerial.set(serial, v);
    first = first === null ? serial : Math.min(first, serial);
    last = last === null ? serial : Math.max(last, serial);
  }
  const serials = [...bySerial.keys()].sort((a, b) => a - b);
  return { part, bySerial, serials, first, last };
}

/**
 * The parts this phone holds voters of, ascending: one index step per part (the first key
 * after the previous part), so a coordinator's 300 parts cost 300 lookups, not 300,000 rows.
 */
export async function partsOnPhone(db: BoothDb): Promise<number[]> {
  // The roll's part files (src/db/roll-files.ts) have no index: their parts come from memory.
  if (await hasRollFiles(db)) return partsHeld(db);
  const parts: number[] = [];
  let after = -Infinity;
  for (;;) {
    const [key] = (await db.voters
      .where(PART_INDEX)
      .between([0, after, Infinity], [0, Infinity, Infinity], false, true)
      .limit(1)
      .keys()) as unknown as [number, number, number][];
    if (!key) return parts;
    parts.push(key[1]);
    after = key[1];
  }
}

export type PadLookup =
  | { kind: 'empty' }
  | { kind: 'found'; serial: number; voter: VoterRecord }
  | { kind: 'voted'; serial: number; voter: VoterRecord; mark: VotedMark }
  | { kind: 'outside'; serial: number };

/**
 * What the typed digits find in the part: nothing yet, a voter (with the mark that counted them
 * when they have voted), or no one. `marks`: the latest mark of each voter who has voted.
 */
export function lookUpSerial(
  roll: PartRoll | undefined,
  digits: string,
  marks: ReadonlyMap<string, VotedMark>,
): PadLookup {
  if (!digits || !roll) return { kind: 'empty' };
  const serial = Number(digits);
  const voter = roll.bySerial.get(serial);
  if (!voter) return { kind: 'outside', serial };
  const mark = marks.get(voter.id);
  return mark ? { kind: 'voted', serial, voter, mark } : { kind: 'found', serial, voter };
}

/** A serial that leaves nothing to mark: already marked, or not in the part. */
export const isRepeat = (found: PadLookup): boolean =>
  found.kind === 'voted' || found.kind === 'outside';
