// Between a member record and the form: every field edited as text, the photo as a File.
// Names and districts fall back to the other record shape (see NameShape), so a booth member
// opened from the party Booth List shows its name split in two, and vice versa.
import type { MemberFields, MemberRecord } from '../../db/types.ts';
import { NUMBER_FIELDS, OPTIONAL_FIELDS } from '../../domain/member-schema.ts';
import type { TeamFieldId } from '../../domain/team-levels.ts';
import type { MemberPlace } from './use-member-place.ts';

export type MemberFormValues = Record<TeamFieldId, string> & {
  profileImage: File | null;
  /** The member's booth or area, picked by name; '' for none. */
  areaPath: string;
};

const EMPTY_TEXT: Record<TeamFieldId, string> = {
  name: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: '',
  designation: '',
  city: '',
  state: '',
  dist: '',
  district: '',
  assembly: '',
  address: '',
};
const TEXT_FIELDS = Object.keys(EMPTY_TEXT) as TeamFieldId[];

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The form's first values: the record's, or for a new member what the worker's own area
 * implies (`place`: their booth as the member's area, the state, district and assembly names).
 */
export function initialFormValues(record?: MemberRecord, place?: MemberPlace): MemberFormValues {
  // The photo input starts empty: the stored photo stays unless a new file is chosen.
  const values: MemberFormValues = { ...EMPTY_TEXT, profileImage: null, areaPath: '' };
  if (!record) {
    if (!place) return values;
    const { areaPath, state, district, assembly } = place;
    return { ...values, areaPath, state, district, dist: district, assembly };
  }
  values.areaPath = record.areaPath ?? '';
  for (const key of TEXT_FIELDS) values[key] = str(record[key]);
  const words = values.name.trim().split(/\s+/).filter(Boolean);
  if (!values.firstName && !values.lastName && words.length) {
    values.firstName = words[0] ?? '';
    values.lastName = words.slice(1).join(' ');
  }
  if (!values.name) values.name = [values.firstName, values.lastName].filter(Boolean).join(' ');
  values.district ||= values.dist;
  values.dist ||= values.district;
  return values;
}

/**
 * The record fields to write from a validated form (`cast` is the Yup output). A new record
 * gets every filled field; an edit only the fields the person changed (the specification's states: changed
 * fields are merged into the stored entry), so prefilled fallbacks are never written back.
 */
export function toMemberFields(
  fields: readonly TeamFieldId[],
  cast: Partial<Record<TeamFieldId, unknown>>,
  values: MemberFormValues,
  initial?: MemberFormValues,
): Partial<MemberFields> {
  const out: Partial<Record<TeamFieldId, string | number>> = {};
  for (const id of fields) {
    if (initial && values[id].trim() === initial[id].trim()) continue;
    const value = cast[id];
    if (NUMBER_FIELDS.includes(id) && typeof value === 'number') out[id] = value;
    else if (typeof value === 'string' && (value !== '' || initial)) out[id] = value;
    else if (OPTIONAL_FIELDS.includes(id) && initial) out[id] = '';
  }
  const area: Partial<MemberFields> =
    values.areaPath !== (initial?.areaPath ?? '') ? { areaPath: values.areaPath } : {};
  return { ...(out as Partial<MemberFields>), ...area };
}
