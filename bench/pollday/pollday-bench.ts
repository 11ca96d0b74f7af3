// `npm run bench:pollday`: poll day at a rising rate against the district recipe on this
// machine (docs/deploy.md: PostgreSQL, two app servers, HAProxy with deploy/haproxy.cfg), for
// the state sizing in docs/deploy.md. In one run:
// 1. bare INSERT of the same marks into a copy of `records` (the push's baseline);
// 2. rising steps of marks/s from a phone per booth through the real push route, coordinators
//    watching as the app does (poke → pull → area summary), until a step's p95
//    mark-to-coordinator passes 5 s or it fails; per step the CPU of every part and the version
//    lock's use;
// 3. what one coordinator request costs (summaries, pulls), each alone;
// 4. the reference rate again, and with one mark a push;
// 5. thousands of idle event streams on the app servers (memory per stream, the reference rate
//    with them open, waves of one poke to all) and on two bare SSE servers (the baseline);
// 6. marks by SMS: a booth's 40 marks through the SMS gateway's webhook to the war room, beside
//    the phone's push of as many, and marks per SMS for a 1,200-voter booth's patterns.
// Writes bench/results/pollday-<date>.{json,md}. `--smoke` (or BENCH_SMOKE=1): tiny sizes, a
// few seconds a part, no target judged, results to a temporary folder; it skips (and says so)
// when no PostgreSQL answers or HAProxy is missing and cannot be installed (not root). Needs
// root for HAProxy (installed with apt-get when missing, as `npm run test:deploy` does).
// Settings: BENCH_POSTGRES_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test),
// POLLDAY_RATES (e.g. 50,100,200), POLLDAY_STEP_SECONDS, POLLDAY_BOOTHS, POLLDAY_IDLE_STREAMS.
import { writeFileSync } from 'node:fs';
import { log } from '../../devkit/deploy/context.ts';
import { ensureHaproxy, haproxyStats, waitFor } from '../../devkit/deploy/haproxy.ts';
import { cleanup } from '../../devkit/deploy/processes.ts';
import { markdown, startReport, writeReport } from '../lib/report.ts';
import { SMOKE } from '../lib/smoke.ts';
import { DEFAULT_ADMIN_URL, postgresReachable } from '../lib/temp-postgres.ts';
import { bareInsert } from './bare-insert.ts';
import { startDeployment, startFreshPair } from './deployment.ts';
import type { Deployment } from './deployment.ts';
import { deliverCheck } from './deliver-check.ts';
import { ASSEMBLY, IDLE_DISTRICT } from './district-seed.ts';
import { JsonClient } from './http-client.ts';
import { appStreams, bareStreams } from './idle-streams.ts';
import type { StreamSide } from './idle-streams.ts';
import { startClients } from './poll-day-clients.ts';
import { addFigures, sustainedStep } from './pollday-figures.ts';
import type { PollDayResults } from './pollday-figures.ts';
import { extraMarkdown } from './pollday-tables.ts';
import { runStep } from './rate-step.ts';
import type { StepParts, StepResult } from './rate-step.ts';
import { APP_DELAYS, SETTINGS } from './settings.ts';
import { addSmsFigures } from './sms-figures.ts';
import { packingTable, smsPacking } from './sms-packing.ts';
import { smsToWarRoom } from './sms-war-room.ts';
import { lonePushes, unitCost } from './unit-costs.ts';
import type { UnitCost } from './unit-costs.ts';
import { watchVersionLock } from './version-lock.ts';

const ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const TITLE = 'Poll day at state scale (district recipe on one machine)';

const { report, add } = startReport();

/** Why this machine cannot run it, or null. */
async function missing(): Promise<string | null> {
  if (!(await postgresReachable(ADMIN_URL))) return `no PostgreSQL answers at ${ADMIN_URL}`;
  try {
    report.environment.haproxy = ensureHaproxy();
  } catch (err) {
    return `HAProxy: ${(err as Error).message}`;
  }
  return null;
}

