// npm run test:deploy — runs docs/deploy.md on this machine and proves a rolling restart loses
// nothing: a throwaway PostgreSQL database, two app servers (same DATABASE_URL, TRUST_PROXY=1),
// HAProxy with deploy/haproxy.cfg exactly as the recipe installs it, and simulated phones that
// sign up, push numbered mutations and pull through the balancer while server A and then B get
// SIGTERM and come back. A phone retries only a 503 or a reset connection, with a short
// backoff; anything else it sees is a failure. Afterwards every acknowledged mutation must be
// in the database exactly once (a trigger counts each committed write), every phone must pull
// all of its records back, and both servers' logs must be JSON lines carrying the request ids
// the phones were given, without a token or password. Installs HAProxy (apt-get) when missing;
// needs root for that and for HAProxy's user/chroot. Cleans up processes and the database even
// when it fails (the logs stay in a temporary folder, named in the output, when it fails).
//
// Settings (environment): DEPLOY_TEST_DATABASE_URL (else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres) names a PostgreSQL server where the run may
// create and drop a database; DEPLOY_TEST_PHONES (8) the number of phones.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { startAppServer, waitAppReady } from '../devkit/deploy/app-servers.ts';
import type { AppServer } from '../devkit/deploy/app-servers.ts';
import { ensureHaproxy, haproxyStats, startBalancer, waitFor } from '../devkit/deploy/haproxy.ts';
import { cleanup, cleanups, freePorts } from '../devkit/deploy/processes.ts';
import { checkAppLog } from './deploy-test/app-log.ts';
import { Phone, holdEventStream } from './deploy-test/phone.ts';
import {
  Failure,
  check,
  log,
  problems,
  seconds,
  sleep,
  started,
} from './deploy-test/run-context.ts';
const ADMIN_URL =
  process.env.DEPLOY_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const PHONES = Number(process.env.DEPLOY_TEST_PHONES ?? 8);
/** The shutdown promise is "exits within 2 s"; the margin is process teardown on a busy box. */
const STOP_LIMIT_MS = 2_500;
/** Phones run this long before the first restart, between restarts and after the last one. */
const WARMUP_MS = 3_000;
const SETTLE_MS = 2_000;
const WATCHDOG_MS = 170_000;

