// Between a voter record and the form: every field edited as text. Numbers go back as numbers
// (the specification's validation rules: age, phone… are read as numbers; phone stays text so a leading 0 or + survives).
import type { VoterFields } from '../../../db/types.ts';
import type { VoterFormFieldId } from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS } from '../../../domain/voter-fields.ts';

export type VoterFormValues = Partial<Record<VoterFormFieldId, string>>;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A record's values, or for a new voter blanks and `defaults` (its report's subset). */
export function initialVoterValues(
  fields: readonly VoterFormFieldId[],
  record?: VoterFields,
  defaults: Partial<Record<string, string>> = {},
): VoterFormValues {
  const values: VoterFormValues = {};
  for (const id of fields) values[id] = record ? str(record[id]) : (defaults[id] ?? '');
  return values;
}

/**
 * The record fields to write from a validated form (`cast` is the Yup output). A new voter gets
 * every filled field; an edit only the fields the person changed (a cleared optional field is
 * stored as '', a cleared optional number as null, since the outbox drops undefined).
 */
export function toVoterFields(
  fields: readonly VoterFormFieldId[],
  cast: Partial<Record<VoterFormFieldId, unknown>>,
  values: VoterFormValues,
  initial?: VoterFormValues,
): Partial<VoterFields> {
  const out: Partial<Record<VoterFormFieldId, string | number | null>> = {};
  for (const id of fields) {
    if (initial && (values[id] ?? '').trim() === (initial[id] ?? '').trim()) continue;
    const value = cast[id];
    if (VOTER_FIELDS[id].kind === 'number') {
      // Only the roll's numbers (serial, section) are optional, so only they can be cleared.
      if (typeof value === 'number') out[id] = value;
      else if (initial) out[id] = null;
    } else if (typeof value === 'string' && (value !== '' || initial)) out[id] = value;
  }
  return out as Partial<VoterFields>;
}
