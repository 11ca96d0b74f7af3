// A new edition of the roll over the old (issue 25): which elector of the new edition is which
// voter already held, and what happened to each — unchanged, corrected (which fields), moved
// (another part or section), added, deleted. Pure and synchronous: the server compares an
// assembly, a phone one booth, with the same code.
//
// Matching, in three passes, each only over what the earlier ones left:
//   1. the EPIC (upper case, letters and digits only);
//   2. for an EPIC that changed or is missing: the name, the relative's name and the house,
//      by their phonetic keys (so a name respelled between editions, or given in the other
//      script, still matches), with the age within AGE_SLACK of the expected shift;
//   3. the same without the house (a house renumbered), when exactly one voter fits;
//   4. the part and serial, where one side has no EPIC (a voter typed in by hand).
// A spelling that only changes the letters of a name (the same phonetic key) is noted as
// respelled, not as a correction: the elector's particulars did not change.
import { phoneticKey, nameWords } from './name-keys.ts';
import { addressKey } from './text-words.ts';

/** One elector as an edition (or the phone's current roll) has them. */
export type EditionVoter = {
  /** The record id, on the current side. */
  id?: string;
  voterId?: string;
  partNumber: number;
  serialNumber?: number;
  sectionNumber?: number;
  firstName?: string;
  lastName?: string;
  firstNameHi?: string;
  lastNameHi?: string;
  relation?: string;
  relationHi?: string;
  relationType?: string;
  gender?: string;
  age?: number;
  houseno?: string;
};

