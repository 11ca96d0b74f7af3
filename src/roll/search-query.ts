// The voter search: each typed word's alternatives are looked up by prefix in *searchKeys, the
// words' matches intersected, and a query with a digit adds the voters whose *idKeys start with
// it. In memory over the roll's keys once they are read (searchInOrder), through the indexes
// (keys only) until then. Only the records of the page shown are read.
import type { BoothDb } from '../db/database.ts';
import type { VoterRecord } from '../db/types.ts';
import type { SearchPlan } from '../domain/voter-search.ts';
import { hasRollFiles, votersById } from '../db/roll-files.ts';
import { listOrderSettled, partSpan } from './list-order.ts';
import type { ListOrder } from './list-order.ts';
import { eachWithPrefix } from './roll-keys.ts';

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
  // The roll's part files have no index (src/db/roll-files.ts): search the keys in memory.
  if (await hasRollFiles(db))
    return searchInOrder(await listOrderSettled(db), plan, -Infinity, Infinity);
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
  const rows = await votersById(db, ids);
  return rows.filter((v): v is VoterRecord => v !== undefined && !v.deleted);
}

/**
 * The live voters a plan matches in parts lo…hi, as ids in list order, from the keys in
 * memory. `seen[p] === w` marks position p as matching the first w words: each word raises
 * the mark of the positions that matched all before it, so the intersection needs no sets.
 */
export function searchInOrder(
  order: ListOrder,
  plan: SearchPlan,
  lo: number,
  hi: number,
): string[] {
  const [from, to] = partSpan(order, lo, hi);
  const seen = new Uint16Array(order.ids.length);
  const found: number[] = [];
  const words = plan.words;
  words.forEach((alternatives, w) => {
    const last = w === words.length - 1;
    for (const alt of alternatives)
      eachWithPrefix(order.search, alt, (positions) => {
        for (const p of positions) {
          if (p < from || p >= to || seen[p] !== w) continue;
          seen[p] = w + 1;
          if (last) found.push(p);
        }
      });
  });
  if (plan.idPrefix) {
    // Id or phone matches join whatever the words matched (marked past every word).
    const done = words.length + 1;
    eachWithPrefix(order.idKeys, plan.idPrefix, (positions) => {
      for (const p of positions) {
        const already = seen[p] === done || (words.length > 0 && seen[p] === words.length);
        if (p < from || p >= to || already) continue;
        seen[p] = done;
        found.push(p);
      }
    });
  }
  // A typed array sorts numbers natively, several times faster than Array#sort with a comparator.
  return Array.from(Int32Array.from(found).sort(), (p) => order.ids[p]!);
}
