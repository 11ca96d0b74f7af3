// Computed reports (address-wise, surname, family, family head, family labels, double voter)
// from the voters of the part range only, plus — where a row depends on voters outside it —
// those voters found through an index: the twins of each possible double voter (dupKey). A
// household lies within one part (domain/households.ts), so the range holds it whole. The
// result equals reportRows over the whole roll and is cached, so paging does not compute it
// again.
import type { BoothDb } from '../db/database.ts';
import type { VoterRecord } from '../db/types.ts';
import type { FilterRow, FilterValues } from '../domain/voter-filters.ts';
import type { VoterReportDef } from '../domain/voter-reports.ts';
import { reportRows } from '../domain/voter-reports.ts';
import { isBounded, partBounds, partRange, rangeRows } from './query-plan.ts';
import { doubleVoterIds } from './double-voters.ts';
import { readyListOrder } from './list-order.ts';
import { cached } from './result-cache.ts';
import { positionsOf } from './roll-keys.ts';

type Related = 'dupKey' | null;

/** Which index brings in the voters outside the parts that a kind's rows depend on. */
function relatedIndex(kind: VoterReportDef['kind']): Related {
  switch (kind) {
    case 'doubleVoter':
      return 'dupKey';
    // Keyed by part (a household too): the range holds every voter their rows count.
    case 'family':
    case 'familyHead':
    case 'familyLabels':
    case 'addressWise':
    case 'surname':
    case 'list':
      return null;
    default: {
      const never: never = kind;
      throw new Error(`Unknown report kind ${String(never)}`);
    }
  }
}

const byId = (a: VoterRecord, b: VoterRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The ids of the voters holding any of `keys` in the related index. Ids first: most related
 * voters are in the range already and are not read again. From the keys in memory when they
 * are in (list-order.ts); else one keys-only request a value, all in flight at once (Dexie's
 * anyOf walks a cursor from value to value, several times slower for hundreds of keys).
 */
async function relatedIds(
  db: BoothDb,
  related: 'dupKey',
  keys: ReadonlySet<string>,
): Promise<string[]> {
  const order = readyListOrder(db);
  if (order) {
    const index = order.twins;
    return [...keys].flatMap((key) => Array.from(positionsOf(index, key), (p) => order.ids[p]!));
  }
  const perKey = await Promise.all(
    [...keys].map((key) => db.voters.where(related).equals(key).primaryKeys()),
  );
  return perKey.flat();
}

/** The voters a computed report reads, in id order (the order reportRows sees the roll in). */
async function reportVoters(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
): Promise<VoterRecord[]> {
  const order = def.kind === 'doubleVoter' ? readyListOrder(db) : null;
  if (order) {
    const { lo, hi } = partBounds(def.filters, values);
    const shown = await db.voters.bulkGet(doubleVoterIds(order, lo, hi));
    return shown.filter((v): v is VoterRecord => v !== undefined && !v.deleted).sort(byId);
  }
  const inRange = await rangeRows(db, partRange(def.filters, values)).toArray();
  const related = relatedIndex(def.kind);
  if (!related || !isBounded(partBounds(def.filters, values))) return inRange.sort(byId);
  const keys = new Set<string>();
  for (const v of inRange) if (v[related]) keys.add(v[related]);
  const all = new Map(inRange.map((v) => [v.id, v]));
  const ids = await relatedIds(db, related, keys);
  const more = await db.voters.bulkGet(ids.filter((id) => !all.has(id)));
  for (const v of more) if (v && !v.deleted) all.set(v.id, v);
  return [...all.values()].sort(byId);
}

/** Every row of a computed report under the given filters, in screen order. */
export function computedRows(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<FilterRow[]> {
  return cached(
    db,
    JSON.stringify(['computed', def.id, def.filters, values, locale ?? '']),
    async () => reportRows(def, await reportVoters(db, def, values), values, locale),
    () => rangeRows(db, partRange(def.filters, values)).limit(1).primaryKeys(),
  );
}
