// One booth's committee as a caller may see it: the booth (an area record at booth depth that
// the caller's area holds; any other id is 404, so an id reveals nothing), its seats and the
// status the server judged, written back as it reads (its team and pannas may have changed).
import { areaId, levelOf } from '../../../src/domain/areas.ts';
import type { BoothCommittee, CommitteeBooth } from '../../../src/domain/committees/seats.ts';
import { scopeContains } from '../../../src/domain/scope.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../access.ts';
import { effectiveScope } from '../access.ts';
import { readDefinition } from './definition-store.ts';
import { recomputeStatuses } from './status.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The booth with this area id when the caller's area holds it; else 404. */
export async function findBooth(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<Omit<CommitteeBooth, 'pannas'>> {
  const { rows } = await db.query<{ scope: string; fields: Record<string, unknown> }>(
    `SELECT scope, fields FROM records WHERE tbl = 'areas' AND id = $1 AND NOT deleted`,
    [id],
  );
  const row = rows[0];
  const held = effectiveScope(caller);
  if (!row || levelOf(row.scope) !== 'booth' || held === null || !scopeContains(held, row.scope))
    throw notFound('No such booth in your area');
  return {
    id: areaId(row.scope),
    path: row.scope,
    name: text(row.fields.name),
    nameHi: text(row.fields.nameHi),
  };
}

/**
 * A coordinator's visit is a visit from above: the admin, or someone holding an area that
 * holds the booth and is not the booth itself.
 */
export const mayVisit = (caller: Caller, boothPath: string): boolean => {
  const held = effectiveScope(caller);
  return held !== null && held !== boothPath && scopeContains(held, boothPath);
};

/** The booth's committee now (its status judged and stored on the way). */
export async function boothCommittee(
  db: Queryable,
  caller: Caller,
  booth: Omit<CommitteeBooth, 'pannas'>,
): Promise<BoothCommittee> {
  const definition = await readDefinition(db);
  const judged = await recomputeStatuses(db, [booth.path], definition);
  const { state, pannas, seats } = judged.get(booth.path)!;
  return {
    booth: { ...booth, pannas },
    definition,
    seats,
    status: { complete: state.complete, verified: state.verified },
    mayVisit: mayVisit(caller, booth.path),
  };
}