/** The particulars whose change is a correction (serial, part and section are the roll's order). */
export const COMPARED_FIELDS = [
  'voterId',
  'firstName',
  'lastName',
  'firstNameHi',
  'lastNameHi',
  'relation',
  'relationHi',
  'relationType',
  'gender',
  'age',
  'houseno',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** A name in its two scripts: its letters may change with no change of the person. */
const NAME_GROUPS: readonly (readonly ComparedField[])[] = [
  ['firstName', 'firstNameHi'],
  ['lastName', 'lastNameHi'],
  ['relation', 'relationHi'],
];
const GROUP_OF = new Map(NAME_GROUPS.flatMap((g) => g.map((f) => [f, g] as const)));

/** Years an age may differ from the expected shift and still be the same person. */
const AGE_SLACK = 1;

export type Place = { part: number; section: number | null };

type Pair = {
  before: EditionVoter;
  after: EditionVoter;
  /** Particulars that changed. */
  fields: ComparedField[];
  /** Names that changed their letters only. */
  respelled: ComparedField[];
  /** How the pair was found. */
  by: 'epic' | 'person' | 'name' | 'serial';
};

export type EditionChange =
  | (Pair & { kind: 'unchanged' | 'corrected' })
  | (Pair & { kind: 'moved'; from: Place; to: Place })
  | { kind: 'added'; after: EditionVoter }
  | { kind: 'deleted'; before: EditionVoter };

export type EditionKind = EditionChange['kind'];

export type EditionDiff = {
  changes: EditionChange[];
  counts: Record<EditionKind, number>;
};

const epicKey = (v: EditionVoter): string =>
  (v.voterId ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** The phonetic key of a name: its words' keys, in order (either script gives the same). */
function nameKey(...texts: (string | undefined)[]): string {
  const text = texts.find((t) => t?.trim());
  return nameWords(text)
    .map((w) => phoneticKey(w) || w)
    .join(' ');
}

const personName = (v: EditionVoter) =>
  nameKey(
    [v.firstName, v.lastName].filter(Boolean).join(' '),
    [v.firstNameHi, v.lastNameHi].filter(Boolean).join(' '),
  );
const relativeName = (v: EditionVoter) => nameKey(v.relation, v.relationHi);

const placeOf = (v: EditionVoter): Place => ({
  part: v.partNumber,
  section: typeof v.sectionNumber === 'number' ? v.sectionNumber : null,
});

function norm(field: ComparedField, v: EditionVoter): string {
  const value = v[field];
  if (value === undefined || value === null) return '';
  if (field === 'voterId') return epicKey(v);
  if (field === 'houseno') return addressKey(String(value));
  return String(value).trim().replace(/\s+/g, ' ');
}

/** A name group's phonetic key: the Latin spelling's, else the Devanagari one's. */
const groupKey = (group: readonly ComparedField[], v: EditionVoter) =>
  nameKey(...group.map((f) => norm(f, v)));

/**
 * What changed between two editions of one elector. A field the new edition leaves empty is
 * not given (a file without house numbers, an EPIC not read), not cleared. A name whose letters
 * changed with its phonetic key the same — respelled, or given in the other script — is noted
 * as respelled, not corrected.
 */
function compare(before: EditionVoter, after: EditionVoter, ageShift: number) {
  const fields: ComparedField[] = [];
  const respelled: ComparedField[] = [];
  for (const field of COMPARED_FIELDS) {
    if (field === 'age') {
      const a = before.age;
      const b = after.age;
      if (typeof b === 'number' && (typeof a !== 'number' || b - a !== ageShift))
        fields.push(field);
      continue;
    }
    // Most particulars are the same string in both editions: no need to normalise them.
    if (before[field] === after[field]) continue;
    const a = norm(field, before);
    const b = norm(field, after);
    if (!b || a === b) continue;
    const group = GROUP_OF.get(field);
    if (!group) {
      fields.push(field);
      continue;
    }
    // A name held before keeps its own sound (शिव → सिव, not शिव → मोहन); one given for the
    // first time (the other script) must sound as the name the voter already has.
    const sameSound = a
      ? nameKey(a) === nameKey(b)
      : groupKey(group, before) === groupKey(group, after);
    (sameSound ? respelled : fields).push(field);
  }
  return { fields, respelled };
}

function ageFits(before: EditionVoter, after: EditionVoter, ageShift: number): number {
  if (typeof before.age !== 'number' || typeof after.age !== 'number') return AGE_SLACK;
  return Math.abs(after.age - before.age - ageShift);
}

/**
 * Pair `after` rows with `before` voters by `key` (skipping empty keys): each row takes the
 * waiting voter whose age fits best; `unique` takes a row only when one voter fits.
 */
function matchByKey(
  before: EditionVoter[],
  after: EditionVoter[],
  key: (v: EditionVoter) => string,
  ageShift: number,
  unique: boolean,
): Matched {
  const waiting = new Map<string, EditionVoter[]>();
  for (const v of before) {
    const k = key(v);
    if (k) waiting.set(k, [...(waiting.get(k) ?? []), v]);
  }
  const pairs: [EditionVoter, EditionVoter][] = [];
  const taken = new Set<EditionVoter>();
  const left: EditionVoter[] = [];
  for (const row of after) {
    const k = key(row);
    const fits = (k ? (waiting.get(k) ?? []) : []).filter(
      (v) => !taken.has(v) && ageFits(v, row, ageShift) <= AGE_SLACK,
    );
    if (!fits.length || (unique && fits.length > 1)) {
      left.push(row);
      continue;
    }
    const best = fits.reduce((a, b) =>
      ageFits(b, row, ageShift) < ageFits(a, row, ageShift) ? b : a,
    );
    taken.add(best);
    pairs.push([best, row]);
  }
  return { pairs, before: before.filter((v) => !taken.has(v)), after: left };
}

type Matched = {
  pairs: [EditionVoter, EditionVoter][];
  before: EditionVoter[];
  after: EditionVoter[];
};

/** Pair by EPIC, whatever the age says (a corrected age is a correction); first come first. */
function matchByEpic(before: EditionVoter[], after: EditionVoter[]): Matched {
  const held = new Map<string, EditionVoter[]>();
  for (const v of before) {
    const k = epicKey(v);
    if (k) held.set(k, [...(held.get(k) ?? []), v]);
  }
  const pairs: [EditionVoter, EditionVoter][] = [];
  const used = new Set<EditionVoter>();
  const left: EditionVoter[] = [];
  for (const row of after) {
    const v = (held.get(epicKey(row)) ?? []).find((x) => !used.has(x));
    if (!v) {
      left.push(row);
      continue;
    }
    used.add(v);
    pairs.push([v, row]);
  }
  return { pairs, before: before.filter((v) => !used.has(v)), after: left };
}

/**
 * Last, by part and serial, only where one side has no EPIC (a voter typed in by hand before
 * the roll came, with its serial but little else): two different EPICs are two people.
 */
function matchBySerial(before: EditionVoter[], after: EditionVoter[]): Matched {
  const key = (v: EditionVoter) =>
    typeof v.serialNumber === 'number' ? `${v.partNumber}/${v.serialNumber}` : '';
  const held = new Map<string, EditionVoter>();
  for (const v of before) if (key(v)) held.set(key(v), v);
  const pairs: [EditionVoter, EditionVoter][] = [];
  const used = new Set<EditionVoter>();
  const left: EditionVoter[] = [];
  for (const row of after) {
    const v = held.get(key(row));
    if (v && !used.has(v) && (!epicKey(v) || !epicKey(row))) {
      used.add(v);
      pairs.push([v, row]);
    } else left.push(row);
  }
  return { pairs, before: before.filter((v) => !used.has(v)), after: left };
}

/**
 * Compare the voters held now (`before`, with their record ids) with a new edition (`after`).
 * `ageShift`: the years between the editions' qualifying dates (ages in the new edition are
 * expected that much higher; 0 for a draft and final roll of one revision).
 */
export function compareEditions(
  before: EditionVoter[],
  after: EditionVoter[],
  ageShift = 0,
): EditionDiff {
  const byEpic = matchByEpic(before, after);
  const person = (v: EditionVoter) => {
    const name = personName(v);
    return name ? `${name}|${relativeName(v)}|${norm('houseno', v)}` : '';
  };
  const byPerson = matchByKey(byEpic.before, byEpic.after, person, ageShift, false);
  const nameOnly = (v: EditionVoter) => {
    const name = personName(v);
    return name ? `${name}|${relativeName(v)}` : '';
  };
  const byName = matchByKey(byPerson.before, byPerson.after, nameOnly, ageShift, true);
  const bySerial = matchBySerial(byName.before, byName.after);

  const changes: EditionChange[] = [];
  const add = (pairs: [EditionVoter, EditionVoter][], by: Pair['by']) => {
    for (const [b, a] of pairs) {
      const { fields, respelled } = compare(b, a, ageShift);
      const from = placeOf(b);
      const to = placeOf(a);
      const pair = { before: b, after: a, fields, respelled, by };
      if (from.part !== to.part || from.section !== to.section)
        changes.push({ ...pair, kind: 'moved', from, to });
      else changes.push({ ...pair, kind: fields.length ? 'corrected' : 'unchanged' });
    }
  };
  add(byEpic.pairs, 'epic');
  add(byPerson.pairs, 'person');
  add(byName.pairs, 'name');
  add(bySerial.pairs, 'serial');
  for (const a of bySerial.after) changes.push({ kind: 'added', after: a });
  for (const b of bySerial.before) changes.push({ kind: 'deleted', before: b });

  const counts: Record<EditionKind, number> = {
    unchanged: 0,
    corrected: 0,
    moved: 0,
    added: 0,
    deleted: 0,
  };
  for (const c of changes) counts[c.kind]++;
  return { changes, counts };
}

/** A panna as serials of a part (domain/field-work.ts), before a new edition. */
export type PannaRange = {
  pannaId: string;
  partNumber: number;
  fromSerial: number;
  toSerial: number;
};

export type PannaRecut =
  /** Its voters keep their serials. */
  | { pannaId: string; kind: 'same' }
  /** Its voters now sit in this range, with no other panna's voter inside. */
  | {
      pannaId: string;
      kind: 'recut';
      partNumber: number;
      fromSerial: number;
      toSerial: number;
      lost: number;
      joined: number;
    }
  /** A person must look: its voters are gone from the part, or now mixed with another panna's. */
  | { pannaId: string; kind: 'flagged'; reason: 'empty' | 'mixed'; kept: number; lost: number };

/**
 * Where each panna's voters are in the new edition (issue 25: serials follow the new edition).
 * Voters deleted or moved to another part are lost to it; voters added inside its new range
 * join it; a range that now holds another panna's voter is flagged, never guessed.
 */
export function recutPannas(pannas: readonly PannaRange[], diff: EditionDiff): PannaRecut[] {
  const owner = (part: number, serial: number | undefined) =>
    serial === undefined
      ? undefined
      : pannas.find((p) => p.partNumber === part && serial >= p.fromSerial && serial <= p.toSerial);
  // Every row of the new edition by part: its serial and the panna its voter was in.
  const rows = new Map<number, { serial: number; from: PannaRange | undefined }[]>();
  const kept = new Map<PannaRange, number[]>();
  const lost = new Map<PannaRange, number>();
  for (const c of diff.changes) {
    const was = 'before' in c ? owner(c.before.partNumber, c.before.serialNumber) : undefined;
    if (c.kind === 'deleted') {
      if (was) lost.set(was, (lost.get(was) ?? 0) + 1);
      continue;
    }
    const { partNumber, serialNumber } = c.after;
    if (serialNumber === undefined) continue;
    const list = rows.get(partNumber) ?? [];
    list.push({ serial: serialNumber, from: was });
    rows.set(partNumber, list);
    if (!was) continue;
    if (partNumber === was.partNumber) kept.set(was, [...(kept.get(was) ?? []), serialNumber]);
    else lost.set(was, (lost.get(was) ?? 0) + 1);
  }
  return pannas.map((p) => {
    const serials = kept.get(p) ?? [];
    const gone = lost.get(p) ?? 0;
    if (!serials.length)
      return { pannaId: p.pannaId, kind: 'flagged', reason: 'empty', kept: 0, lost: gone };
    const fromSerial = serials.reduce((a, b) => Math.min(a, b));
    const toSerial = serials.reduce((a, b) => Math.max(a, b));
    const inside = (rows.get(p.partNumber) ?? []).filter(
      (r) => r.serial >= fromSerial && r.serial <= toSerial,
    );
    if (inside.some((r) => r.from && r.from !== p))
      return {
        pannaId: p.pannaId,
        kind: 'flagged',
        reason: 'mixed',
        kept: serials.length,
        lost: gone,
      };
    const joined = inside.filter((r) => !r.from).length;
    if (fromSerial === p.fromSerial && toSerial === p.toSerial && !gone && !joined)
      return { pannaId: p.pannaId, kind: 'same' };
    return {
      pannaId: p.pannaId,
      kind: 'recut',
      partNumber: p.partNumber,
      fromSerial,
      toSerial,
      lost: gone,
      joined,
    };
  });
}
