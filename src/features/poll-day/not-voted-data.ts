// Everyone not yet voted (issue 44): the whole of a booth's roll (one part) with what the poll-day
// list needs of each voter — the number to call, the latest visit's leaning, the panna, the
// street and house — read when the voters, visits or pannas change. Who has voted is not read
// here: the screen already holds it, and a mark only filters this list again (not-voted-list.ts).
import type { BoothDb } from '../../db/database.ts';
import type { PannaRecord, VoterRecord } from '../../db/types.ts';
import { liveVotersOfParts } from '../../db/voter-ranges.ts';
import type { Leaning } from '../../domain/field-work.ts';
import { currentPannas, latestVisits } from '../../domain/field-work.ts';
import { addressKeyOf, houseNumberKey, houseNumberOf } from '../../domain/households.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import { serialOf } from '../../domain/voter-roll.ts';

/**
 * A street as the list filters by it: a section of the roll (its houses lie along one street
 * or mohalla, and a house number starts again in each: domain/households.ts), else, for a voter
 * typed in with an address and no section, that address without its house number.
 */
export type Street = { key: string; number: number | null; name: string };

export type BoothVoter = {
  id: string;
  name: string;
  serial: number | null;
  /** The number confirmed at the door (latest visit), else the roll's; '' when none. */
  phone: string;
  /** The latest visit's leaning; null when never visited or the visit gave none. */
  leaning: Leaning | null;
  visited: boolean;
  /** The panna holding the voter's serial, if any. */
  pannaId: string | null;
  /** That panna is the signed-in karyakarta's. */
  mine: boolean;
  /** Street key ('' when the voter has neither section nor address). */
  street: string;
  /** The house number as printed ('' when none). */
  house: string;
};

export type BoothVoters = {
  part: number;
  /** The part's live voters in roll order (serial; those without one last). */
  voters: BoothVoter[];
  /** The part's active pannas in serial order. */
  pannas: PannaRecord[];
  /** The part's streets in the order the roll first lists each. */
  streets: Street[];
  /** The signed-in karyakarta holds a panna of this part. */
  hasMine: boolean;
};

/** "H.No. 12," / "12/3," / "मकान नं. 7," at the start of an address: the house, not the street. */
const HOUSE_PREFIX =
  /^\s*(?:h\.?\s*no\.?|house\s*(?:no\.?|number)?|मकान\s*(?:नं\.?|नंबर|संख्या)?|#)?\s*[0-9\u0966-\u096f][^,]*,\s*/i;

/** An address without its leading house number: "H.No. 12, Basti 1, Rampur" → "Basti 1, Rampur". */
export function streetOfAddress(address: string): string {
  const text = address.trim().replace(/\s+/g, ' ');
  const street = text.replace(HOUSE_PREFIX, '').trim();
  return street || text;
}

export function streetOf(v: VoterRecord): Street | null {
  const number =
    typeof v.sectionNumber === 'number' && Number.isFinite(v.sectionNumber)
      ? v.sectionNumber
      : null;
  const name = v.sectionName?.trim().replace(/\s+/g, ' ') ?? '';
  if (number !== null || name)
    return { key: `s${number ?? ''}\u0001${name.toLowerCase()}`, number, name };
  if (!v.address?.trim()) return null;
  const street = streetOfAddress(v.address);
  return { key: `a${addressKeyOf(street)}`, number: null, name: street };
}

/** The panna of `part` holding `serial` (pannas of a part do not overlap). */
const pannaAt = (pannas: readonly PannaRecord[], serial: number | null) =>
  serial === null ? undefined : pannas.find((p) => p.fromSerial <= serial && serial <= p.toSerial);

/**
 * The part's voters for the list. `mine`: the member ids that are the signed-in karyakarta
 * (roll/panna-lists.ts myPannaIds).
 */
export async function loadBoothVoters(
  db: BoothDb,
  part: number,
  mine: ReadonlySet<string>,
): Promise<BoothVoters> {
  const [records, allPannas] = await Promise.all([
    liveVotersOfParts(db, part, part),
    db.pannas.toArray(),
  ]);
  const visits = await db.visits
    .where('voterId')
    .anyOf(records.map((v) => v.id))
    .toArray();
  const latest = latestVisits(visits);
  const pannas = currentPannas(allPannas).filter((p) => p.partNumber === part);
  const streets = new Map<string, Street>();
  const voters = records.map((v): BoothVoter => {
    const serial = serialOf(v);
    const visit = latest.get(v.id);
    const panna = pannaAt(pannas, serial);
    const street = streetOf(v);
    if (street && !streets.has(street.key)) streets.set(street.key, street);
    return {
      id: v.id,
      name: voterFullName(v) || v.voterId || '-',
      serial,
      phone: String(visit?.phone || v.phone || '').trim(),
      leaning: visit?.leaning ?? null,
      visited: visit !== undefined,
      pannaId: panna?.pannaId ?? null,
      mine: panna !== undefined && mine.has(panna.memberId),
      street: street?.key ?? '',
      house: houseNumberKey(v.houseno) ? houseNumberOf([v]) : '',
    };
  });
  return {
    part,
    voters,
    pannas,
    streets: [...streets.values()],
    hasMine: pannas.some((p) => mine.has(p.memberId)),
  };
}
