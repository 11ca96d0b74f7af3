// The voter search through its indexes: each typed word's alternatives are looked up by prefix
// in *searchKeys (keys only), the words' id sets intersected, and a query with a digit adds the
// voters whose *idKeys start with it. Only the matching records are then read.
import type { BoothDb } from '../../../db/database.ts';
import type { VoterRecord } from '../../../db/types.ts';
import type { SearchPlan } from '../../../domain/voter-search.ts';

async function wordIds(db: BoothDb, alternatives: string[]): Promise<Set<string>> {
  const keys = await db.voters.where('searchKeys').startsWithAnyOf(alternatives).primaryKeys();
  return new Set(keys);
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
