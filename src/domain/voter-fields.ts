// The voter form fields and table columns as catalogs (docs/recipes.md): report definitions
// (voter-reports.ts) list ids only, so a label, an option list or a cell reader is written once.
// Framework-free: the screen, the server and the tests read the same lists.
import type { VoterFields } from './voter.ts';
import type { OptionListId } from './settings.ts';
import type { RelationType } from './voter-roll.ts';
import { serialOf } from './voter-roll.ts';

export type VoterFieldId = keyof VoterFields;
export type VoterFieldKind = 'text' | 'number' | 'select' | 'date' | 'phone';

/**
 * Fixed select options as i18n id → stored value. Religion, caste, category and the three
 * beneficiary scheme lists are the admin's to edit instead (domain/settings.ts). The stored values are the spec's own spellings
 * (the specification's fields), so legacy records match the dropdown filters exactly; labels live under
 * voters.options.<optionsId>.<id>.
 */
export const VOTER_OPTIONS = {
  gender: { male: 'Male', female: 'Female', other: 'Other' },
  education: {
    uneducated: 'Uneducated',
    tenth: '10th',
    twelfth: '12th',
    undergraduate: 'Undergraduate',
    graduate: 'Graduate',
    postGraduate: 'Post Graduate',
    phd: 'PHD',
    other: 'Other',
  },
  profession: {
    student: 'Student',
    unemployed: 'Unemployed',
    selfEmployed: 'Self Employed',
    farmer: 'Farmer',
    teacher: 'Teacher',
    govtForces: 'Govt Forces',
    jobPvtSector: 'Job Pvt Sector',
    jobGovtSector: 'Job Govt Sector',
    policeOfficer: 'Police officer',
    dentist: 'Dentist',
    doctor: 'Doctor',
    journalist: 'Journalist',
    caAccount: 'CA / Account',
    advocates: 'Advocates',
    engineer: 'Engineer',
    localMarketBusiness: 'Local Market Business',
    corporateBusiness: 'Corporate Business',
    schoolOwner: 'School Owner',
    hospitalOwner: 'Hospital Owner',
    multipleBusiness: 'Multiple Business',
    barberSalon: 'Barber Salon',
    drivingWorkBusiness: 'Driving Work Business',
    gigWorker: 'GIG WORKER',
    dailyMazdoor: 'Daily Mazdoor',
    localMarketWorker: 'Local Market Worker',
    other: 'Other',
  },
  homeShifted: { no: 'No', yes: 'Yes' },
  outside: { yes: 'Yes', no: 'No' },
  party: {
    bjp: 'Bharatiya Janata Party',
    inc: 'Indian National Congress',
    cpim: 'Communist Party of India(Marxist)',
    cpi: 'Communist Party of India',
    bsp: 'Bahujan Samaj Party',
    aitc: 'All India Trinamool Congress',
    ncp: 'Nationalist Congress Party',
    npp: 'National People’s Party',
    aap: 'Aam Aadmi Party',
  },
  alive: { alive: 'Alive', dead: 'Dead' },
  // Stored as the ids themselves (voter-roll.ts RELATION_TYPES).
  relationType: {
    father: 'father',
    husband: 'husband',
    mother: 'mother',
    other: 'other',
  } satisfies Record<RelationType, RelationType>,
} as const satisfies Record<string, Record<string, string>>;

export type VoterOptionsId = keyof typeof VOTER_OPTIONS;

export type VoterFieldDef = {
  id: VoterFieldId;
  /** i18n key of the form label. */
  labelKey: `voters.fields.${VoterFieldId}`;
  kind: VoterFieldKind;
  /** The fixed option list of a select. */
  options?: VoterOptionsId;
  /**
   * The admin's list (domain/settings.ts): a select's choices, or a text field's suggestions
   * (caste: many and local, so a typed one is taken too).
   */
  list?: OptionListId;
};

const field = (id: VoterFieldId, kind: VoterFieldKind, options?: VoterOptionsId): VoterFieldDef =>
  options
    ? { id, labelKey: `voters.fields.${id}`, kind, options }
    : { id, labelKey: `voters.fields.${id}`, kind };

const listField = (
  id: VoterFieldId,
  kind: 'select' | 'text',
  list: OptionListId,
): VoterFieldDef => ({
  id,
  labelKey: `voters.fields.${id}`,
  kind,
  list,
});

