// Between the stored profile and the edit form: inputs hold text (a number field being typed
// is "3" or "3a" until the schema judges it), the PUT body holds what the schema casts.
import { PROFILE_FIELDS, PROFILE_LISTS, PROFILE_LIST_NAMES } from '../../domain/profile.ts';
import type { Profile, ProfileListName, ProfileUpdate } from '../../domain/profile.ts';
import type { ScalarField } from './profile-fields.ts';

export type ProfileRow = Record<string, string>;
export type ProfileFormValues = Record<ScalarField, string> &
  Record<ProfileListName, ProfileRow[]> & {
    /** A newly chosen photo; null keeps the stored one. */
    photo: File | null;
  };

const asText = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v as number);

/** One empty row of a list: every column present, so every input is controlled. */
export function emptyRow(list: ProfileListName): ProfileRow {
  return Object.fromEntries(Object.keys(PROFILE_LISTS[list]).map((f) => [f, '']));
}

/** A row counts as started once any of its fields holds something besides spaces. */
export const rowFilled = (row: ProfileRow): boolean =>
  Object.values(row).some((v) => asText(v).trim() !== '');

export function toFormValues(profile: Partial<Profile>): ProfileFormValues {
  const values: Record<string, unknown> = {};
  for (const f of PROFILE_FIELDS) values[f] = asText(profile[f]);
  for (const list of PROFILE_LIST_NAMES) {
    const rows = (profile[list] ?? []) as Record<string, unknown>[];
    values[list] = rows.map((row) => {
      const out = emptyRow(list);
      for (const key of Object.keys(out)) out[key] = asText(row[key]);
      return out;
    });
  }
  values.photo = null;
  return values as ProfileFormValues;
}

/** The profile after an update; e-mail is never changed by one (the server ignores it too). */
export function applyUpdate(profile: Profile, update: Partial<ProfileUpdate>): Profile {
  return { ...profile, ...update, email: profile.email };
}
