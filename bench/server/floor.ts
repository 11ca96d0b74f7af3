// The bare-database baselines, run inside the server process on the server's own connection:
// no HTTP, no auth, no validation, no version lock, no sync bookkeeping. They bound from
// above what the sync routes can reach on this database and machine.
import type { Database } from '../../server/db/database.ts';
import { runConcurrently } from '../lib/measure.ts';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import type { RollVoter } from '../../server/demo/roll-generator.ts';
import { ASSEMBLY_SCOPE, boothScope } from '../legs/org.ts';
import type { Commands, OwnedSlice } from './rpc.ts';

type Result<K extends keyof Commands> = Promise<Commands[K]['result']>;

const COLUMNS = 'tbl, id, version, scope, owner_id, deleted, updated_at, fields';
const FLOOR_TABLE = 'bench_floor_records';
const FLOOR_SEQ = 'bench_floor_seq';

/** `INSERT … VALUES (…), (…)` of one batch, six parameters a row. */
function multiRowInsert(table: string, seq: string, rows: RollVoter[], slice: OwnedSlice) {
  const values: string[] = [];
  const params: unknown[] = [];
  rows.forEach((r, i) => {
    const p = i * 4;
    values.push(
      `('voters', $${p + 1}::uuid, nextval('${seq}'), $${p + 2}, $${p + 3}::uuid, false, now(), $${p + 4}::jsonb)`,
    );
    params.push(r.id, slice.scope, slice.ownerId, JSON.stringify(r.fields));
  });
  return { sql: `INSERT INTO ${table} (${COLUMNS}) VALUES ${values.join(', ')}`, params };
}

