// The booth user's profile (the specification's fields) and its seven repeatable lists. One definition drives
// the server's storage, the PUT validation and the profile screen's list editors.
import { array, number, object, string } from 'yup';
import type { InferType, ObjectShape } from 'yup';
import { storedImageField } from './ids.ts';
import { MSG, trimmedString } from './validation.ts';

const text = (max = 200) => trimmedString().max(max, MSG.tooLong).default('');
const dateText = () =>
  trimmedString()
    .default('')
    .test('date', MSG.date, (v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v));
const optionalNumber = () =>
  number()
    .typeError(MSG.number)
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .min(0, MSG.number)
    .max(100000, MSG.number)
    .optional();

export const PROFILE_LISTS = {
  education: { std: text(), institute: text(), boardUniversity: text(), year: text(20) },
  professionalExp: {
    designation: text(),
    organization: text(),
    years: text(20),
    durationFrom: dateText(),
    durationTo: dateText(),
  },
  children: {
    name: text(),
    dob: dateText(),
    gender: string().oneOf(['', 'male', 'female', 'other'], MSG.oneOf).default(''),
    age: optionalNumber(),
  },
  positionHeld: {
    title: text(),
    designation: text(),
    state: text(),
    district: text(),
    durationFrom: dateText(),
    durationTo: dateText(),
  },
  electionContested: {
    electionName: text(),
    year: optionalNumber(),
    result: text(),
    state: text(),
    district: text(),
    assembly: text(),
  },
  publicRepresentativeDetails: {
    electionName: text(),
    year: optionalNumber(),
    result: text(),
    state: text(),
    district: text(),
    assembly: text(),
  },
  vehicle: {
    type: string().oneOf(['', 'Two', 'Four'], MSG.oneOf).default(''),
    count: optionalNumber(),
  },
} as const;

export type ProfileListName = keyof typeof PROFILE_LISTS;
export const PROFILE_LIST_NAMES = Object.keys(PROFILE_LISTS) as ProfileListName[];

/** Scalar profile fields in the order of the PUT payload (the specification's API calls). */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNo',
  'father',
  'mother',
  'email',
  'state',
  'citizenship',
  'district',
  'voterIdNo',
  'block',
  'assembly',
  'mandal',
  'boothNo',
  'pollingCenter',
  'dob',
  'married',
  'marriageAnniversary',
  'partyJoiningDate',
] as const;

const listSchema = <S extends ObjectShape>(shape: S) =>
  array(object(shape)).max(50, MSG.tooLong).default([]);

export const profileUpdateSchema = object({
  firstName: text(80).required(MSG.required),
  lastName: text(80),
  phoneNo: text(20),
  father: text(),
  mother: text(),
  /** Ignored on update: e-mail cannot be edited (the specification's roles). */
  email: text(254),
  state: text(),
  citizenship: text(),
  district: text(),
  voterIdNo: text(40),
  block: text(),
  assembly: text(),
  mandal: text(),
  boothNo: text(40),
  pollingCenter: text(),
  dob: dateText(),
  married: string().oneOf(['', 'Yes', 'No'], MSG.oneOf).default(''),
  marriageAnniversary: dateText(),
  partyJoiningDate: dateText(),
  education: listSchema(PROFILE_LISTS.education),
  professionalExp: listSchema(PROFILE_LISTS.professionalExp),
  children: listSchema(PROFILE_LISTS.children),
  positionHeld: listSchema(PROFILE_LISTS.positionHeld),
  electionContested: listSchema(PROFILE_LISTS.electionContested),
  publicRepresentativeDetails: listSchema(PROFILE_LISTS.publicRepresentativeDetails),
  vehicle: listSchema(PROFILE_LISTS.vehicle),
  profileImage: storedImageField().optional(),
});

export type ProfileUpdate = InferType<typeof profileUpdateSchema>;

/** The my-profile answer: the update fields plus identity. */
export type Profile = ProfileUpdate & {
  booth_id: string;
  role: 'admin' | 'worker';
  scope: string | null;
};
