// Voter Search (the specification's validation rules) as word prefixes over phonetic keys, so "Sharma" finds शर्मा and the
// reverse: every typed word must start some name, relation or address key of the voter (as
// written or phonetic, in either script), or the whole query must start its voter id or phone. The same keys are
// stored in the `*searchKeys` and `*idKeys` indexes, so the query engine and this predicate
// agree by construction. (The spec's substring match cannot use an index; see docs/spec-differences.md.)
import type { VoterFields } from './voter.ts';
import {
  idQueryKey,
  idSearchKeys,
  nameSearchKeys,
  nameWords,
  phoneticKeys,
  prefixKeys,
} from './name-keys.ts';

/** One typed word's alternatives (as typed, phonetic key, key of an unfinished word). */
export type SearchPlan = { words: string[][]; idPrefix: string };

/** How a query is looked up; null when it has no word and no digit (no filter). */
export function searchPlan(query: string): SearchPlan | null {
  const words = nameWords(query).map((w) => {
    // A word with a digit (house number, id) is matched as typed: no phonetic key fits it.
    if (/\d/.test(w)) return [w];
    return [...new Set([w, ...phoneticKeys(w), ...prefixKeys(w)])];
  });
  const idPrefix = idQueryKey(query);
  return words.length || idPrefix ? { words, idPrefix } : null;
}

type SearchableRow = VoterFields & { searchKeys?: string[]; idKeys?: string[] };

/**
 * A voter's `*searchKeys` (db/derive.ts): the words and phonetic keys of the name, relative and
 * address, in both scripts, so a voter loaded from the English and the Hindi roll is found by
 * either spelling, and one loaded from one roll by the other script's.
 */
export function voterSearchKeys(f: VoterFields): string[] {
  return nameSearchKeys(
    f.firstName,
    f.lastName,
    f.relation,
    f.address,
    f.firstNameHi,
    f.lastNameHi,
    f.relationHi,
  );
}

/** The stored keys of a row, or the same keys computed for a row that has none. */
function rowKeys(row: SearchableRow): { names: string[]; ids: string[] } {
  return {
    names: row.searchKeys ?? voterSearchKeys(row),
    ids: row.idKeys ?? idSearchKeys(row.voterId, row.phone),
  };
}

const startsAny = (keys: readonly string[], prefixes: readonly string[]): boolean =>
  keys.some((k) => prefixes.some((p) => k.startsWith(p)));

/** The search as a test on one row; null for a blank query. */
export function searchMatcher(query: string): ((row: SearchableRow) => boolean) | null {
  const plan = searchPlan(query);
  if (!plan) return null;
  return (row) => {
    const { names, ids } = rowKeys(row);
    if (plan.idPrefix && ids.some((k) => k.startsWith(plan.idPrefix))) return true;
    return plan.words.length > 0 && plan.words.every((alts) => startsAny(names, alts));
  };
}
