// Field entries stored before the server checked them (issue 19): a visit or mark for a voter
// outside its writer's area, or a panna over a part outside it. Found once, after migration
// 013 (and after restoring a backup older than it); kept in records, left out of the tallies
// (field-tallies.ts), listed for the admin. New entries are refused at push (sync-apply.ts).
import type { Queryable } from '../db/database.ts';
import { VOTER_HOMED_TABLES } from '../../src/domain/roll-home.ts';
import { sqlTables } from './record-homes.ts';
import type { ExcludedEntries, ExcludedEntry } from '../../src/domain/field-work.ts';

/** SQL: `s` (C-collated scope column) lies in the area `area` (text); '' holds everything. */
const inside = (s: string, area: string) =>
  `(${area} = '' OR ${s} = ${area} COLLATE "C"
    OR (${s} >= (${area} || '/') COLLATE "C" AND ${s} < (${area} || '0') COLLATE "C"))`;

/**
 * Who may reach a record at `a` from an entry `e` written by `u`: its own creator; an admin;
 * the area the entry was written in (records go to their writer's area, so `e.scope` is the
 * writer's area then — '' there was a writer without one); or the writer's area now.
 */
const reachable = (a: string) =>
  `(${a}.owner_id = e.owner_id OR u.role = 'admin'
    OR (e.scope <> '' AND ${inside(`${a}.scope`, 'e.scope')})
    OR (u.scope IS NOT NULL AND ${inside(`${a}.scope`, 'u.scope')}))`;

/** Set aside every stored entry the push rules would refuse now; idempotent. */
export async function findFieldEntryExclusions(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO field_entry_exclusions (tbl, id, reason)
     SELECT e.tbl, e.id, CASE WHEN v.id IS NULL THEN 'voterMissing' ELSE 'voterOutsideArea' END
     FROM records e
     LEFT JOIN users u ON u.id = e.owner_id
     LEFT JOIN records v ON v.tbl = 'voters' AND v.id = (e.fields ->> 'voterId')::uuid
     WHERE e.tbl IN ${sqlTables(VOTER_HOMED_TABLES)}
       AND NOT coalesce(v.id IS NOT NULL AND ${reachable('v')}, false)
     ON CONFLICT (tbl, id) DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO field_entry_exclusions (tbl, id, reason)
     SELECT e.tbl, e.id, 'partOutsideArea'
     FROM records e
     LEFT JOIN users u ON u.id = e.owner_id
     WHERE e.tbl = 'pannas' AND coalesce(u.role, '') <> 'admin'
       AND NOT EXISTS (
         SELECT 1 FROM records a
         WHERE a.tbl IN ('areas', 'voters') AND NOT a.deleted
           AND CASE WHEN a.tbl = 'areas' THEN a.fields -> 'parts' @> (e.fields -> 'partNumber')
                    ELSE a.fields -> 'partNumber' = e.fields -> 'partNumber' END
           AND ${reachable('a')})
     ON CONFLICT (tbl, id) DO NOTHING`,
  );
}

/** The set-aside entries with who wrote them, newest finding first, a page at a time. */
export async function listFieldEntryExclusions(
  db: Queryable,
  page: { limit: number; offset: number },
): Promise<ExcludedEntries> {
  const { rows } = await db.query<{
    tbl: string;
    id: string;
    reason: ExcludedEntry['reason'];
    found_at: Date | string;
    scope: string;
    owner_id: string;
    owner_name: string | null;
    fields: Record<string, unknown>;
    total: number | string;
  }>(
    `SELECT x.tbl, x.id, x.reason, x.found_at, r.scope, r.owner_id, r.fields,
       nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS owner_name,
       count(*) OVER () AS total
     FROM field_entry_exclusions x
     JOIN records r ON r.tbl = x.tbl AND r.id = x.id
     LEFT JOIN users u ON u.id = r.owner_id
     ORDER BY x.found_at DESC, x.tbl, x.id
     LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    entries: rows.map((r) => ({
      table: r.tbl,
      id: r.id,
      reason: r.reason,
      foundAt: new Date(r.found_at).toISOString(),
      scope: r.scope,
      ownerId: r.owner_id,
      ownerName: r.owner_name ?? '',
      fields: r.fields,
    })),
  };
}