// ---------------------------------------------------------------- the run

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`deploy test: gave up after ${seconds(WATCHDOG_MS)}`);
    void cleanup().finally(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();

  const haproxyVersion = ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'booth-deploy-'));
  let keepDir = true;
  cleanups.push(() => {
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
    else console.log(`logs kept in ${dir}`);
  });

  // PostgreSQL: a throwaway database, migrated once, with a trigger counting committed writes.
  const dbName = `booth_deploy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  cleanups.push(async () => {
    // Connections close a moment after their pools end; FORCE only for what a kill left behind.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
        break;
      } catch {
        await sleep(100);
      }
    }
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const databaseUrl = dbUrl.toString();
  const db = openPostgres(databaseUrl, 2);
  cleanups.push(() => db.close());
  await migrate(db);
  await db.exec(`
    CREATE TABLE deploy_test_writes (tbl text NOT NULL, id uuid NOT NULL, version bigint NOT NULL);
    CREATE FUNCTION deploy_test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO deploy_test_writes VALUES (NEW.tbl, NEW.id, NEW.version); RETURN NULL; END $$;
    CREATE TRIGGER deploy_test_count_write AFTER INSERT OR UPDATE ON records
    FOR EACH ROW EXECUTE FUNCTION deploy_test_count_write();`);
  log(`database ${dbName} ready; HAProxy ${haproxyVersion}`);

  // Two app servers as in docs/deploy.md: same DATABASE_URL, own PORT, behind one proxy.
  const [portA, portB] = await freePorts(2);
  const servers: AppServer[] = [
    { name: 'app1', port: portA! },
    { name: 'app2', port: portB! },
  ];
  const startServer = (s: AppServer) => startAppServer(s, { databaseUrl, dir });
  const waitReady = (s: AppServer) => waitAppReady(s, dir);
  servers.forEach(startServer);
  await Promise.all(servers.map(waitReady));
  log(`app servers ready on ports ${portA} and ${portB}`);

  // HAProxy with the recipe's config, unchanged.
  const balancer = await startBalancer({
    name: 'haproxy',
    apps: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
    logFile: join(dir, 'haproxy.log'),
  });
  const { base, statsUrl, logFile: lbLog, proc: lb } = balancer;
  log(`HAProxy at ${base}, both servers UP`);

  // Phones: sign up through the balancer, then push and pull in a loop.
  const phones = Array.from({ length: PHONES }, (_, i) => new Phone(i + 1, base));
  await Promise.all(phones.map((p) => p.signUp()));
  // One token, both servers: the signing key is shared through the database.
  for (const s of servers) {
    const direct = new Phone(0, `http://127.0.0.1:${s.port}`);
    direct.token = phones[0]!.token;
    const res = await direct.call('GET', '/api/booth/my-profile');
    check(
      res.status === 200,
      `${s.name} refuses a token the balancer's servers issued (${res.status})`,
    );
  }
  // A 503 retried on the other server. A draining server answers 503 only on a connection that
  // was open before its SIGTERM, until it closes it moments later, so the rolling restart below
  // seldom shows one. Here a stand-in that passes the health check but turns every other request
  // away with 503 (a server that began draining before the checks noticed) sits beside app1
  // behind a second HAProxy with the same configuration; every request must still succeed.
  const standIn = { refused: 0 };
  const standInServer = createHttpServer((req, res) => {
    req.resume();
    if (req.url === '/api/ready') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
      return;
    }
    standIn.refused += 1;
    res.writeHead(503, {
      'retry-after': '2',
      connection: 'close',
      'content-type': 'application/json',
    });
    res.end('{"error":"shutting_down","message":"The server is restarting; try again shortly"}');
  });
  await new Promise<void>((r) => standInServer.listen(0, '127.0.0.1', r));
  const standInPort = (standInServer.address() as { port: number }).port;
  cleanups.push(() => {
    standInServer.closeAllConnections();
    standInServer.close();
  });
  const probeLb = await startBalancer({
    name: 'haproxy-503',
    apps: [`127.0.0.1:${standInPort}`, `127.0.0.1:${portA}`],
    logFile: join(dir, 'haproxy-503.log'),
  });
  const probe = new Phone(0, probeLb.base, phones[0]!.email);
  probe.token = phones[0]!.token;
  try {
    for (let i = 0; i < 10; i += 1) {
      await probe.push();
      await probe.pullAll();
    }
  } catch (err) {
    probe.errors.push((err as Error).message);
  }
  probeLb.proc.child.kill('SIGTERM');
  await probeLb.proc.exited;
  check(
    standIn.refused > 0,
    'no request reached the stand-in answering 503: the retry was not exercised',
  );
  check(
    probe.retried503 === 0,
    `${probe.retried503} answers 503 reached the phone instead of being retried on app1`,
  );
  log(`503 retry: the stand-in refused ${standIn.refused} requests, all answered by app1`);

  let running = true;
  const isRunning = () => running;
  const streams = phones.map((p) => holdEventStream(base, p, isRunning));
  const work = Promise.all(phones.map((p) => p.work(isRunning)));
  log(`${PHONES} phones signed up; pushing and pulling`);

  // The rolling restart: SIGTERM one server, wait for it to exit, start it, wait until it is
  // ready and back in the balancer's pool, then the other.
  const restarts: {
    name: string;
    stopMs: number;
    code: number | null;
    startMs: number;
    poolMs: number;
  }[] = [];
  try {
    await sleep(WARMUP_MS);
    for (const s of servers) {
      const t0 = Date.now();
      s.proc!.child.kill('SIGTERM');
      const code = await Promise.race([s.proc!.exited, sleep(15_000).then(() => null)]);
      const stopMs = Date.now() - t0;
      if (code === null) throw new Failure(`${s.name} did not exit within 15 s of SIGTERM`);
      log(`${s.name} exited ${code} ${seconds(stopMs)} after SIGTERM`);
      const t1 = Date.now();
      startServer(s);
      await waitReady(s);
      const startMs = Date.now() - t1;
      await waitFor(
        `HAProxy to take ${s.name} back`,
        async () => (await haproxyStats(statsUrl)).get(s.name)?.status === 'UP',
      );
      const poolMs = Date.now() - t1;
      log(
        `${s.name} ready ${seconds(startMs)} after start, back in the pool after ${seconds(poolMs)}`,
      );
      restarts.push({ name: s.name, stopMs, code, startMs, poolMs });
      await sleep(SETTLE_MS);
    }
  } finally {
    running = false;
    await work;
    await Promise.all(streams.map((s) => s.done));
  }
  log('phones stopped');

  // Every phone pulls everything it pushed, through the balancer.
  for (const p of phones) {
    if (p.errors.length) continue;
    try {
      await p.pullAll();
    } catch (err) {
      p.errors.push((err as Error).message);
    }
  }
  const lbStats = await haproxyStats(statsUrl);

  // The database: every acknowledged mutation once, nothing else.
  const clients = new Map(
    (
      await db.query<{ client_id: string; last: number }>(
        'SELECT client_id, last_mutation_id AS last FROM sync_clients',
      )
    ).rows.map((r) => [r.client_id, Number(r.last)]),
  );
  const records = await db.query<{ id: string; email: string; n: string | null }>(
    `SELECT r.id, u.email, r.fields->>'partNumber' AS n
     FROM records r JOIN users u ON u.id = r.owner_id WHERE r.tbl = 'voters'`,
  );
  const writes = await db.query<{ id: string; times: number }>(
    'SELECT id, count(*)::int AS times FROM deploy_test_writes GROUP BY id',
  );
  const writeCount = new Map(writes.rows.map((r) => [r.id, Number(r.times)]));
  const byEmail = new Map<string, Map<string, number>>();
  for (const r of records.rows) {
    const mine = byEmail.get(r.email) ?? new Map<string, number>();
    mine.set(r.id, Number(r.n));
    byEmail.set(r.email, mine);
  }
  const expected = new Map<string, number>();
  let acknowledged = 0;
  for (const p of [...phones, probe]) {
    for (const e of p.errors) problems.push(`phone ${p.n}: ${e}`);
    acknowledged += p.own.size;
    expected.set(p.email, (expected.get(p.email) ?? 0) + p.own.size);
    const stored = byEmail.get(p.email) ?? new Map<string, number>();
    const lastAcked = p.next - 1;
    check(
      clients.get(p.clientId) === lastAcked,
      `phone ${p.n}: server has lastMutationId ${clients.get(p.clientId)}, phone ${lastAcked}`,
    );
    for (const [id, mutationId] of p.own) {
      check(
        stored.get(id) === mutationId,
        `phone ${p.n}: mutation ${mutationId} (${id}) not stored as sent`,
      );
      check(
        writeCount.get(id) === 1,
        `phone ${p.n}: mutation ${mutationId} written ${writeCount.get(id) ?? 0} times`,
      );
      check(
        p.pulled.has(id) || (p === probe && phones[0]!.pulled.has(id)),
        `phone ${p.n}: record of mutation ${mutationId} never came back in a pull`,
      );
    }
  }
  for (const [email, count] of expected) {
    const stored = byEmail.get(email)?.size ?? 0;
    check(stored === count, `${email}: ${stored} records stored, ${count} acknowledged`);
  }
  check(byEmail.size === expected.size, `records of ${byEmail.size - expected.size} unknown users`);
  const totalWrites = writes.rows.reduce((sum, r) => sum + Number(r.times), 0);
  check(
    totalWrites === acknowledged,
    `${totalWrites} record writes for ${acknowledged} acknowledged mutations`,
  );
  for (const [i, s] of streams.entries()) {
    for (const e of s.seen.errors) problems.push(`phone ${i + 1}: ${e}`);
    check(
      s.seen.ready > 0 && s.seen.poke > 0,
      `phone ${i + 1}: event stream saw ${s.seen.ready} ready, ${s.seen.poke} pokes`,
    );
  }
  for (const r of restarts) {
    check(r.code === 0, `${r.name} exited with ${r.code} on SIGTERM`);
    check(
      r.stopMs <= STOP_LIMIT_MS,
      `${r.name} took ${seconds(r.stopMs)} to exit (limit ${seconds(STOP_LIMIT_MS)})`,
    );
  }
  check(restarts.length === servers.length, 'the rolling restart did not finish');

  // Logs, once every process has stopped writing.
  for (const s of servers) s.proc!.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.proc!.exited));
  lb.child.kill('SIGTERM');
  await lb.exited;
  const logs = servers.map((s) => ({ name: s.name, ...checkAppLog(join(dir, `${s.name}.log`)) }));
  const loggedIds = new Set(logs.flatMap((l) => [...l.ids]));
  for (const l of logs) {
    for (const p of l.problems) problems.push(`${l.name} log: ${p}`);
    check(l.requestLines > 0, `${l.name} log has no request lines`);
  }
  const answered = phones.flatMap((p) => p.requestIds);
  const missing = answered.filter((id) => !loggedIds.has(id));
  check(
    answered.length > 0 && missing.length === 0,
    `${missing.length} of ${answered.length} request ids the phones got are in no server log (e.g. ${missing[0]})`,
  );
  const lbText = readFileSync(lbLog, 'utf8');
  check(!/token=|eyJ/.test(lbText), 'the HAProxy log holds a token');
  check(/id=[0-9a-f-]{36}/.test(lbText), 'the HAProxy log has no request ids');

  // Summary.
  const sum = (f: (p: Phone) => number) => phones.reduce((n, p) => n + f(p), 0);
  const lbRetries = lbStats.get('BACKEND')?.retries ?? 0;
  const lbRedispatches = lbStats.get('BACKEND')?.redispatches ?? 0;
  console.log('');
  console.log(
    `phones ${PHONES}: ${sum((p) => p.pushes)} pushes, ${sum((p) => p.pulls)} pulls; ${acknowledged} mutations acknowledged in all`,
  );
  console.log(
    `503 stand-in: ${standIn.refused} requests refused and retried on app1 (${probe.pushes} pushes, ${probe.pulls} pulls)`,
  );
  console.log(
    `phone retries: ${sum((p) => p.retried503)} after a 503, ${sum((p) => p.retriedReset)} after a reset`,
  );
  console.log(
    `HAProxy's counters for the run: ${lbRetries} retries (wretr), ${lbRedispatches} redispatches (wredis)`,
  );
  console.log(
    `event streams: ${streams.reduce((n, s) => n + s.seen.poke, 0)} pokes, ${streams.reduce((n, s) => n + s.seen.reconnects, 0)} reconnects`,
  );
  for (const r of restarts)
    console.log(
      `${r.name}: exit ${r.code} ${seconds(r.stopMs)} after SIGTERM, ready ${seconds(r.startMs)} after start, in the pool after ${seconds(r.poolMs)}`,
    );
  for (const l of logs)
    console.log(
      `${l.name} log: ${l.lines} JSON lines, ${l.requestLines} request lines, ${l.ids.size} request ids, ${l.refused} answered 503 while draining`,
    );
  console.log(`database: ${records.rows.length} records, ${totalWrites} writes`);

  if (problems.length) {
    console.log(`\nFAILED (${problems.length} problems):`);
    for (const p of problems.slice(0, 30)) console.log(`  - ${p}`);
    if (problems.length > 30) console.log(`  … and ${problems.length - 30} more`);
    throw new Failure('deploy test failed');
  }
  keepDir = false;
  console.log(`\ndeploy test passed in ${seconds(Date.now() - started)}`);
}

let exitCode = 0;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}
try {
  await main();
} catch (err) {
  exitCode = 1;
  // An interrupted run fails wherever it was; its cleanup already says so.
  if (!interrupted && (!(err instanceof Failure) || err.message !== 'deploy test failed'))
    console.error(
      `\ndeploy test failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
} finally {
  await cleanup();
}
process.exit(exitCode);
