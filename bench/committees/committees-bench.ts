// Issue 46, "measured" (the committee half): the committee report from booth to state answers
// in ≤ 1 s for a state of 160,000 booths, and verifying one member takes ≤ 30 s on a phone.
//   - The report: a state of 161,200 booths seeded in SQL (seed.ts) in a throwaway PostgreSQL
//     database (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), migrated as
//     the server does. Each level asked through the real route (GET /api/committees/report as
//     the admin, in-process: auth, the SQL, the JSON), p50 and worst of several runs, beside the
//     bare query the aggregation rests on (the same booths counted per district with no status
//     joined) in the same run; EXPLAIN of the state's aggregation in the details.
//   - Verifying one member: the real server (a child process, PGlite) and a phone (Chromium at
//     360 px, CPU 4× slower); a coordinator taps Check, Send code, types the code the stand-in
//     gateway received (devkit/sms-send-stand-in.ts, the app's own API) and Confirm, until the
//     screen says the member is checked; beside the SMS reaching the gateway.
// Run: npm run bench:committees → bench/results/committees-latest.{md,json};
//      --smoke: a few booths (PGlite when PostgreSQL does not answer) and one verification.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp as buildServerApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { openPglite, openPostgres } from '../../server/db/database.ts';
import { countBoothsByChild } from '../../server/services/committees/report.ts';
import { recomputeStatuses } from '../../server/services/committees/status.ts';
import { launchBrowser } from '../../devkit/e2e-browser.ts';
import { buildApp } from '../lib/app-build.ts';
import { freshCluster } from '../lib/fresh-cluster.ts';
import { currentLoad, loadSpan, startReport, writeReport } from '../lib/report.ts';
import { SMOKE, sized } from '../lib/smoke.ts';
import {
  DEFAULT_ADMIN_URL,
  createTempDatabase,
  postgresReachable,
  postgresVersion,
} from '../lib/temp-postgres.ts';
import { startServer } from '../lib/server-process.ts';
import { measureVerification } from './verify-leg.ts';
import { FULL_STATE, SMOKE_STATE, boothCount, seedSeats, seedState } from './seed.ts';

const STATE = sized(FULL_STATE, SMOKE_STATE);
const RUNS = sized(9, 2);
const VERIFICATIONS = sized(5, 1);
const TARGET_MS = 1_000;
const VERIFY_TARGET_MS = 30_000;

const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor((xs.length - 1) / 2)]!;
const worst = (xs: number[]) => Math.max(...xs);

