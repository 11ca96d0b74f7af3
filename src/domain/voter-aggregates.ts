// The aggregate voter reports (address-wise, surname, family, family head, family labels,
// double voter) computed from voter records instead of typed in by hand (docs/spec-differences.md).
// Each is one pass plus at most one sort, so it stays O(n log n) over a 300,000-voter roll;
// they take any iterable so a later step can feed them from a Dexie cursor.
import { addressKey as normaliseAddress } from './text-words.ts';
import type { VoterFields } from './voter.ts';
import { voterFullName } from './voter-fields.ts';

/** A voter as the reports read it; `addressKey` is used when the database derived it already. */
export type AggregateVoter = VoterFields & { id?: string; addressKey?: string };

/** Part number of a record; a record without one counts as part 0 (the specification's validation rules). */
export const partOf = (v: { partNumber?: number | null }): number =>
  typeof v.partNumber === 'number' && Number.isFinite(v.partNumber) ? v.partNumber : 0;

/** Nothing beyond ASCII (control characters are split away like any other non-word). */
const ASCII = /^[^\u0080-\uffff]*$/;

/**
 * The database's address key (db/derive.ts), with a fast path for plain ASCII text: the
 * Unicode word split costs about 8 µs an address on a slow phone, too much for 300,000 voters
 * read without their stored key. Same result: lower-case words, first occurrence kept.
 */
export function addressKeyOf(address: string | undefined): string {
  if (!address || !ASCII.test(address)) return normaliseAddress(address);
  const out: string[] = [];
  for (const w of address.toLowerCase().split(/[^a-z0-9]+/)) if (w && !out.includes(w)) out.push(w);
  return out.join(' ');
}

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
    .map(({ eldest, ...row }) => ({ ...row, name: voterFullName(eldest) }))
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

/** One household: the voters sharing an address (the specification's validation rules "Family report"). */
export type Household<V extends AggregateVoter = AggregateVoter> = {
  key: string;
  /** The eldest member; ties go to the first one read. */
  head: V;
  members: V[];
};

/**
 * Voters grouped by normalised address. A voter without an address is a household of one:
 * unknown addresses are not one big family.
 */
export function households<V extends AggregateVoter>(voters: Iterable<V>): Household<V>[] {
  const byKey = new Map<string, Household<V>>();
  const out: Household<V>[] = [];
  let alone = 0;
  const keyOfAddress = addressKeys();
  for (const v of voters) {
    const address = keyOfAddress(v);
    // A lone voter's key is its id when it has one, so it does not depend on who else is read.
    const key = address || `\u0000${v.id ?? alone++}`;
    const found = byKey.get(key);
    if (found) {
      found.members.push(v);
      if (elder(v, found.head)) found.head = v;
    } else {
      const h = { key, head: v, members: [v] };
      byKey.set(key, h);
      out.push(h);
    }
  }
  return out;
}

export type FamilyRow = {
  key: string;
  /** The head's name, address and part. */
  name: string;
  address: string;
  partNumber: number;
  /** The specification's screens's column "TotalFamilyMember", headed "Family Members" (docs/spec-differences.md). */
  familySize: number;
};

/** One row per household with its member count. */
export function familyReport(voters: Iterable<AggregateVoter>): FamilyRow[] {
  return households(voters)
    .map((h) => ({
      key: h.key,
      name: voterFullName(h.head),
      address: h.head.address?.trim() ?? '',
      partNumber: partOf(h.head),
      familySize: h.members.length,
    }))
    .sort(byPartThen((r) => r.address));
}

/** The head voter of each household, with the household's size as `familySize`. */
export type FamilyHeadRow<V extends AggregateVoter = AggregateVoter> = V & { familySize: number };

export function familyHeadReport<V extends AggregateVoter>(
  voters: Iterable<V>,
): FamilyHeadRow<V>[] {
  return households(voters)
    .map((h) => ({ ...h.head, familySize: h.members.length }))
    .sort(byPartThen((r) => r.address ?? ''));
}

export type FamilyLabelRow = {
  key: string;
  name: string;
  partNumber: number;
  address: string;
  houseno: string;
};

/** One address label per household: head's name, part, address and house number. */
export function familyLabelsReport(voters: Iterable<AggregateVoter>): FamilyLabelRow[] {
  return households(voters)
    .map((h) => ({
      key: h.key,
      name: voterFullName(h.head),
      partNumber: partOf(h.head),
      address: h.head.address?.trim() ?? '',
      houseno: h.head.houseno?.trim() || (h.members.find((m) => m.houseno?.trim())?.houseno ?? ''),
    }))
    .sort(byPartThen((r) => r.address));
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