function printStep(s: StepResult): void {
  log(
    `${s.label}: ${Math.round(s.achievedRate)} marks/s acknowledged, p50 ${Math.round(s.p50Ms)} ms, ` +
      `p95 ${Number.isFinite(s.p95Ms) ? Math.round(s.p95Ms) : '∞'} ms, ${s.failed} failed, ${s.unseenViews} unseen, ` +
      `load ${s.window.load[1].toFixed(1)}: ${s.sustained ? 'held' : s.why}`,
  );
}

async function coordinatorCosts(d: Deployment): Promise<UnitCost[]> {
  const { district, balancer, meter } = d;
  const assembly = district.watchers.find((w) => w.level === 'assembly')!.account;
  const mandal = district.watchers.find((w) => w.level === 'mandal')!.account;
  const booth = district.watchers.find((w) => w.level === 'booth')!.account;
  const client = (token: string) => new JsonClient(balancer.base, token);
  const pull = (cursor: string) =>
    `/api/sync/pull?${new URLSearchParams({ cursor, limit: String(APP_DELAYS.pullPage) })}`;
  // A full page: the assembly's marks after the roll; an empty one: a booth pulled to the end.
  const full = client(assembly.token);
  const first = await full.call('GET', pull(assembly.cursor));
  const pageRows = (first.body as { rows: unknown[] }).rows.length;
  const empty = client(booth.token);
  let cursor = booth.cursor;
  for (let more = true; more;) {
    const body = (await empty.call('GET', pull(cursor))).body as {
      cursor: string;
      hasMore: boolean;
    };
    cursor = body.cursor;
    more = body.hasMore;
  }
  const common = { seconds: SETTINGS.costSeconds, concurrency: 4, meter };
  const costs = [
    await unitCost({
      ...common,
      label: `assembly summary (${district.booths.length} parts)`,
      client: client(assembly.token),
      path: `/api/field-work/summary?area=${encodeURIComponent(ASSEMBLY)}`,
      rowsEach: district.booths.length,
    }),
    await unitCost({
      ...common,
      label: `mandal summary (${SETTINGS.boothsPerMandal} parts)`,
      client: client(mandal.token),
      path: `/api/field-work/summary?area=${encodeURIComponent(mandal.scope)}`,
      rowsEach: SETTINGS.boothsPerMandal,
    }),
    await unitCost({
      ...common,
      label: 'pull, a full page of marks',
      client: full,
      path: pull(assembly.cursor),
      rowsEach: pageRows,
    }),
    await unitCost({
      ...common,
      label: 'pull, nothing new',
      client: empty,
      path: pull(cursor),
      rowsEach: 0,
    }),
  ];
  full.close();
  empty.close();
  return costs;
}

/** The reference rate: see SETTINGS.referenceShare. */
function referenceRate(sustained: number | undefined): number {
  const below = SETTINGS.rates.filter((r) => r <= (sustained ?? 0) * SETTINGS.referenceShare);
  return below.at(-1) ?? SETTINGS.rates[0]!;
}

