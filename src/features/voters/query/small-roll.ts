// A booth worker's phone holds one to a few parts: a few thousand voters. There the reports run
// in memory over one cached copy of the roll — read once per write generation, then every
// filter, page and search is a pass over a few thousand rows, which a throttled phone does in
// milliseconds, while an index walk pays IndexedDB's per-request cost on every keystroke. Above
// the limit (a coordinator's assembly) the indexed engine runs instead.
import type { BoothDb } from '../../../db/database.ts';
import type { VoterRecord } from '../../../db/types.ts';
import type { FilterRow, FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { reportRows } from '../../../domain/voter-reports.ts';
import { ALL_LIVE, rangeRows } from './query-plan.ts';
import { cached } from './result-cache.ts';

/** Live voters up to which reports run in memory (about 5 MB of records). */
export const IN_MEMORY_VOTERS = 5_000;

let limit = IN_MEMORY_VOTERS;

/** Tests of the indexed engine set 0, so their small fixtures take the indexed path. */
export function setInMemoryVoterLimit(voters: number): void {
  limit = voters;
}

const touchAll = (db: BoothDb) => () => rangeRows(db, ALL_LIVE).limit(1).primaryKeys();

const byId = (a: VoterRecord, b: VoterRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The whole live roll in id order (the order reportRows sees it in), or null when too big. */
function smallRoll(db: BoothDb): Promise<VoterRecord[] | null> {
  return cached(
    db,
    `smallRoll:${limit}`,
    async () => {
      const live = rangeRows(db, ALL_LIVE);
      if (limit === 0 || (await live.count()) > limit) return null;
      return (await live.toArray()).sort(byId);
    },
    touchAll(db),
  );
}

/** Every row of a report computed in memory; null when the roll is too big for it. */
export async function smallRollRows(
  db: BoothDb,
  def: VoterReportDef,
  values: FilterValues,
  locale?: string,
): Promise<FilterRow[] | null> {
  const roll = await smallRoll(db);
  if (!roll) return null;
  return cached(
    db,
    JSON.stringify(['small', def.id, values, locale ?? '']),
    async () => reportRows(def, roll, values, locale),
    touchAll(db),
  );
}