/** Every field a voter form can show, in the forms' (and the profile card's) order. */
export const VOTER_FIELDS = {
  firstName: field('firstName', 'text'),
  lastName: field('lastName', 'text'),
  firstNameHi: field('firstNameHi', 'text'),
  lastNameHi: field('lastNameHi', 'text'),
  relation: field('relation', 'text'),
  relationType: field('relationType', 'select', 'relationType'),
  relationHi: field('relationHi', 'text'),
  gender: field('gender', 'select', 'gender'),
  age: field('age', 'number'),
  phone: field('phone', 'phone'),
  voterId: field('voterId', 'text'),
  partNumber: field('partNumber', 'number'),
  serialNumber: field('serialNumber', 'number'),
  sectionNumber: field('sectionNumber', 'number'),
  sectionName: field('sectionName', 'text'),
  address: field('address', 'text'),
  assembly: field('assembly', 'text'),
  assemblyNumber: field('assemblyNumber', 'number'),
  district: field('district', 'text'),
  rollEdition: field('rollEdition', 'text'),
  rollPublished: field('rollPublished', 'date'),
  houseno: field('houseno', 'text'),
  familySize: field('familySize', 'number'),
  area: field('area', 'text'),
  dob: field('dob', 'date'),
  education: field('education', 'select', 'education'),
  homeShifted: field('homeShifted', 'select', 'homeShifted'),
  profession: field('profession', 'select', 'profession'),
  outside: field('outside', 'select', 'outside'),
  labharthicenter: listField('labharthicenter', 'select', 'labharthicenter'),
  labharthistate: listField('labharthistate', 'select', 'labharthistate'),
  labharthicandidate: listField('labharthicandidate', 'select', 'labharthicandidate'),
  approachqty: field('approachqty', 'number'),
  approachreason: field('approachreason', 'text'),
  candidatename: field('candidatename', 'text'),
  party: field('party', 'select', 'party'),
  religion: listField('religion', 'select', 'religion'),
  caste: listField('caste', 'text', 'caste'),
  category: listField('category', 'select', 'category'),
  alive: field('alive', 'select', 'alive'),
  relativeName: field('relativeName', 'text'),
  partRelative: field('partRelative', 'text'),
  numberRelative: field('numberRelative', 'text'),
} as const satisfies Partial<Record<VoterFieldId, VoterFieldDef>>;

export type VoterFormFieldId = keyof typeof VOTER_FIELDS;

/** The fields every voter form starts with (the specification's fields "Voter (candidate) record"). */
export const BASE_VOTER_FIELDS = [
  'firstName',
  'lastName',
  'relation',
  'gender',
  'age',
  'phone',
  'voterId',
  'partNumber',
  'address',
] as const satisfies readonly VoterFormFieldId[];

/**
 * The roll's fields every voter form shows after the base fields, never required: a voter
 * typed in by hand has no serial or section, and works without them (domain/voter-roll.ts).
 */
export const ROLL_FORM_FIELDS = [
  'relationType',
  'serialNumber',
  'sectionNumber',
  'sectionName',
] as const satisfies readonly VoterFormFieldId[];

/** i18n key naming the relative by the relation type: "Father's name" …, else the roll's "Father/Husband Name". */
export function relativeLabelKey(type: unknown): `voters.relative.${RelationType | 'unknown'}` {
  const known = Object.values(VOTER_OPTIONS.relationType) as readonly unknown[];
  return known.includes(type)
    ? `voters.relative.${type as RelationType}`
    : 'voters.relative.unknown';
}

/** Stored values of an option list, in display order. */
export function optionValues(id: VoterOptionsId): string[] {
  return Object.values(VOTER_OPTIONS[id]);
}

/** The i18n key of a stored option value, or undefined for a value outside the list. */
export function optionLabelKey(id: VoterOptionsId, value: string): string | undefined {
  const entry = Object.entries(VOTER_OPTIONS[id]).find(([, v]) => v === value);
  return entry ? `voters.options.${id}.${entry[0]}` : undefined;
}

// ---------------------------------------------------------------------------------------------
// Columns

/** A plain cell value; undefined, null and '' show the missing mark ("-"). */
export type VoterCellValue = string | number | null | undefined;

/** Where a column goes on a phone card; the same places as the shared DataTable's CardPlace. */
export type VoterCardPlace = 'title' | 'field' | 'hidden';

