// The committee report from booth to state (issue 46): for an area the caller holds, each
// area one level down with its booths counted, and of those the booths whose committee is
// complete and complete with verified members, summed in SQL over committee_booth_status
// (status.ts). Booths are the area records at booth depth; a booth without a status row has
// no committee. The rows of a mandal are its booths, judged again first (a few hundred at
// most), so the level a coordinator acts on is never stale.
import { areaId, areaDepth, pathChain } from '../../../src/domain/areas.ts';
import type {
  CommitteeCounts,
  CommitteeReport,
  CommitteeReportRow,
} from '../../../src/domain/committees/report.ts';
import { SCOPE_LEVELS, scopeContains } from '../../../src/domain/scope.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../access.ts';
import { effectiveScope } from '../access.ts';
import { recomputeStatuses } from './status.ts';

export const BOOTH_DEPTH = SCOPE_LEVELS.length;

/** Booths judged again before a list of booths is answered, at most. */
const FRESH_BOOTHS = 2_000;

/** The booth area rows under `path` (or everywhere for ''), as SQL over records `a`. */
export function boothsUnder(path: string, first: number): { sql: string; params: unknown[] } {
  const depth = `cardinality(string_to_array(a.scope, '/')) = ${BOOTH_DEPTH}`;
  const live = `a.tbl = 'areas' AND NOT a.deleted`;
  if (path === '') return { sql: `${live} AND ${depth}`, params: [] };
  return {
    sql: `${live} AND a.scope >= $${first} AND a.scope < $${first + 1} AND ${depth}`,
    params: [`${path}/`, `${path}0`],
  };
}

type CountRow = { child: string; booths: number; complete: number; verified: number };

/**
 * Booths per area one level below `path`, with their committee counts: the report's one
 * aggregation. `withStatus` false counts the booths alone (the benchmark's bare baseline).
 */
export async function countBoothsByChild(
  db: Queryable,
  path: string,
  withStatus = true,
): Promise<CountRow[]> {
  const childDepth = areaDepth(path) + 1;
  const under = boothsUnder(path, 2);
  const join = withStatus ? 'LEFT JOIN committee_booth_status s ON s.booth_path = a.scope' : '';
  const counts = withStatus
    ? `count(*) FILTER (WHERE s.complete)::int AS complete,
       count(*) FILTER (WHERE s.verified)::int AS verified`
    : '0 AS complete, 0 AS verified';
  const { rows } = await db.query<CountRow>(
    `SELECT array_to_string((string_to_array(a.scope, '/'))[1:$1::int], '/') AS child,
            count(*)::int AS booths, ${counts}
     FROM records a ${join}
     WHERE ${under.sql}
     GROUP BY 1`,
    [childDepth, ...under.params],
  );
  return rows
    .map((r) => ({
      child: r.child,
      booths: Number(r.booths),
      complete: Number(r.complete),
      verified: Number(r.verified),
    }))
    .sort((a, b) => (a.child < b.child ? -1 : a.child > b.child ? 1 : 0));
}

type NameRow = { scope: string; name: string | null; name_hi: string | null };

async function areaNames(db: Queryable, paths: string[]) {
  if (!paths.length) return new Map<string, NameRow>();
  const { rows } = await db.query<NameRow>(
    `SELECT scope, fields ->> 'name' AS name, fields ->> 'nameHi' AS name_hi FROM records
     WHERE tbl = 'areas' AND NOT deleted AND scope = ANY($1::text[])`,
    [paths],
  );
  return new Map(rows.map((r) => [r.scope, r]));
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export async function committeeReport(
  db: Queryable,
  caller: Caller,
  requested: string | undefined,
): Promise<CommitteeReport> {
  const top = effectiveScope(caller);
  if (top === null) throw notFound('You hold no area yet');
  const path = requested === undefined || requested === '' ? top : requested;
  if (!scopeContains(top, path)) throw notFound('No such area in your area');
  const depth = areaDepth(path);
  if (depth === BOOTH_DEPTH - 1) {
    const under = boothsUnder(path, 1);
    const { rows } = await db.query<{ scope: string }>(
      `SELECT a.scope FROM records a WHERE ${under.sql} LIMIT ${FRESH_BOOTHS + 1}`,
      under.params,
    );
    if (rows.length <= FRESH_BOOTHS)
      await recomputeStatuses(
        db,
        rows.map((r) => r.scope),
      );
  }
  const counts =
    depth >= BOOTH_DEPTH ? await ownBooth(db, path) : await countBoothsByChild(db, path);
  const trailPaths = pathChain(path).filter((p) => p !== path && scopeContains(top, p));
  const names = await areaNames(db, [...counts.map((c) => c.child), ...trailPaths, path]);
  const label = (p: string) => ({
    name: names.get(p)?.name?.trim() || lastSegment(p),
    nameHi: names.get(p)?.name_hi?.trim() || '',
  });
  const rows: CommitteeReportRow[] =
    depth >= BOOTH_DEPTH
      ? []
      : counts.map((c) => ({
          path: c.child,
          id: names.has(c.child) ? areaId(c.child) : null,
          ...label(c.child),
          isBooth: areaDepth(c.child) === BOOTH_DEPTH,
          booths: c.booths,
          complete: c.complete,
          verified: c.verified,
        }));
  const totals: CommitteeCounts = counts.reduce(
    (t, c) => ({
      booths: t.booths + c.booths,
      complete: t.complete + c.complete,
      verified: t.verified + c.verified,
    }),
    { booths: 0, complete: 0, verified: 0 },
  );
  return {
    path,
    ...(path === '' ? { name: '', nameHi: '' } : label(path)),
    trail: trailPaths.map((p) => ({ path: p, ...label(p) })),
    totals,
    rows,
    top,
  };
}

/** A booth's own counts (1 booth), for a report asked of a booth. */
async function ownBooth(db: Queryable, path: string): Promise<CountRow[]> {
  const { rows } = await db.query<{ scope: string }>(
    `SELECT scope FROM records WHERE tbl = 'areas' AND NOT deleted AND scope = $1`,
    [path],
  );
  if (!rows[0]) throw notFound('No such booth');
  const { state } = (await recomputeStatuses(db, [path])).get(path)!;
  return [
    { child: path, booths: 1, complete: state.complete ? 1 : 0, verified: state.verified ? 1 : 0 },
  ];
}
