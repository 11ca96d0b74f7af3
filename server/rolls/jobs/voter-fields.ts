// A roll row as voter fields, the way the phone's roll import writes them: names split at the
// last space, the relative's name in `relation`, the house number in `houseno`, the part's
// assembly, section and revision beside them. The English edition fills the Latin names, the
// Hindi edition the Devanagari ones (and, for a voter it creates, the plain ones too, as the
// phone's import of a Hindi roll does). A voter already stored gets a patch of roll fields
// only — never a field a worker entered (phone, leaning, survey answers). A date, number or
// code the sync schema would refuse is left out, never a reason to lose the voter.
import type { VoterFields } from '../../../src/domain/voter.ts';
import { hasDevanagari } from '../../../src/domain/devanagari-latin.ts';
import type { RollEdition, RollRowFields } from '../../../src/domain/roll-jobs.ts';
import { splitFullName } from '../../../src/domain/voter-csv.ts';
import { validateRecordFields } from '../../../src/domain/sync-records.ts';
import type { FieldErrors } from '../../../src/domain/validation.ts';
import { RELATION_TYPES } from '../../../src/domain/voter-roll.ts';
import type { PartInfo } from './store.ts';

export type PublishPart = {
  edition: RollEdition;
  assemblyNumber: number | null;
  assemblyName: string;
  partNumber: number;
  info: PartInfo;
};

export type PublishRow = { fields: RollRowFields; extra: VoterFields };

/** Fields a table may give beside the row's own that the roll import writes. */
const EXTRA_FIELDS = [
  'firstName',
  'lastName',
  'relation',
  'firstNameHi',
  'lastNameHi',
  'relationHi',
  'address',
  'district',
  'state',
  'rollEdition',
  'rollPublished',
  'dob',
] as const;

/** A real calendar day (2026-00-07 or 2026-02-30 is not one: a misread cover date). */
export function isRealDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

