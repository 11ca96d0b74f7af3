// The aggregate voter reports (address-wise, surname, family, family head, family labels,
// double voter) computed from voter records instead of typed in by hand (docs/spec-differences.md).
// Each is one pass plus at most one sort, so it stays O(n log n) over a 300,000-voter roll;
// they take any iterable so a later step can feed them from a Dexie cursor. Households follow
// the roll's houses (households.ts).
import type { House, Household } from './households.ts';
import { addressKeyOf, households, inHouseOrder } from './households.ts';
import type { VoterFields } from './voter.ts';
import { voterFullName } from './voter-fields.ts';
import { partOf, serialOf } from './voter-roll.ts';

export { addressKeyOf, households, partOf };
export type { Household };

/** A voter as the reports read it; `addressKey` is used when the database derived it already. */
export type AggregateVoter = VoterFields & { id?: string; addressKey?: string };

/** Nothing beyond ASCII (control characters are split away like any other non-word). */
const ASCII = /^[^\u0080-\uffff]*$/;

/** A per-run memo: a household's members share one address text. */
function addressKeys(): (v: AggregateVoter) => string {
  const memo = new Map<string, string>();
  return (v) => {
    if (v.addressKey !== undefined) return v.addressKey;
    const raw = v.address ?? '';
    let key = memo.get(raw);
    if (key === undefined) memo.set(raw, (key = addressKeyOf(raw)));
    return key;
  };
}

/** Lower-case words joined by one space: "  Ram  KUMAR." and "ram kumar" are the same name. */
export function normaliseName(text: string | undefined): string {
  if (!text) return '';
  const words = ASCII.test(text)
    ? text.toLowerCase().split(/[^a-z0-9]+/)
    : text.toLocaleLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  return words.filter(Boolean).join(' ');
}

const isFemale = (g: string | undefined) => /^(f|female)$/i.test(g?.trim() ?? '');
const isMale = (g: string | undefined) => /^(m|male)$/i.test(g?.trim() ?? '');

/** Eldest first; without an age a voter ranks last. */
const elder = (a: AggregateVoter, b: AggregateVoter): boolean => (a.age ?? -1) > (b.age ?? -1);

// ---------------------------------------------------------------------------------------------

export type AddressWiseRow = {
  key: string;
  address: string;
  partNumber: number;
  /** The eldest voter at the address (the specification's fields address-wise record: part, name, address …). */
  name: string;
  /** That voter's roll serial (the Serial column). */
  serialNumber: number | null;
  male: number;
  female: number;
  total: number;
};