async function run(): Promise<void> {
  const started = performance.now();
  const d = await startDeployment(ADMIN_URL);
  report.environment.postgres = d.postgres;
  try {
    const bare = await bareInsert({
      url: d.databaseUrl,
      booths: d.district.booths,
      marks: SETTINGS.bareInsertMarks,
      connections: SETTINGS.bareInsertConnections,
      maxMarks: SETTINGS.maxMarksPerPush,
      meter: d.meter,
    });
    log(`bare INSERT: ${Math.round(bare.marksPerSecond)} marks/s (${bare.marks} marks)`);

    const clients = await startClients(d.balancer.base, d.district);
    log(
      `${clients.phones.length} phones and ${clients.coordinators.length} coordinators hold their streams`,
    );
    const parts: StepParts = {
      ...clients,
      meter: d.meter,
      watchLock: () => watchVersionLock(d.monitor, d.databaseName),
      watchersPerMark: d.district.watchersPerMark,
    };
    let index = 0;
    const step = async (
      label: string,
      rate: number,
      maxMarks: number = SETTINGS.maxMarksPerPush,
    ) => {
      const s = await runStep(parts, {
        index: index++,
        label,
        rate,
        seconds: SETTINGS.stepSeconds,
        maxMarks,
      });
      printStep(s);
      return s;
    };
    const steps: StepResult[] = [];
    for (const rate of SETTINGS.rates) {
      steps.push(await step(`${rate} marks/s`, rate));
      if (!steps.at(-1)!.sustained) break;
    }
    // A step that failed may leave a backlog (and HAProxy may have taken an app server out
    // while its health check waited behind it): let it drain before measuring anything else.
    const settle = async () => {
      await clients.quiesce();
      await waitFor('HAProxy to see both app servers UP', async () => {
        const stats = await haproxyStats(d.balancer.statsUrl);
        return ['app1', 'app2'].every((n) => stats.get(n)?.status === 'UP');
      });
    };
    await settle();
    const costs = await coordinatorCosts(d);
    const best = sustainedStep(steps);
    const rate = referenceRate(best?.rate);
    const reference = await step(`${rate} marks/s again`, rate);
    await settle();
    const singleMark = await step(`${rate} marks/s, 1 mark a push`, rate, 1);
    await settle();

    // Marks by SMS (issue 44): a booth's waiting marks through the gateway's webhook to the
    // war room, beside the phone's push of as many; and marks per SMS, in process.
    const sms = await smsToWarRoom(d, clients, SETTINGS.smsMessages);
    log(
      `SMS → war room (${sms.marksEach} marks): p50 ${Math.round(sms.p50Ms)} ms, p95 ${Math.round(sms.p95Ms)} ms; ` +
        `push of as many: p50 ${Math.round(sms.pushP50Ms)} ms, p95 ${Math.round(sms.pushP95Ms)} ms`,
    );
    await settle();
    const packing = await smsPacking(SETTINGS.smsPackingTrials);

    const lone = await lonePushes({
      base: d.balancer.base,
      booth: d.district.idleBooth,
      marksEach: 2,
      seconds: SETTINGS.costSeconds * 2,
      meter: d.meter,
      watchLock: () => watchVersionLock(d.monitor, d.databaseName, 50),
    });
    log(`lone pushes: ${lone.pushes}, version lock ${lone.lockMsPerPush.toFixed(2)} ms each`);
    await settle();

    // The idle streams on the servers that carried the steps: does the reference rate still
    // hold with them open, and what do they cost per push?
    let withIdle: StepResult | undefined;
    const warm = await appStreams({
      name: 'warm',
      holder: d.holder,
      balancer: d.balancer,
      apps: d.servers.map((s) => `127.0.0.1:${s.port}`),
      servers: [{ pid: d.pids().app1 }, { pid: d.pids().app2 }],
      watchers: d.district.idleWatchers,
      idleBooth: d.district.idleBooth,
      waves: 0,
      dir: d.dir,
      idleCpu: false,
      whileOpen: async () => {
        withIdle = await step(`${rate} marks/s, ${SETTINGS.idleStreams} idle streams open`, rate);
      },
    });
    await clients.stop();
    const deliver = deliverCheck(SETTINGS.idleStreams, SETTINGS.deliverChanges, IDLE_DISTRICT);
    log(`fan-out check: ${deliver.nsPerCheck.toFixed(0)} ns a stream a change`);

    // Memory per stream and the waves on a fresh pair (nothing else running), then the bare pair.
    const fresh = await startFreshPair(d);
    let app: StreamSide;
    try {
      app = await appStreams({
        name: 'fresh',
        holder: d.holder,
        apps: fresh.apps,
        servers: fresh.servers,
        watchers: d.district.idleWatchers,
        idleBooth: d.district.idleBooth,
        waves: SETTINGS.waves,
        dir: d.dir,
        idleCpu: true,
      });
    } finally {
      await fresh.stop();
    }
    log(
      `app: ${app.streams} idle streams, ${app.serverHeapKbPerStream.toFixed(1)} kB of heap each on fresh servers`,
    );
    const bareSide = await bareStreams({
      holder: d.holder,
      streams: SETTINGS.idleStreams,
      waves: SETTINGS.waves,
      dir: d.dir,
    });
    log(
      `bare: ${bareSide.streams} idle streams, ${bareSide.serverHeapKbPerStream.toFixed(1)} kB of heap each`,
    );

    const results: PollDayResults = {
      booths: d.district.booths.length,
      coordinators: d.district.watchers.length,
      bare,
      steps,
      reference,
      singleMark,
      withIdle,
      warm,
      app,
      bareStreams: bareSide,
      costs,
      lone,
      deliver,
    };
    addFigures(add, results);
    addSmsFigures(add, packing, sms);
    report.environment.totalSeconds = Math.round((performance.now() - started) / 1000);
    report.environment.seedSeconds = Math.round(d.seedSeconds);
    report.details = {
      settings: SETTINGS,
      appDelays: APP_DELAYS,
      district: {
        booths: d.district.booths.length,
        voters: d.district.voters,
        coordinators: d.district.watchers.length,
        watchersPerMark: d.district.watchersPerMark,
        idleWatchers: d.district.idleWatchers.length,
      },
      lostStreams: clients.lostStreams,
      sustained: best?.label ?? null,
      bareInsert: bare,
      steps: [...steps, reference, singleMark, ...(withIdle ? [withIdle] : [])],
      idleStreams: { fresh: app, warm, bare: bareSide },
      costs,
      lonePushes: lone,
      deliverCheck: deliver,
      smsToWarRoom: sms,
      smsPacking: packing,
    };
    report.finishedAt = new Date().toISOString();
    const name = `pollday-${report.startedAt.slice(0, 10)}`;
    const [, md] = writeReport(report, name, TITLE);
    writeFileSync(
      md!,
      `${markdown(report, TITLE)}\n${extraMarkdown(results, HOW)}\n\n${packingTable(packing)}\n`,
    );
    console.log(`\nWrote ${name}.json and .md (${md})`);
  } catch (err) {
    d.keep();
    throw err;
  }
}