const whole = (v: unknown, min: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= 1_000_000;
const GENDERS: readonly unknown[] = ['Male', 'Female', 'Other'];
const RELATIONS: readonly unknown[] = RELATION_TYPES;

type Names = { first: string; last: string; relation: string };

function namesOf(row: PublishRow, edition: RollEdition): Names {
  const { fields, extra } = row;
  const [f, l] =
    edition === 'en' ? [extra.firstName, extra.lastName] : [extra.firstNameHi, extra.lastNameHi];
  // A table's own first and last name, unless a reviewer changed the name since.
  const given = [f, l].filter(Boolean).join(' ');
  const split =
    given && given === fields.name
      ? { firstName: f ?? '', lastName: l }
      : splitFullName(fields.name);
  return { first: split.firstName, last: split.lastName ?? '', relation: fields.relativeName };
}

const scriptFields = (edition: RollEdition, n: Names): VoterFields =>
  edition === 'en'
    ? { firstName: n.first, lastName: n.last, relation: n.relation }
    : { firstNameHi: n.first, lastNameHi: n.last, relationHi: n.relation };

/** The roll's identity of the voter: everything but the names. */
function identity(row: PublishRow, part: PublishPart): VoterFields {
  const { fields: r, extra } = row;
  const info = part.info;
  const out: VoterFields = { partNumber: part.partNumber };
  if (r.epic) out.voterId = r.epic;
  if (whole(r.serial, 1)) out.serialNumber = r.serial;
  if (whole(r.section, 0)) {
    out.sectionNumber = r.section;
    const name = info.sections?.find((s) => s.number === r.section)?.name;
    if (name) out.sectionName = name;
  }
  if (r.houseNumber) out.houseno = r.houseNumber;
  if (typeof r.age === 'number' && Number.isFinite(r.age)) out.age = r.age;
  if (GENDERS.includes(r.gender)) out.gender = r.gender!;
  if (RELATIONS.includes(r.relationType)) out.relationType = r.relationType!;
  if (whole(part.assemblyNumber, 0)) out.assemblyNumber = part.assemblyNumber;
  if (part.assemblyName) out.assemblyName = part.assemblyName;
  const district = info.district || extra.district;
  const state = info.state || extra.state;
  const revision = info.revision || extra.rollEdition;
  const published = info.publicationDate || extra.rollPublished;
  if (district) out.district = district;
  if (state) out.state = state;
  if (revision) out.rollEdition = revision;
  if (published && isRealDay(published)) out.rollPublished = published;
  if (r.deleted) out.rollDeleted = revision || published || 'deleted';
  if (extra.address) out.address = extra.address;
  if (extra.dob) out.dob = extra.dob;
  return out;
}

/** The other script's names a table gave beside this edition's (a Commission CSV has both). */
function otherScript(row: PublishRow, edition: RollEdition): VoterFields {
  const out: Record<string, string> = {};
  const keys = edition === 'en' ? ['firstNameHi', 'lastNameHi', 'relationHi'] : [];
  for (const k of keys) {
    const v = row.extra[k as (typeof EXTRA_FIELDS)[number]];
    if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}

/** A new voter from a row. */
export function newVoterFields(row: PublishRow, part: PublishPart): VoterFields {
  const names = namesOf(row, part.edition);
  return {
    ...identity(row, part),
    ...otherScript(row, part.edition),
    ...scriptFields(part.edition, names),
    // A Hindi roll's names are also the names lists show, until the English edition comes.
    ...(part.edition === 'hi' ? scriptFields('en', names) : {}),
  };
}

const isLatinName = (v: unknown) => typeof v === 'string' && v.trim() !== '' && !hasDevanagari(v);

/**
 * The patch for a stored voter this row matched, or null when nothing changes. A voter that
 * already has this edition's names (the same roll again) gets the roll's fields; a voter of the
 * other edition gets this script's names only.
 */
export function voterPatch(
  stored: Record<string, unknown>,
  row: PublishRow,
  part: PublishPart,
): VoterFields | null {
  const names = namesOf(row, part.edition);
  const sameEdition = part.edition === 'en' ? isLatinName(stored.firstName) : !!stored.firstNameHi;
  let patch: VoterFields = scriptFields(part.edition, names);
  if (sameEdition) {
    patch = { ...identity(row, part), ...patch };
    if (stored.rollDeleted && !row.fields.deleted) patch.rollDeleted = '';
  }
  // The plain names hold a Hindi roll's copy until the English edition brings the Latin ones;
  // a Hindi roll fills them only while they are empty.
  if (part.edition === 'hi' && !stored.firstName) Object.assign(patch, scriptFields('en', names));
  const changes = Object.entries(patch).filter(([k, v]) => stored[k] !== v);
  return changes.length ? (Object.fromEntries(changes) as VoterFields) : null;
}

export { EXTRA_FIELDS };

/** Voter fields that are a date, a number or a code: left out when the schema refuses them. */
const LEFT_OUT_WHEN_UNFIT = new Set([
  'rollPublished',
  'dob',
  'age',
  'gender',
  'relationType',
  'serialNumber',
  'sectionNumber',
  'assemblyNumber',
  'partNumber',
]);

/**
 * A voter's fields as the sync schema takes them: a date, number or code it refuses is left
 * out; anything else it refuses (a name too long to store) is an error for a person to mend.
 */
export function fitVoterFields(
  fields: Record<string, unknown>,
): { ok: true; fields: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const first = validateRecordFields('voters', fields);
  if (first.ok) return { ok: true, fields };
  const fitted = { ...fields };
  for (const key of Object.keys(first.fields)) if (LEFT_OUT_WHEN_UNFIT.has(key)) delete fitted[key];
  const second = validateRecordFields('voters', fitted);
  return second.ok ? { ok: true, fields: fitted } : { ok: false, errors: second.fields };
}
