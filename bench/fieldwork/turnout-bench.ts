// Turnout per part for a 300,000-voter assembly with 150,000 voted marks (issue 11): the
// coordinator's server summary (GET /api/field-work/summary's query over the tallies kept in
// the push transaction), p95, beside a bare count(*) of the marks, on PGlite and PostgreSQL.
// Also: the upkeep a push pays for those tallies (beside writing the same records), a full
// rebuild from the records, and, once, the fold over the records the tallies replace.
// Runnable alone: `node --import tsx bench/fieldwork/turnout-bench.ts [pglite|postgres]`.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from '../../server/db/database.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { fieldSummary } from '../../server/services/field-summary.ts';
import { rebuildFieldTallies, updateFieldTallies } from '../../server/services/field-tallies.ts';
import type { RecordState } from '../../server/services/sync-store.ts';
import { writeRecords } from '../../server/services/sync-store.ts';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import { createRng } from '../../server/demo/roll/prng.ts';
import { freshCluster } from '../lib/fresh-cluster.ts';
import type { Figure } from '../lib/report.ts';
import { startReport, writeReport } from '../lib/report.ts';
import { sized } from '../lib/smoke.ts';
import { createTempDatabase } from '../lib/temp-postgres.ts';

const VOTERS = Number(process.env.BENCH_TURNOUT_VOTERS ?? sized(300_000, 2_000));
const MARKS = Math.round(VOTERS / 2);
const VISITS = Math.round(VOTERS / 3);
const RUNS = sized(40, 3);
const ASSEMBLY = 'up/lucknow/central';
const OWNER = '00000000-0000-4000-8000-000000000001';
/** Polling day, 07:00 to 18:00 India Standard Time, in UTC. */
const POLLS_OPEN = Date.parse('2026-11-25T01:30:00Z');
const POLL_MS = 11 * 3_600_000;