export async function floorInsert(
  db: Database,
  args: Commands['floorInsert']['args'],
): Result<'floorInsert'> {
  // Same columns, indexes and collation as `records`, so only the sync machinery differs.
  await db.exec(`DROP TABLE IF EXISTS ${FLOOR_TABLE}; DROP SEQUENCE IF EXISTS ${FLOOR_SEQ};
    CREATE SEQUENCE ${FLOOR_SEQ}; CREATE TABLE ${FLOOR_TABLE} (LIKE records INCLUDING ALL);`);
  // Statements are built before the clock starts: the push clients also hold their rows ready.
  const statements = args.slices.map((slice) =>
    [...generateRoll({ ...slice, batchSize: args.batchSize })].map((rows) =>
      multiRowInsert(FLOOR_TABLE, FLOOR_SEQ, rows, slice),
    ),
  );
  const cpu = process.cpuUsage();
  const start = performance.now();
  await runConcurrently(
    statements.map((list) => async () => {
      for (const s of list) await db.query(s.sql, s.params);
    }),
    args.concurrency,
  );
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FLOOR_TABLE}`);
  await db.exec(`DROP TABLE ${FLOOR_TABLE}; DROP SEQUENCE ${FLOOR_SEQ};`);
  return {
    records: rows[0]!.n,
    ms: Math.round(ms),
    cpuSeconds: Math.round((used.user + used.system) / 1e5) / 10,
  };
}

export async function floorSelect(
  db: Database,
  args: Commands['floorSelect']['args'],
): Result<'floorSelect'> {
  let version = 0;
  let id = '00000000-0000-0000-0000-000000000000';
  let records = 0;
  let pages = 0;
  const start = performance.now();
  for (;;) {
    const { rows } = await db.query<{ version: number | string; id: string }>(
      `SELECT ${COLUMNS} FROM records WHERE (version, id) > ($1, $2::uuid)
       ORDER BY version, id LIMIT $3`,
      [version, id, args.pageSize],
    );
    pages++;
    records += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < args.pageSize) break;
    version = Number(last.version);
    id = last.id;
  }
  return { records, pages, ms: Math.round(performance.now() - start) };
}

/** Seed rows as a push would store them, with versions from the real sequence, in big batches. */
export async function seedRecords(db: Database, args: Commands['seed']['args']): Result<'seed'> {
  const start = performance.now();
  let records = 0;
  const insert = async (rows: RollVoter[], scopeOf: (r: RollVoter) => string) => {
    const input = rows.map((r) => ({ id: r.id, scope: scopeOf(r), fields: r.fields }));
    await db.query(
      `INSERT INTO records (${COLUMNS})
       SELECT 'voters', x.id, nextval('record_version_seq'), x.scope, $2::uuid, false, now(), x.fields
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, scope text, fields jsonb)`,
      [JSON.stringify(input), args.ownerId],
    );
    records += rows.length;
  };
  for (const slice of args.slices) {
    for (const rows of generateRoll({ ...slice, batchSize: 5000 })) {
      await insert(rows, (r) => boothScope(r.fields.partNumber));
    }
  }
  // A neighbouring assembly: present in the table, invisible to our coordinator.
  const outside = ASSEMBLY_SCOPE.replace(/[^/]+$/, 'lucknow-east');
  for (const rows of generateRoll({ ...args.outside, batchSize: 5000 })) {
    await insert(rows, (r) => `${outside}/booth-${r.fields.partNumber}`);
  }
  // No ANALYZE here: the server never runs one, so the pull meets the planner as it is.
  return { records, ms: Math.round(performance.now() - start) };
}

export async function newEdition(
  db: Database,
  args: Commands['newEdition']['args'],
): Result<'newEdition'> {
  const start = performance.now();
  const inAssembly = `tbl = 'voters' AND NOT deleted AND (scope = $1 OR (scope >= $2 AND scope < $3))`;
  const area = [ASSEMBLY_SCOPE, `${ASSEMBLY_SCOPE}/`, `${ASSEMBLY_SCOPE}0`];
  // Which voters: a stable pick by id, so a run can be read again.
  const pick = (share: number) =>
    `('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint < ${Math.round(share * 2 ** 32)}`;
  const counted = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<{ n: string }>(
      `WITH u AS (${sql} RETURNING 1) SELECT count(*) AS n FROM u`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  };
  const deleted = await counted(
    `UPDATE records SET deleted = true, version = nextval('record_version_seq'), updated_at = now()
     WHERE ${inAssembly} AND ${pick(args.deleteShare)}`,
    area,
  );
  const cut = await counted(
    `UPDATE records SET version = nextval('record_version_seq'), updated_at = now(),
       fields = fields || jsonb_build_object('rollDeleted', $4::text, 'serialNumber', null)
     WHERE ${inAssembly} AND ${pick(args.deleteShare + args.cutShare)}`,
    [...area, args.revision],
  );
  // Every voter left gets the new edition's serial in its part (the generated roll has none).
  const renumbered = await counted(
    `UPDATE records r SET version = nextval('record_version_seq'), updated_at = now(),
       fields = r.fields || jsonb_build_object('serialNumber', n.serial)
     FROM (SELECT id, row_number() OVER (PARTITION BY fields -> 'partNumber' ORDER BY id) AS serial
           FROM records WHERE ${inAssembly} AND NOT ${pick(args.deleteShare + args.cutShare)}) n
     WHERE r.id = n.id AND r.tbl = 'voters'`,
    area,
  );
  return { written: renumbered + cut, cut, deleted, ms: Math.round(performance.now() - start) };
}

/** Refresh planner statistics (diagnostic: what the pull does once they are current). */
export async function analyzeRecords(db: Database): Promise<null> {
  await db.exec('ANALYZE records');
  return null;
}

export async function tableStats(db: Database): Result<'stats'> {
  const { rows } = await db.query<{ tbl: string; n: number }>(
    'SELECT tbl, count(*)::int AS n FROM records GROUP BY tbl',
  );
  const stats: Record<string, number> = {};
  for (const r of rows) stats[r.tbl] = r.n;
  const size = await db.query<{ bytes: number | string }>(
    'SELECT pg_database_size(current_database()) AS bytes',
  );
  stats.databaseMb = Math.round(Number(size.rows[0]?.bytes ?? 0) / 1048576);
  return stats;
}
