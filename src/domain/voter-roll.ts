// The roll's identity on a voter record: the serial in its part, the relation type, and the
// order every list of a part follows — the order of the printed roll (part, then serial), so a
// worker's "12/45" is the same voter on every phone, slip and panna. Voters typed in by hand
// often have no serial; they come after the serialled ones of their part, by record id, and a
// serial range (a panna) never covers them. Framework-free: the database, the screens, the
// import and the tests read the same rules.

/** Part number of a record; a record without one counts as part 0 (the specification's validation rules). */
export const partOf = (v: { partNumber?: number | null }): number =>
  typeof v.partNumber === 'number' && Number.isFinite(v.partNumber) ? v.partNumber : 0;

/** Who `relation` (the relative's name) is to the voter, as the roll says it. */
export const RELATION_TYPES = ['father', 'husband', 'mother', 'other'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** A serial as stored: a whole number ≥ 1 (null, 0, text or a fraction is no serial). */
export function serialOf(v: { serialNumber?: number | null }): number | null {
  const s = v.serialNumber;
  return typeof s === 'number' && Number.isInteger(s) && s >= 1 ? s : null;
}

/**
 * The sort key of "no serial": above every real serial, so those voters follow their part's
 * serialled ones. Finite, so the derived index field stays a plain number.
 */
export const NO_SERIAL = Number.MAX_SAFE_INTEGER;

/** The serial as an index key: the serial, or NO_SERIAL. */
export const serialKey = (v: { serialNumber?: number | null }): number => serialOf(v) ?? NO_SERIAL;

const byId = (a: { id?: string }, b: { id?: string }): number => {
  const x = a.id ?? '';
  const y = b.id ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
};

type RollPlace = { id?: string; partNumber?: number | null; serialNumber?: number | null };

/**
 * The roll order: part, then serial, then record id (which also orders voters without a
 * serial). The same order as the `[deleted+part+serial]` index (src/db/schema.ts), whose ties
 * IndexedDB breaks by primary key.
 */
export function rollOrder(a: RollPlace, b: RollPlace): number {
  return partOf(a) - partOf(b) || serialKey(a) - serialKey(b) || byId(a, b);
}

/** Relation types as rolls write them (English, the Commission's codes, Hindi), normalised. */
const RELATION_SPELLINGS: Record<string, RelationType> = {
  father: 'father',
  f: 'father',
  fthr: 'father',
  's o': 'father',
  'd o': 'father',
  पिता: 'father',
  husband: 'husband',
  h: 'husband',
  hsbn: 'husband',
  'w o': 'husband',
  पति: 'husband',
  mother: 'mother',
  m: 'mother',
  mthr: 'mother',
  माता: 'mother',
  मां: 'mother',
  other: 'other',
  o: 'other',
  othr: 'other',
  guardian: 'other',
  अन्य: 'other',
};

/** father / husband / mother / other for the spellings rolls use (F, HSBN, पति, S/O …), else null. */
export function normaliseRelationType(value: string): RelationType | null {
  const key = value
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  return RELATION_SPELLINGS[key] ?? null;
}
