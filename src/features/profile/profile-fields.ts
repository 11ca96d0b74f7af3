// The profile screen's fields as data. The kind of each input (date, number, select and its
// options) is read from the shared Yup schema (src/domain/profile.ts), so the screen cannot
// drift from what the server validates; only the grouping into sections and the phone
// keyboard hints are decided here.
import type { AnySchema } from 'yup';
import type { FieldKind } from '../../components/form-fields/index.ts';
import { PROFILE_LISTS, profileUpdateSchema } from '../../domain/profile.ts';
import type { PROFILE_FIELDS, ProfileListName } from '../../domain/profile.ts';

export type ScalarField = (typeof PROFILE_FIELDS)[number];

export type InputKind =
  | { type: 'text'; kind: FieldKind }
  | { type: 'date' }
  | { type: 'number' }
  | { type: 'select'; options: readonly string[] };

/** The input a schema asks for; `kind` tunes the keyboard of a plain text field. */
export function inputKindOf(schema: AnySchema, kind: FieldKind = 'text'): InputKind {
  const d = schema.describe();
  if (d.type === 'number') return { type: 'number' };
  const options = d.oneOf.filter((v): v is string => typeof v === 'string' && v !== '');
  if (options.length > 0) return { type: 'select', options };
  if ('tests' in d && d.tests.some((test) => test.name === 'date')) return { type: 'date' };
  return { type: 'text', kind };
}

/** Phone keyboard and autofill per scalar field (the rest are plain text). */
const TEXT_KINDS: Partial<Record<ScalarField, FieldKind>> = {
  firstName: 'givenName',
  lastName: 'familyName',
  phoneNo: 'phone',
  email: 'email',
  father: 'name',
  mother: 'name',
  state: 'place',
  district: 'place',
  block: 'place',
  assembly: 'place',
  mandal: 'place',
  pollingCenter: 'place',
};

export type SectionId = 'basic' | 'family' | 'location' | 'dates';

/** The scalar fields by section, in the order they are shown (every PROFILE_FIELDS once). */
export const PROFILE_SECTIONS: readonly { id: SectionId; fields: readonly ScalarField[] }[] = [
  {
    id: 'basic',
    fields: ['firstName', 'lastName', 'phoneNo', 'email', 'voterIdNo', 'citizenship'],
  },
  { id: 'family', fields: ['father', 'mother', 'married'] },
  {
    id: 'location',
    fields: ['state', 'district', 'assembly', 'block', 'mandal', 'boothNo', 'pollingCenter'],
  },
  { id: 'dates', fields: ['dob', 'marriageAnniversary', 'partyJoiningDate'] },
];

export function scalarInput(field: ScalarField): InputKind {
  return inputKindOf(profileUpdateSchema.fields[field] as AnySchema, TEXT_KINDS[field]);
}

export type ListField = { name: string; input: InputKind };

/** The columns of one repeatable list, in the schema's order. */
export function listFields(list: ProfileListName): ListField[] {
  return Object.entries(PROFILE_LISTS[list]).map(([name, schema]) => ({
    name,
    input: inputKindOf(schema as AnySchema, 'text'),
  }));
}