/** Voters per address and part: male, female and total (other genders count in total only). */
export function addressWiseReport(voters: Iterable<AggregateVoter>): AddressWiseRow[] {
  const rows = new Map<string, AddressWiseRow & { eldest: AggregateVoter }>();
  const keyOfAddress = addressKeys();
  for (const v of voters) {
    const address = keyOfAddress(v);
    const part = partOf(v);
    const key = `${part}\u0000${address}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        key,
        address: v.address?.trim() ?? '',
        partNumber: part,
        name: '',
        serialNumber: null,
        male: 0,
        female: 0,
        total: 0,
        eldest: v,
      };
      rows.set(key, row);
    }
    if (isMale(v.gender)) row.male += 1;
    if (isFemale(v.gender)) row.female += 1;
    row.total += 1;
    if (elder(v, row.eldest)) row.eldest = v;
  }
  return [...rows.values()]
    .map(({ eldest, ...row }) => ({
      ...row,
      name: voterFullName(eldest),
      serialNumber: serialOf(eldest),
    }))
    .sort(byPartThen((r) => r.address));
}

// ---------------------------------------------------------------------------------------------

export type SurnameRow = { key: string; surname: string; partNumber: number; total: number };

/** Voters per surname (last name, case and spacing ignored) and part; no last name, no row. */
export function surnameReport(voters: Iterable<AggregateVoter>): SurnameRow[] {
  const rows = new Map<string, SurnameRow>();
  for (const v of voters) {
    const norm = normaliseName(v.lastName);
    if (!norm) continue;
    const part = partOf(v);
    const key = `${part}\u0000${norm}`;
    const row = rows.get(key);
    if (row) row.total += 1;
    else rows.set(key, { key, surname: v.lastName?.trim() ?? norm, partNumber: part, total: 1 });
  }
  return [...rows.values()].sort(byPartThen((r) => r.surname));
}

// ---------------------------------------------------------------------------------------------

/** What every household row names: its head, house and part. */
type HouseRow = {
  key: string;
  /** The head's name, roll serial (the Serial column), address and part. */
  name: string;
  serialNumber: number | null;
  address: string;
  partNumber: number;
  /** The house number as printed ('' for none) and the head's section name, as the roll has it. */
  houseno: string;
  sectionName: string;
};

function houseRow(h: House<AggregateVoter>): HouseRow {
  return {
    key: h.key,
    name: voterFullName(h.head),
    serialNumber: serialOf(h.head),
    address: h.head.address?.trim() ?? '',
    partNumber: partOf(h.head),
    houseno: h.houseNumber,
    sectionName: h.head.sectionName?.trim() ?? '',
  };
}

export type FamilyRow = HouseRow & {
  /** The specification's screens's column "TotalFamilyMember", headed "Family Members" (docs/spec-differences.md). */
  familySize: number;
};

/** One row per household with its member count, in the roll's order of houses. */
export function familyReport(voters: Iterable<AggregateVoter>): FamilyRow[] {
  return inHouseOrder(households(voters)).map((h) => ({
    ...houseRow(h),
    familySize: h.members.length,
  }));
}

/** The head voter of each household, with the household's size as `familySize`. */
export type FamilyHeadRow<V extends AggregateVoter = AggregateVoter> = V & { familySize: number };

export function familyHeadReport<V extends AggregateVoter>(
  voters: Iterable<V>,
): FamilyHeadRow<V>[] {
  return inHouseOrder(households(voters)).map((h) => ({
    ...h.head,
    familySize: h.members.length,
  }));
}

export type FamilyLabelRow = HouseRow;

/** One address label per household: head's name, part, house number, address or section. */
export function familyLabelsReport(voters: Iterable<AggregateVoter>): FamilyLabelRow[] {
  return inHouseOrder(households(voters)).map(houseRow);
}

// ---------------------------------------------------------------------------------------------

/**
 * Normalised "name|relation" of a voter the double-voter report compares; empty when the name,
 * relation or age is missing. Also stored as the indexed `dupKey`, so a part range's twins in
 * other parts are found without reading the roll.
 */
export function doubleVoterKey(v: AggregateVoter): string {
  const name = normaliseName(`${v.firstName ?? ''} ${v.lastName ?? ''}`);
  const relation = normaliseName(v.relation);
  return name && relation && typeof v.age === 'number' ? `${name}|${relation}` : '';
}

/** Ages further apart than this are different people. */
export const DOUBLE_VOTER_MAX_AGE_GAP = 2;

export type DoubleVoterGroup<V extends AggregateVoter = AggregateVoter> = {
  /** Normalised "name|relation". */
  key: string;
  /** At least two voters, youngest first, in at least two different parts. */
  voters: V[];
};

/**
 * Likely duplicate registrations: the same normalised first+last name and the same normalised
 * relation name, ages at most DOUBLE_VOTER_MAX_AGE_GAP apart, in more than one part. Voters
 * without a name, relation or age are not compared. Within one name, voters sorted by age are
 * cut into windows no wider than the gap, so every pair in a group is within it.
 */
export function doubleVoterReport<V extends AggregateVoter>(
  voters: Iterable<V>,
): DoubleVoterGroup<V>[] {
  const byName = new Map<string, V[]>();
  for (const v of voters) {
    const key = doubleVoterKey(v);
    if (!key) continue;
    const list = byName.get(key);
    if (list) list.push(v);
    else byName.set(key, [v]);
  }
  const groups: DoubleVoterGroup<V>[] = [];
  for (const [key, list] of byName) {
    if (list.length < 2) continue;
    list.sort((a, b) => (a.age ?? 0) - (b.age ?? 0));
    for (const window of ageWindows(list, (v) => v.age ?? 0))
      if (new Set(window.map(partOf)).size > 1) groups.push({ key, voters: window });
  }
  return groups.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * `sorted` (ascending by age) cut into windows no wider than DOUBLE_VOTER_MAX_AGE_GAP, each
 * starting at the first voter the previous one left out. A window depends only on its first
 * voter's age, so the windows of a list made of whole windows are those same windows (the
 * report's in-memory path reads only the windows it shows).
 */
export function ageWindows<T>(sorted: readonly T[], age: (t: T) => number): T[][] {
  const windows: T[][] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    const next = sorted[i];
    if (next !== undefined && age(next) - age(sorted[start]!) <= DOUBLE_VOTER_MAX_AGE_GAP) continue;
    windows.push(sorted.slice(start, i));
    start = i;
  }
  return windows;
}

/** A double-voter group flattened for a table: each voter with its 1-based group number. */
export type DoubleVoterRow<V extends AggregateVoter = AggregateVoter> = V & { group: number };

export function doubleVoterRows<V extends AggregateVoter>(
  groups: readonly DoubleVoterGroup<V>[],
): DoubleVoterRow<V>[] {
  return groups.flatMap((g, i) => g.voters.map((v) => ({ ...v, group: i + 1 })));
}

function byPartThen<R extends { partNumber?: number }>(text: (r: R) => string) {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return (a: R, b: R) => partOf(a) - partOf(b) || collator.compare(text(a), text(b));
}
