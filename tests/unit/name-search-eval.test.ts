// The voter search across scripts on a planted set (issue 43; tests/utils/search-eval): 2,000
// made-up voters loaded from the English roll, the Hindi roll or both, and 366 queries typed as
// workers type names — a roll's spelling or one changed by a family of variants, in Latin or
// Devanagari, each named family tried at least eight times, and the pairs the issue names. The
// voters' keys are the ones the phone stores (voterSearchKeys, db/derive.ts) and the test is the
// phone's own predicate (searchMatcher). Targets: recall ≥ 99 %, precision ≥ 98 %.
import { describe, expect, it } from 'vitest';
import { searchMatcher, voterSearchKeys } from '../../src/domain/voter-search.ts';
import {
  NAMED_FAMILIES,
  evaluate,
  familyQueries,
  namedPairQueries,
  plantedQueries,
  plantedVoters,
} from '../utils/search-eval/planted-set.ts';

const voters = plantedVoters(2000);
const queries = [
  ...plantedQueries(voters, 250),
  ...familyQueries(voters, 8),
  ...namedPairQueries(),
];
const rows = voters.map((v) => ({ ...v.fields, searchKeys: voterSearchKeys(v.fields) }));

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

describe('voter search on the planted set', () => {
  it('has at least 300 queries, every named family tried at least 8 times', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
    const tried = new Map<string, number>();
    for (const q of queries) for (const f of q.families) tried.set(f, (tried.get(f) ?? 0) + 1);
    for (const family of NAMED_FAMILIES)
      expect(tried.get(family) ?? 0, family).toBeGreaterThanOrEqual(8);
    // Both scripts are typed, and the set holds voters of each edition loaded.
    expect(queries.filter((q) => q.script === 'hindi').length).toBeGreaterThan(80);
    expect(
      voters.filter((v) => v.fields.firstNameHi && v.fields.firstName !== v.fields.firstNameHi)
        .length,
    ).toBeGreaterThan(600);
    expect(voters.filter((v) => !v.fields.firstNameHi).length).toBeGreaterThan(300);
  });

  it('finds ≥ 99 % of the voters meant and ≥ 98 % of what it finds is meant', () => {
    const started = performance.now();
    const figures = evaluate(voters, queries, (text) => {
      const test = searchMatcher(text);
      return (_, i) => !!test && test(rows[i]!);
    });
    console.info(
      `planted search set: ${figures.queries} queries over ${voters.length} voters — ` +
        `recall ${percent(figures.recall)}, precision ${percent(figures.precision)} (per query); ` +
        `pooled ${percent(figures.pooledRecall)} / ${percent(figures.pooledPrecision)}; ` +
        `${Math.round(performance.now() - started)} ms; worst: ${JSON.stringify(figures.worst.slice(0, 5))}`,
    );
    expect(figures.recall).toBeGreaterThanOrEqual(0.99);
    expect(figures.precision).toBeGreaterThanOrEqual(0.98);
  });

  it('finds the voters of the pairs the issue names, whichever edition was loaded', () => {
    for (const q of namedPairQueries()) {
      const test = searchMatcher(q.text)!;
      const meant = voters.flatMap((v, i) => (v.names.includes(q.names[0]!) ? [i] : []));
      expect(meant.length, q.text).toBeGreaterThan(5);
      const missed = meant.filter((i) => !test(rows[i]!));
      expect(
        missed.map((i) => rows[i]!.lastName ?? rows[i]!.firstName),
        q.text,
      ).toEqual([]);
    }
  });
});
