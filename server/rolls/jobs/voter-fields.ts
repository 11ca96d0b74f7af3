// A roll row as voter fields, the way the phone's roll import writes them: names split at the
// last space, the relative's name in `relation`, the house number in `houseno`, the part's
// assembly, section and revision beside them. The English edition fills the Latin names, the
// Hindi edition the Devanagari ones (and, for a voter it creates, the plain ones too, as the
// phone's import of a Hindi roll does). A voter already stored gets a patch of roll fields
// only — never a field a worker entered (phone, leaning, survey answers).
import type { VoterFields } from '../../../src/domain/voter.ts';
import { hasDevanagari } from '../../../src/domain/devanagari-latin.ts';
import type { RollEdition, RollRowFields } from '../../../src/domain/roll-jobs.ts';
import { splitFullName } from '../../../src/domain/voter-csv.ts';
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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  if (r.serial !== null) out.serialNumber = r.serial;
  if (r.section !== null) {
    out.sectionNumber = r.section;
    const name = info.sections?.find((s) => s.number === r.section)?.name;
    if (name) out.sectionName = name;
  }
  if (r.houseNumber) out.houseno = r.houseNumber;
  if (r.age !== null) out.age = r.age;
  if (r.gender) out.gender = r.gender;
  if (r.relationType) out.relationType = r.relationType;
  if (part.assemblyNumber !== null) out.assemblyNumber = part.assemblyNumber;
  if (part.assemblyName) out.assemblyName = part.assemblyName;
  const district = info.district || extra.district;
  const state = info.state || extra.state;
  const revision = info.revision || extra.rollEdition;
  const published = info.publicationDate || extra.rollPublished;
  if (district) out.district = district;
  if (state) out.state = state;
  if (revision) out.rollEdition = revision;
  if (published && DAY.test(published)) out.rollPublished = published;
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