type Add = (f: Omit<Figure, 'ratio' | 'met'>) => void;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function timeRuns(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn(); // warm caches and plans, as an open screen has
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

const state = (table: RecordState['table'], id: string, scope: string, fields: object) =>
  ({ table, id, scope, ownerId: OWNER, deleted: false, fields }) as RecordState;

/** The roll, then marks (a twentieth of them undone later) and visits, written as records. */
async function load(db: Database): Promise<{ voterIds: string[]; booth: string; parts: number }> {
  const voterIds: string[] = [];
  const scopes: string[] = [];
  for (const batch of generateRoll({
    seed: 11,
    count: VOTERS,
    assemblySize: VOTERS,
    batchSize: 5_000,
  })) {
    const states = batch.map((v) =>
      state('voters', v.id, `${ASSEMBLY}/p${v.fields.partNumber}`, v.fields),
    );
    for (const s of states) {
      voterIds.push(s.id);
      scopes.push(s.scope);
    }
    await db.transaction((tx) => writeRecords(tx, states));
  }
  const rng = createRng(11, 0xf1e1d);
  const entries: RecordState[] = [];
  const flush = async () => {
    await db.transaction((tx) => writeRecords(tx, entries.splice(0)));
  };
  const undone = Math.round(MARKS / 20);
  for (let i = 0; i < MARKS - undone; i++) {
    const at = POLLS_OPEN + rng.int(0, POLL_MS - 120_000);
    const voterId = voterIds[i * 2]!; // every other voter votes
    const mark = (voted: boolean, ms: number) =>
      state('voteMarks', randomUUID(), scopes[i * 2]!, {
        voterId,
        voted,
        markedAt: new Date(ms).toISOString(),
        by: 'Bench',
      });
    entries.push(mark(true, at));
    if (i < undone) entries.push(mark(false, at + 60_000));
    if (entries.length >= 5_000) await flush();
  }
  for (let i = 0; i < VISITS; i++) {
    const at = POLLS_OPEN - rng.int(1, 20) * 86_400_000;
    entries.push(
      state('visits', randomUUID(), scopes[i * 3]!, {
        voterId: voterIds[i * 3]!,
        outcome: 'met',
        leaning: rng.pick(['supporter', 'neutral', 'opposed', 'unknown']),
        visitedAt: new Date(at).toISOString(),
        by: 'Bench',
      }),
    );
    if (entries.length >= 5_000) await flush();
  }
  await flush();
  return { voterIds, booth: scopes[0]!, parts: new Set(scopes).size };
}

/** What the tallies replace: each voter's latest mark folded from the records, per part. */
const FOLD_SQL = `
  SELECT (v.fields ->> 'partNumber')::int AS part, count(*) AS voted
  FROM (SELECT DISTINCT ON (fields ->> 'voterId') fields ->> 'voterId' AS voter_id,
          (fields ->> 'voted')::boolean AS voted
        FROM records WHERE tbl = 'voteMarks'
        ORDER BY fields ->> 'voterId', fields ->> 'markedAt' COLLATE "C" DESC, id DESC) m
  JOIN records v ON v.tbl = 'voters' AND v.id = m.voter_id::uuid AND NOT v.deleted
  WHERE m.voted AND v.scope >= $1 AND v.scope < $2
  GROUP BY 1`;

async function leg(kind: 'pglite' | 'postgres', add: Add, details: Record<string, unknown>) {
  const temp = kind === 'postgres' ? await createTempDatabase() : null;
  const db = temp ? openPostgres(temp.url) : await openPglite(undefined, freshCluster());
  try {
    await migrate(db);
    const loadStart = performance.now();
    const { voterIds, booth, parts } = await load(db);
    const loadMs = performance.now() - loadStart;
    const rebuildStart = performance.now();
    await db.transaction((tx) => rebuildFieldTallies(tx));
    const rebuildMs = performance.now() - rebuildStart;
    await db.query('ANALYZE');

    const summary = await fieldSummary(db, ASSEMBLY);
    const marks = await db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM records WHERE tbl = 'voteMarks'",
    );
    details[kind] = {
      voters: summary.totals.voters,
      voted: summary.totals.voted,
      contacted: summary.totals.contacted,
      parts: summary.parts.length,
      hours: summary.hours.length,
      marks: Number(marks.rows[0]!.n),
      loadSeconds: round(loadMs / 1000),
    };
    if (summary.totals.voters !== VOTERS || summary.parts.length !== parts)
      throw new Error(`unexpected summary: ${JSON.stringify(details[kind])}`);

    const bare = await timeRuns(() =>
      db.query("SELECT count(*) FROM records WHERE tbl = 'voteMarks'"),
    );
    const assembly = await timeRuns(() => fieldSummary(db, ASSEMBLY));
    add({
      id: `turnout-assembly-${kind}`,
      label: `${kind}: turnout and coverage per part, ${VOTERS.toLocaleString('en-US')} voters, ${Number(marks.rows[0]!.n).toLocaleString('en-US')} marks (assembly summary: totals, ${summary.children.length} sub-areas, ${summary.parts.length} parts, ${summary.hours.length} hours), p95`,
      unit: 'ms',
      value: round(p95(assembly)),
      baseline: {
        label: "bare count(*) of the marks (records WHERE tbl = 'voteMarks')",
        value: round(p95(bare)),
      },
      target: { kind: 'max', value: 200 },
    });
    const oneBooth = await timeRuns(() => fieldSummary(db, booth));
    add({
      id: `turnout-booth-${kind}`,
      label: `${kind}: the same, drilled down to one booth (${booth}), p95`,
      unit: 'ms',
      value: round(p95(oneBooth)),
      baseline: { label: 'bare count(*) of the marks', value: round(p95(bare)) },
      target: { kind: 'max', value: 200 },
    });

    // A push of 100 marks: writing them, and keeping the tallies (done in the same transaction).
    const rng = createRng(12, 0xbeef);
    const batch = () =>
      Array.from({ length: 100 }, () => {
        const voterId = voterIds[rng.int(0, voterIds.length - 1)]!;
        return state('voteMarks', randomUUID(), ASSEMBLY, {
          voterId,
          voted: true,
          markedAt: new Date(POLLS_OPEN + POLL_MS - rng.int(0, 60_000)).toISOString(),
          by: 'Bench',
        });
      });
    const write: number[] = [];
    const upkeep: number[] = [];
    for (let i = 0; i < 23; i++) {
      const states = batch();
      await db.transaction(async (tx) => {
        let start = performance.now();
        await writeRecords(tx, states);
        const wrote = performance.now() - start;
        start = performance.now();
        await updateFieldTallies(tx, states);
        if (i >= 3) {
          write.push(wrote);
          upkeep.push(performance.now() - start);
        }
      });
    }
    add({
      id: `tally-upkeep-${kind}`,
      label: `${kind}: keeping the tallies for a push of 100 marks (in its transaction), p95`,
      unit: 'ms',
      value: round(p95(upkeep)),
      baseline: { label: 'writing the same 100 records (writeRecords)', value: round(p95(write)) },
      notes: ['No target: the cost the push pays so that coordinators read counters.'],
    });
    add({
      id: `tally-rebuild-${kind}`,
      label: `${kind}: rebuilding the tallies from all records (after migration or restore)`,
      unit: 's',
      value: round(rebuildMs / 1000),
      notes: [
        `Loading the ${VOTERS.toLocaleString('en-US')} voters and their entries took ${round(loadMs / 1000)} s.`,
      ],
    });
    const fold = await timeRuns(() => db.query(FOLD_SQL, [`${ASSEMBLY}/`, `${ASSEMBLY}0`]), 3);
    add({
      id: `turnout-fold-${kind}`,
      label: `${kind}: for comparison, turnout per part folded from the records without tallies, median of 3`,
      unit: 'ms',
      value: round([...fold].sort((a, b) => a - b)[1]!),
      baseline: { label: 'bare count(*) of the marks', value: round(p95(bare)) },
      notes: ['Diagnostic: why the push keeps tallies.'],
    });
  } finally {
    await db.close();
    await temp?.drop();
  }
}

/** The turnout figures on each database kind asked for (default both). */
export async function turnoutFigures(
  add: Add,
  details: Record<string, unknown>,
  kinds: ('pglite' | 'postgres')[] = ['pglite', 'postgres'],
): Promise<void> {
  for (const kind of kinds) await leg(kind, add, details);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv[2] as 'pglite' | 'postgres' | undefined;
  const { report, add } = startReport();
  await turnoutFigures(add, report.details, asked ? [asked] : undefined);
  report.finishedAt = new Date().toISOString();
  for (const path of writeReport(
    report,
    asked ? 'fieldwork-turnout-partial' : 'fieldwork-turnout-latest',
    'Field work: turnout',
  ))
    console.log(`wrote ${path}`);
}
