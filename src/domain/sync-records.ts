// What the server accepts in a synced record's `fields`, per table. Lenient on purpose: known
// fields are typed (so a report filter never meets a number where it expects text), unknown
// fields pass through, and the whole record is size-limited. Form rules ("Required") stay in
// the screens' own schemas; a record that is valid here is storable, not necessarily complete.
import { array, boolean, number, object, string } from 'yup';
import type { ObjectShape } from 'yup';
import { areaRecordShape } from './areas.ts';
import { uuidField } from './ids.ts';
import { LEANINGS, VISIT_OUTCOMES } from './field-work.ts';
import { MAX_OFFICER_VOTES, TURNOUT_SLOTS } from './officer-turnout.ts';
import { CLAIM_FORMS, FOLLOW_UP_OUTCOMES } from './follow-ups.ts';
import { ASD_CATEGORIES } from './roll-status.ts';
import { RELATION_TYPES } from './voter-roll.ts';
import type { SyncFields, SyncTable } from './sync-protocol.ts';
import { SYNC_LIMITS } from './sync-protocol.ts';
import type { FastCheck } from './schema-fast-path.ts';
import { compileFastPath } from './schema-fast-path.ts';
import type { FieldErrors } from './validation.ts';
import { MSG, hasOnlyStorableText, validateKeepingUnknown } from './validation.ts';

// Re-exported from its old home, so code written against it here keeps working.
export { UUID_PATTERN } from './ids.ts';

/**
 * The field of each table that names who wrote the record. The server fills it from the
 * signed-in account whatever the phone sent (a phone could otherwise speak as anyone); the
 * phone shows its own name until the server's row comes back.
 */
export const AUTHOR_FIELDS: Partial<Record<SyncTable, string>> = {
  visits: 'by',
  voteMarks: 'by',
  pannas: 'by',
  officerTurnout: 'by',
  followUps: 'by',
  chatMessages: 'sender',
};

/** Envelope keys a client may echo inside `fields`; the server owns them and drops them. */
export const RESERVED_FIELDS = ['id', 'version', 'updatedAt', 'deleted', 'ownerId', 'table'];

const text = (max = 500) => string().max(max, MSG.tooLong).nullable().optional();
const num = () =>
  number()
    .typeError(MSG.number)
    .transform((v: unknown, orig: unknown) => (orig === '' ? null : v))
    .min(-1e12, MSG.number)
    .max(1e12, MSG.number)
    .nullable()
    .optional();
const texts = (max = 200) => array(string().max(max, MSG.tooLong)).max(500, MSG.tooLong);
/** A whole number from `min`; '' is no value, as in num(). */
const whole = (min: number) =>
  num().integer(MSG.number).min(min, MSG.number).max(1_000_000, MSG.number);
/** YYYY-MM-DD (or '', a cleared value); only regex tests, so the push's fast path still runs. */
const DAY = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/;

const person = {
  firstName: text(),
  lastName: text(),
  name: text(),
  email: text(254),
  phone: text(40),
  age: num(),
  address: text(1000),
  state: text(),
  dist: text(),
  district: text(),
  assembly: text(),
  city: text(),
  /** Uploaded photo URL (/api/files/:id) or a `file:` reference not yet uploaded. */
  profileImage: text(2000),
};

const voters = {
  ...person,
  /** The relative's name; relationType says who the relative is. */
  relation: text(),
  relationType: string()
    .oneOf([...RELATION_TYPES, ''], MSG.oneOf)
    .nullable()
    .optional(),
  firstNameHi: text(),
  lastNameHi: text(),
  relationHi: text(),
  gender: text(40),
  voterId: text(40),
  partNumber: num(),
  /** The roll's serial in the part (domain/voter-roll.ts). */
  serialNumber: whole(1),
  sectionNumber: whole(0),
  sectionName: text(),
  assemblyNumber: whole(0),
  assemblyName: text(),
  rollEdition: text(),
  rollPublished: string().matches(DAY, MSG.date).nullable().optional(),
  /** The roll revision that stamps the elector DELETED (server roll import). */
  rollDeleted: text(),
  /** Where the voter stands across revisions (roll-status.ts); the server writes these. */
  asd: string()
    .oneOf([...ASD_CATEGORIES, ''], MSG.oneOf)
    .nullable()
    .optional(),
  asdList: text(),
  rollMissingIn: text(),
  rollBack: text(),
  familySize: num(),
  area: text(),
  dob: text(40),
  education: text(),
  homeShifted: text(40),
  profession: text(),
  outside: text(40),
  labharthicenter: text(),
  labharthistate: text(),
  labharthicandidate: text(),
  approachqty: num(),
  approachreason: text(1000),
  candidatename: text(),
  party: text(),
  religion: text(),
  caste: text(),
  category: text(),
  alive: text(40),
  relativeName: text(),
  partRelative: text(),
  numberRelative: text(),
  houseno: text(),
};

const members = {
  ...person,
  level: text(40),
  status: string().oneOf(['active', 'disabled'], MSG.oneOf).nullable().optional(),
  designation: text(),
  createdOn: text(60),
  areaPath: text(400),
};

const chatGroups = {
  name: text(200),
  /** Display names, as the legacy app kept them and as typed for people without an account. */
  members: texts(),
  /** The accounts that see the group and its messages (the server adds the creator). */
  memberIds: array(uuidField()).max(500, MSG.tooLong),
  createdOn: text(60),
};