export type VoterColumn<Row> = {
  id: string;
  /** i18n key of the header (and of the label on a phone card). */
  titleKey: `voters.columns.${string}`;
  /** The cell value; `rowNumber` is 1-based across pages (the Sl. column). */
  read: (row: Row, rowNumber: number) => VoterCellValue;
  /** Shown as a phone number link. */
  phone?: boolean;
  /** Place on a phone card; default 'field'. */
  card?: VoterCardPlace;
};

/** First and last name joined (the specification's screens "Name (first and last joined)"). */
export function voterFullName(v: Pick<VoterFields, 'firstName' | 'lastName'>): string {
  return [v.firstName, v.lastName]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** A column whose header key is voters.columns.<id>. */
export const voterColumn = <Row>(
  id: string,
  read: VoterColumn<Row>['read'],
  extra: Partial<Pick<VoterColumn<Row>, 'phone' | 'card'>> = {},
): VoterColumn<Row> => ({ id, titleKey: `voters.columns.${id}`, read, ...extra });

/** A row number (the surname report's rows are no voter, so they have no roll serial). */
const sl = voterColumn<unknown>('sl', (_, n) => n, { card: 'hidden' });

/**
 * The voter's serial on the roll, read out at the door and at the booth; a row that stands for
 * a voter (a household's head) carries that voter's. "-" for a voter without one.
 */
const serial = voterColumn<Pick<VoterFields, 'serialNumber'>>('serial', (v) => serialOf(v));

/** Columns over voter records (the 'list' reports, family head and double voter). */
export const VOTER_COLUMNS = {
  sl,
  serial,
  name: voterColumn<VoterFields>('name', voterFullName, { card: 'title' }),
  relation: voterColumn<VoterFields>('relation', (v) => v.relation),
  gender: voterColumn<VoterFields>('gender', (v) => v.gender),
  age: voterColumn<VoterFields>('age', (v) => v.age),
  phone: voterColumn<VoterFields>('phone', (v) => v.phone, { phone: true }),
  voterId: voterColumn<VoterFields>('voterId', (v) => v.voterId),
  part: voterColumn<VoterFields>('part', (v) => v.partNumber),
  address: voterColumn<VoterFields>('address', (v) => v.address),
  familySize: voterColumn<VoterFields>('familySize', (v) => v.familySize),
  dob: voterColumn<VoterFields>('dob', (v) => v.dob),
  education: voterColumn<VoterFields>('education', (v) => v.education),
  homeShifted: voterColumn<VoterFields>('homeShifted', (v) => v.homeShifted),
  profession: voterColumn<VoterFields>('profession', (v) => v.profession),
  outside: voterColumn<VoterFields>('outside', (v) => v.outside),
  labharthicenter: voterColumn<VoterFields>('labharthicenter', (v) => v.labharthicenter),
  labharthistate: voterColumn<VoterFields>('labharthistate', (v) => v.labharthistate),
  labharthicandidate: voterColumn<VoterFields>('labharthicandidate', (v) => v.labharthicandidate),
  approachqty: voterColumn<VoterFields>('approachqty', (v) => v.approachqty),
  approachreason: voterColumn<VoterFields>('approachreason', (v) => v.approachreason),
  candidatename: voterColumn<VoterFields>('candidatename', (v) => v.candidatename),
  party: voterColumn<VoterFields>('party', (v) => v.party),
  religion: voterColumn<VoterFields>('religion', (v) => v.religion),
  caste: voterColumn<VoterFields>('caste', (v) => v.caste),
  area: voterColumn<VoterFields>('area', (v) => v.area),
  category: voterColumn<VoterFields>('category', (v) => v.category),
  alive: voterColumn<VoterFields>('alive', (v) => v.alive),
  assembly: voterColumn<VoterFields>('assembly', (v) => v.assembly),
} as const satisfies Record<string, VoterColumn<VoterFields>>;

export type VoterColumnId = keyof typeof VOTER_COLUMNS;

/**
 * The specification's screens "Common table columns" (Age included; definitions drop it where
 * the spec does), with the roll's serial where the spec has a row number "Sl."
 * (docs/spec-differences.md).
 */
export const COMMON_VOTER_COLUMNS = [
  'serial',
  'name',
  'relation',
  'gender',
  'age',
  'phone',
  'voterId',
  'part',
  'address',
] as const satisfies readonly VoterColumnId[];
