// The exact-match select filters (the specification's validation rules "Dropdown filters need an exact match") as index
// keys: each live voter carries one [field, value, part, serial] entry per filled field in a
// multiEntry index, so "part range + one select" is a single key range in list order (part,
// then serial, then id: domain/voter-roll.ts), and its count needs no record read. Written here, in the domain, so the filters and the database
// derive the same value.
import type { VoterFields } from './voter.ts';
import { rollStatusOf } from './roll-status.ts';

/** Fields with an exact-match filter, plus the birthday month and the normalised gender. */
export const FACET_FIELDS = [
  'gender',
  'religion',
  'area',
  'category',
  'party',
  'alive',
  'education',
  'homeShifted',
  'profession',
  'outside',
  'labharthicenter',
  'labharthistate',
  'labharthicandidate',
  'approachreason',
  'candidatename',
  'dobMonth',
  /** Derived: cut, on the ASD list, or back (roll-status.ts), for follow-ups and reports. */
  'rollStatus',
] as const;

export type FacetField = (typeof FACET_FIELDS)[number];

/**
 * One index entry: field, value as the filter compares it, part (0 when missing), serial key
 * (NO_SERIAL when missing).
 */
export type FacetKey = [FacetField, string | number, number, number];

/** A select value as the filters compare it: trimmed text. */
export const facetText = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** Gender as the filter compares it: case-insensitive, and the old forms' M/F. */
export function normalGender(g: string): string {
  const lower = g.trim().toLowerCase();
  return lower === 'm' ? 'male' : lower === 'f' ? 'female' : lower;
}

/** The facet entries of a live voter (a tombstone has none, so no facet range sees it). */
export function voterFacets(
  f: VoterFields & { dobMonth?: number },
  part: number,
  serial: number,
): FacetKey[] {
  const out: FacetKey[] = [];
  for (const field of FACET_FIELDS) {
    if (field === 'dobMonth') {
      if (typeof f.dobMonth === 'number') out.push([field, f.dobMonth, part, serial]);
      continue;
    }
    if (field === 'rollStatus') {
      const status = rollStatusOf(f);
      if (status) out.push([field, status, part, serial]);
      continue;
    }
    const raw = facetText((f as Record<string, unknown>)[field]);
    const value = field === 'gender' ? normalGender(raw) : raw;
    if (value) out.push([field, value, part, serial]);
  }
  return out;
}