const chatMessages = {
  groupId: uuidField().nullable().optional(),
  sender: text(200),
  text: text(4000),
  sentAt: text(60),
  time: text(60),
};

const areas = areaRecordShape;

/** Field work (field-work.ts): a visit and a voted mark each name a voter and a time. */
const voterRef = () => uuidField().required(MSG.required);
/** A UTC time as toISOString writes it, this century: field entries are ordered by these strings. */
const ISO_UTC = /^20\d{2}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** A real calendar time: 2026-02-30 would be read as 2 March by JavaScript and refused by SQL. */
const isRealTime = (v: string): boolean => {
  const t = Date.parse(v);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 19) === v.slice(0, 19);
};
const isoTime = () =>
  string()
    .required(MSG.required)
    .matches(ISO_UTC, MSG.time)
    .test('time', MSG.time, (v) => v === undefined || isRealTime(v));

const visits = {
  voterId: voterRef(),
  outcome: string().oneOf(VISIT_OUTCOMES, MSG.oneOf).required(MSG.required),
  leaning: string().oneOf(LEANINGS, MSG.oneOf).nullable().optional(),
  issues: texts(60).max(20, MSG.tooLong).optional(),
  phone: text(40),
  note: text(1000),
  visitedAt: isoTime(),
  by: text(200),
};

/** The roll part a field entry names (a panna, an officer's figure, a follow-up). */
const partNumber = () =>
  number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(100_000, MSG.number)
    .required(MSG.required);

const serial = () =>
  number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(100_000, MSG.number)
    .required(MSG.required);

const pannas = {
  pannaId: voterRef(),
  partNumber: partNumber(),
  fromSerial: serial(),
  toSerial: serial().test('order', MSG.invalid, function (to) {
    const from = (this.parent as { fromSerial?: unknown }).fromSerial;
    return typeof from !== 'number' || to >= from;
  }),
  memberId: voterRef(),
  memberName: text(200),
  assignedAt: isoTime(),
  by: text(200),
  ended: boolean().typeError(MSG.invalid).nullable().optional(),
};

const voteMarks = {
  voterId: voterRef(),
  voted: boolean().typeError(MSG.invalid).required(MSG.required),
  markedAt: isoTime(),
  by: text(200),
  via: string().oneOf(['sms'], MSG.oneOf).nullable().optional(),
};

/** The officer's two-hourly figure for a part (officer-turnout.ts). */
const officerTurnout = {
  partNumber: partNumber(),
  slot: string().oneOf(TURNOUT_SLOTS, MSG.oneOf).required(MSG.required),
  votes: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(MAX_OFFICER_VOTES, MSG.number)
    .required(MSG.required),
  reportedAt: isoTime(),
  by: text(200),
};

/** A step in following up a supporter at risk, or a Form 7 objection (follow-ups.ts). */
const followUps = {
  voterId: voterRef(),
  partNumber: partNumber(),
  reached: boolean().typeError(MSG.invalid).required(MSG.required),
  outcome: string().oneOf(FOLLOW_UP_OUTCOMES, MSG.oneOf).nullable().optional(),
  shiftedTo: text(300),
  form: string().oneOf(CLAIM_FORMS, MSG.oneOf).nullable().optional(),
  formRef: text(60),
  formDate: string().matches(DAY, MSG.date).nullable().optional(),
  evidence: text(1000),
  note: text(1000),
  at: isoTime(),
  by: text(200),
};

const MAX_KEYS = 150;
const withinKeyLimit = (v: unknown) => !v || Object.keys(v).length <= MAX_KEYS;
const withinSizeLimit = (v: unknown) =>
  !v || JSON.stringify(v).length <= SYNC_LIMITS.maxRecordChars;

const recordSchema = (shape: ObjectShape) =>
  object(shape)
    .test('text', MSG.invalid, hasOnlyStorableText)
    .test('keys', MSG.tooLarge, withinKeyLimit)
    .test('size', MSG.tooLarge, withinSizeLimit);

export const RECORD_SCHEMAS = {
  voters: recordSchema(voters),
  members: recordSchema(members),
  chatGroups: recordSchema(chatGroups),
  chatMessages: recordSchema(chatMessages),
  areas: recordSchema(areas),
  visits: recordSchema(visits),
  voteMarks: recordSchema(voteMarks),
  pannas: recordSchema(pannas),
  officerTurnout: recordSchema(officerTurnout),
  followUps: recordSchema(followUps),
} satisfies Record<SyncTable, ReturnType<typeof recordSchema>>;

const FAST_PATHS = Object.fromEntries(
  Object.entries(RECORD_SCHEMAS).map(([table, schema]) => [
    table,
    compileFastPath(schema, {
      text: hasOnlyStorableText,
      keys: withinKeyLimit,
      size: withinSizeLimit,
    }),
  ]),
) as Record<SyncTable, FastCheck | null>;

/** Validate one record's fields for `table`; unknown keys are kept, reserved ones dropped. */
export function validateRecordFields(
  table: SyncTable,
  fields: SyncFields,
): { ok: true; value: SyncFields } | { ok: false; fields: FieldErrors } {
  const input: SyncFields = { ...fields };
  for (const key of RESERVED_FIELDS) delete input[key];
  if (FAST_PATHS[table]?.(input)) return { ok: true, value: input };
  const result = validateKeepingUnknown(RECORD_SCHEMAS[table], input);
  return result.ok ? { ok: true, value: result.value as SyncFields } : result;
}
