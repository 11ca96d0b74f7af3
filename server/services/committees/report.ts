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

/** Booth depth as the two partial indexes of migration 026 spell it (word for word). */
const BOOTH_SCOPE = `scope ~ '^[^/]+(/[^/]+){5}$'`;
const LIVE_BOOTHS = `tbl = 'areas' AND NOT deleted AND ${BOOTH_SCOPE}`;
const DELETED_BOOTHS = `tbl = 'areas' AND deleted AND ${BOOTH_SCOPE}`;

/** `column` inside the area at `path` ('' = everywhere), parameters from `$first`. */
function within(column: string, path: string, first: number) {
  if (path === '') return { sql: 'TRUE', params: [] as unknown[] };
  return {
    sql: `${column} >= $${first} AND ${column} < $${first + 1}`,
    params: [`${path}/`, `${path}0`] as unknown[],
  };
}

/** The live booth areas under `path`, as SQL over records (for listing a mandal's booths). */
export function boothsUnder(path: string, first: number): { sql: string; params: unknown[] } {
  const range = within('scope', path, first);
  return { sql: `${LIVE_BOOTHS} AND ${range.sql}`, params: range.params };
}

type CountRow = { child: string; booths: number; complete: number; verified: number };

const childOf = (path: string, segment: string) => (path ? `${path}/${segment}` : segment);

/**
 * Booths per area one level below `path`, with their committee counts: the report's one
 * aggregation, in two index scans summed here — the live booths per child from their partial
 * index, and the complete (or verified) status rows per child less those of deleted booths.
 * `withStatus` false counts the booths alone (the benchmark's bare baseline).
 */
export async function countBoothsByChild(
  db: Queryable,
  path: string,
  withStatus = true,
): Promise<CountRow[]> {
  const segment = areaDepth(path) + 1;
  const booths = within('scope', path, 2);
  const counts = db.query<{ seg: string; n: number }>(
    `SELECT split_part(scope, '/', $1::int) AS seg, count(*)::int AS n
     FROM records WHERE ${LIVE_BOOTHS} AND ${booths.sql} GROUP BY 1`,
    [segment, ...booths.params],
  );
  const statuses = within('s.booth_path', path, 2);
  const judged = withStatus
    ? db.query<{ seg: string; complete: number; verified: number }>(
        `SELECT split_part(s.booth_path, '/', $1::int) AS seg,
                count(*) FILTER (WHERE s.complete)::int AS complete,
                count(*) FILTER (WHERE s.verified)::int AS verified
         FROM committee_booth_status s
         WHERE (s.complete OR s.verified) AND ${statuses.sql}
           AND NOT EXISTS (SELECT 1 FROM records WHERE ${DELETED_BOOTHS} AND scope = s.booth_path)
         GROUP BY 1`,
        [segment, ...statuses.params],
      )
    : Promise.resolve({ rows: [] });
  const [{ rows: boothRows }, { rows: statusRows }] = await Promise.all([counts, judged]);
  const byChild = new Map(statusRows.map((r) => [r.seg, r]));
  return boothRows
    .map((r) => ({
      child: childOf(path, r.seg),
      booths: Number(r.n),
      complete: Number(byChild.get(r.seg)?.complete ?? 0),
      verified: Number(byChild.get(r.seg)?.verified ?? 0),
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
      `SELECT scope FROM records WHERE ${under.sql} LIMIT ${FRESH_BOOTHS + 1}`,
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
