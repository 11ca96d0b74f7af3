// The voter search through its indexes: each typed word's alternatives are looked up by prefix
// in *searchKeys (keys only), the words' id sets intersected, and a query with a digit adds the
// voters whose *idKeys start with it. Only the matching records are then read.
import type { BoothDb } from '../../../db/database.ts';
import type { VoterRecord } from '../../../db/types.ts';
import type { SearchPlan } from '../../../domain/voter-search.ts';

async function wordIds(db: BoothDb, alternatives: string[]): Promise<Set<string>> {
  // One keys-only request per alternative, all in flight: startsWithAnyOf walks one cursor
  // across the ranges, a round trip per step batch, several times slower for a common surname.
  // An alternative that another one is a prefix of adds nothing (phoneticKey vs phoneticPrefix).
  const needed = alternatives.filter(
    (alt) => !alternatives.some((other) => other !== alt && alt.startsWith(other)),
  );
  const perKey = await Promise.all(
    needed.map((alt) => db.voters.where('searchKeys').startsWith(alt).primaryKeys()),
  );
  const ids = new Set<string>();
  for (const keys of perKey) for (const id of keys) ids.add(id);
  return ids;
}

/** Ids of the voters a search plan matches (live or not; the caller filters). */
export async function searchIds(db: BoothDb, plan: SearchPlan): Promise<string[]> {
  const [idMatches, ...perWord] = await Promise.all([
    plan.idPrefix
      ? db.voters.where('idKeys').startsWith(plan.idPrefix).primaryKeys()
      : Promise.resolve([] as string[]),
    ...plan.words.map((alts) => wordIds(db, alts)),
  ]);
  const out = new Set(idMatches);
  if (perWord.length) {
    // Smallest set first: the intersection never grows.
    perWord.sort((a, b) => a.size - b.size);
    const [first, ...rest] = perWord;
    for (const id of first!) if (rest.every((s) => s.has(id))) out.add(id);
  }
  return [...out];
}

/** The live records of a search, in no particular order. */
export async function searchVoters(db: BoothDb, plan: SearchPlan): Promise<VoterRecord[]> {
  const ids = await searchIds(db, plan);
  const rows = await db.voters.bulkGet(ids);
  return rows.filter((v): v is VoterRecord => v !== undefined && !v.deleted);
}
