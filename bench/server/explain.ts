// The pull route's page query under EXPLAIN ANALYZE, for the report: whether a page is an
// index range read (cheap, flat per page) or a scan and sort of the caller's whole view.
import type { Database } from '../../server/db/database.ts';
import { visibleCondition } from '../../server/services/access.ts';
import type { UserRow } from '../../server/services/users.ts';
import type { Commands } from './rpc.ts';

export async function explainPull(
  db: Database,
  args: Commands['explainPull']['args'],
): Promise<string[]> {
  const user = (await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [args.email]))
    .rows[0];
  if (!user) throw new Error(`no user ${args.email}`);
  const middle = await db.query<{ version: number | string; id: string }>(
    'SELECT version, id FROM records ORDER BY version, id OFFSET (SELECT count(*) / 2 FROM records) LIMIT 1',
  );
  const from = middle.rows[0] ?? { version: 0, id: '00000000-0000-0000-0000-000000000000' };
  const visible = visibleCondition(user, 4);
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT tbl, id, version, scope, owner_id, deleted, updated_at, fields
     FROM records WHERE (version, id) > ($1, $2::uuid) AND ${visible.sql}
     ORDER BY version, id LIMIT $3`,
    [Number(from.version), from.id, args.limit + 1, ...visible.params],
  );
  return rows.map((r) => r['QUERY PLAN']);
}