async function times(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm: the first run pays for the plan and the cold pages
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

async function openDatabase(): Promise<{ db: Database; kind: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  if (await postgresReachable(admin)) {
    const temp = await createTempDatabase(admin);
    const db = openPostgres(temp.url, 4);
    return {
      db,
      kind: `PostgreSQL ${await postgresVersion(temp.url)}`,
      drop: async () => {
        await db.close();
        await temp.drop();
      },
    };
  }
  if (!SMOKE) throw new Error(`PostgreSQL does not answer at ${admin}: the report needs it`);
  const db = await openPglite(undefined, freshCluster());
  return { db, kind: 'PGlite (smoke: no PostgreSQL)', drop: () => db.close() };
}

async function adminToken(app: FastifyInstance): Promise<{ token: string; id: string }> {
  const email = `bench-admin-${randomUUID()}@example.com`;
  const payload = { name: 'Bench Admin', email, password: 'bench-password' };
  const made = await app.inject({ method: 'POST', url: '/api/booth/create-booth-user', payload });
  if (made.statusCode !== 201) throw new Error(`admin: ${made.statusCode} ${made.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/booth/login-booth-user',
    payload: { email, password: payload.password },
  });
  const body = res.json<{ token: string; user: { booth_id: string } }>();
  return { token: body.token, id: body.user.booth_id };
}

async function reportLeg(
  add: ReturnType<typeof startReport>['add'],
  details: Record<string, unknown>,
) {
  const { db, kind, drop } = await openDatabase();
  const app = await buildServerApp({ db, authRateLimit: 1_000_000 });
  try {
    const admin = await adminToken(app);
    const booths = boothCount(STATE);
    log(`seeding ${booths.toLocaleString('en-US')} booths on ${kind}`);
    const seedStart = performance.now();
    await seedState(db, STATE, admin.id);
    const seats = await seedSeats(db, 'up/d1/a1', admin.id);
    // A state's database at rest: autovacuum has set the visibility map the index-only
    // scans read, and the planner's statistics.
    await db.query('VACUUM ANALYZE');
    log(
      `seeded in ${Math.round((performance.now() - seedStart) / 1000)} s (${seats} seats in up/d1/a1)`,
    );
    const ask = (path: string) => async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/committees/report?path=${encodeURIComponent(path)}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      if (res.statusCode !== 200) throw new Error(`report ${path}: ${res.statusCode} ${res.body}`);
      return res.json<{ totals: { booths: number } }>();
    };
    const state = await ask('up')();
    if (state.totals.booths !== booths)
      throw new Error(`the state counts ${state.totals.booths} booths, seeded ${booths}`);
    const bare = await times(RUNS, () => countBoothsByChild(db, 'up', false));
    const sql = await times(RUNS, () => countBoothsByChild(db, 'up', true));
    const baseline = {
      label: 'bare count of the booths per district, no status (p50)',
      value: median(bare),
    };
    const levels: [string, string, string][] = [
      ['state', 'up', `the state, ${booths.toLocaleString('en-US')} booths by district`],
      ['all', '', 'the admin’s top: every state'],
      ['district', 'up/d1', 'a district by assembly'],
      ['assembly', 'up/d1/a1', 'an assembly by block'],
      [
        'mandal',
        'up/d1/a1/b1/m1',
        `a mandal’s ${STATE.booths} booths, judged afresh (12 seats each)`,
      ],
    ];
    for (const [id, path, what] of levels) {
      const ms = await times(RUNS, ask(path));
      add({
        id: `report-${id}`,
        label: `GET /committees/report: ${what}, p50 of ${RUNS}`,
        unit: 'ms',
        value: median(ms),
        baseline,
        target: { kind: 'max', value: TARGET_MS },
        notes: [`worst ${Math.round(worst(ms))} ms`],
      });
    }
    add({
      id: 'report-sql',
      label: 'the aggregation alone (SQL, the state by district), p50',
      unit: 'ms',
      value: median(sql),
      baseline,
      notes: [`worst ${Math.round(worst(sql))} ms; bare worst ${Math.round(worst(bare))} ms`],
    });
    const plan = async (sql: string) =>
      (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)).rows.map(
        (r) => r['QUERY PLAN'],
      );
    const booth = `tbl = 'areas' AND NOT deleted AND scope ~ '^[^/]+(/[^/]+){5}$'`;
    details.statePlan = {
      booths: await plan(
        `SELECT split_part(scope, '/', 2), count(*) FROM records
         WHERE ${booth} AND scope >= 'up/' AND scope < 'up0' GROUP BY 1`,
      ),
      statuses: await plan(
        `SELECT split_part(s.booth_path, '/', 2), count(*) FILTER (WHERE s.complete),
                count(*) FILTER (WHERE s.verified)
         FROM committee_booth_status s
         WHERE (s.complete OR s.verified) AND s.booth_path >= 'up/' AND s.booth_path < 'up0'
           AND NOT EXISTS (SELECT 1 FROM records WHERE tbl = 'areas' AND deleted
             AND scope ~ '^[^/]+(/[^/]+){5}$' AND scope = s.booth_path)
         GROUP BY 1`,
      ),
    };
    // A definition saved judges every booth with a committee again, 2,000 at a time, before
    // the admin's answer: one assembly's booths with their seats, timed as the server does it.
    const { rows: seated } = await db.query<{ booth_path: string }>(
      'SELECT DISTINCT booth_path FROM committee_seats',
    );
    const rejudge = await times(Math.min(RUNS, 3), () =>
      recomputeStatuses(
        db,
        seated.map((r) => r.booth_path),
      ),
    );
    add({
      id: 'rejudge-assembly',
      label: `judging one assembly's ${seated.length} booths again (${seats.toLocaleString('en-US')} seats), as after the definition is saved`,
      unit: 'ms',
      value: median(rejudge),
      notes: [
        `about ${Math.round(((median(rejudge) / Math.max(1, seated.length)) * boothCount(FULL_STATE)) / 1000)} s for every booth of the state with a committee, at that rate`,
      ],
    });
    details.database = kind;
    details.booths = booths;
    details.seatsInOneAssembly = seats;
  } finally {
    await app.close();
    await drop();
  }
}

async function main(): Promise<void> {
  const startLoad = currentLoad();
  const { report, add } = startReport();
  const details: Record<string, unknown> = {};
  await reportLeg(add, details);
  log(`report leg done (${loadSpan(startLoad)})`);

  const build = buildApp('committees-bench');
  const server = await startServer({ database: 'pglite', staticDir: build.dir });
  const browser = await launchBrowser();
  try {
    const runs = await measureVerification(browser, server.url, VERIFICATIONS, log);
    add({
      id: 'verify-one',
      label: `verifying one member by code on a phone (360 px, CPU 4×): tap Check → checked, p50 of ${runs.length}`,
      unit: 'ms',
      value: median(runs.map((r) => r.ms)),
      baseline: {
        label: 'the SMS reaching the gateway after the tap (p50)',
        value: median(runs.map((r) => r.toGatewayMs)),
      },
      target: { kind: 'max', value: VERIFY_TARGET_MS },
      notes: [
        `worst ${worst(runs.map((r) => r.ms))} ms; the code typed at 120 ms a digit; a person reading the SMS out is not in it`,
      ],
    });
    details.verifications = runs;
  } finally {
    await browser.close();
    await server.stop();
    build.dispose();
  }
  details.load = loadSpan(startLoad);
  report.details = details;
  report.finishedAt = new Date().toISOString();
  const files = writeReport(
    report,
    SMOKE ? 'committees-smoke' : 'committees-latest',
    'Booth committees',
  );
  log(`${loadSpan(startLoad)}; wrote ${files.join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