const HOW = [
  'Mark-to-coordinator: from the moment a phone sends the push carrying the mark until a summary (GET /api/field-work/summary) that the coordinator asked for after its pull brought the mark has been answered — what the home screen waits for: the poke (SSE), 250 ms to the sync, the pull pages, the summary (at most once a second). Each (mark, watching coordinator) pair is one sample; a pair not shown when the drain time ran out counts as infinitely late. The app’s 2 s quiet time before a phone pushes (engine writeDebounceMs) is not in it: phones here push at once.',
  'Phones: one account and booth area per booth (its own roll part, its voters), a tap marks 1–3 voters (mean 2) and pushes at once; a push still running makes the next wait (the marks go together). After each push the phone pulls, and it syncs 250 ms after each poke, as the app does. Coordinators: one per booth, per mandal (10 booths), per block (100) and one for the assembly, ~1.1 per booth as a state’s 2 lakh over 1,62,069 booths.',
  'Accounts, areas and the roll are written straight into the database; tokens come from the server’s token service on the key in the database (the app servers accept them as a sign-in’s); every account starts with a pull cursor at the roll’s end (synced the evening before). Every mark goes through HAProxy and the real push route.',
  'CPU: /proc/<pid>/stat of each app server, HAProxy, the stream holder, and PostgreSQL’s backends of this database (from pg_stat_activity, every second) and its shared background processes (server-wide); the load generator from process.cpuUsage. Everything shares the machine’s cores, and other engineers’ work runs beside it: the 1-minute load average is in every row.',
  'A step holds when p95 ≤ 5 s, at most 0.1 % of its marks failed, and at least 90 % of the asked rate was acknowledged. Each step runs its seconds, then waits up to the drain time for every mark to reach every coordinator; CPU counts over both.',
];

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });

let exitCode = 0;
try {
  const why = await missing();
  if (why && !SMOKE) throw new Error(`bench:pollday needs PostgreSQL and HAProxy: ${why}`);
  if (why) console.log(`bench:pollday --smoke skipped: ${why}`);
  else await run();
} catch (err) {
  exitCode = 1;
  console.error(
    `\nbench:pollday failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
} finally {
  await cleanup();
}
process.exit(exitCode);
