// Push and pull legs on one database backend: a fresh database, the real server on it, ten
// booth workers who write and the assembly coordinator above them who reads.
import { currentLoad, loadSpan } from '../lib/report.ts';
import { startServer } from '../lib/server-process.ts';
import { createTempDatabase, postgresReachable, postgresVersion } from '../lib/temp-postgres.ts';
import type { TempDatabase } from '../lib/temp-postgres.ts';
import { runPullBench } from '../node/pull-bench.ts';
import type { PullResult } from '../node/pull-bench.ts';
import { runPushBench } from '../node/push-bench.ts';
import { BACKEND_NAMES, pullFigure, pushFigure } from './backend-figures.ts';
import type { Backend } from './backend-figures.ts';
import type { LegContext } from './leg-context.ts';
import { createOrg } from './org.ts';

function checkPull(name: string, pull: PullResult, total: number): void {
  if (pull.pull.records !== total || pull.outOfOrder > 0) {
    throw new Error(
      `${name}: pull returned ${pull.pull.records} rows, ${pull.outOfOrder} out of order`,
    );
  }
}

export async function runBackendLegs(backend: Backend, ctx: LegContext): Promise<void> {
  const name = BACKEND_NAMES[backend];
  const { plan } = ctx;
  const total = plan.clients * plan.perClient;
  let temp: TempDatabase | undefined;
  if (backend === 'postgres') {
    if (!(await postgresReachable())) {
      ctx.report.skipped.push('PostgreSQL legs: no server at postgres://127.0.0.1:5432');
      return;
    }
    temp = await createTempDatabase();
    ctx.report.environment.postgres = await postgresVersion(temp.url);
  }
  console.log(
    `\n${name}: ${plan.clients} clients × ${plan.perClient} voters, batches of ${plan.batchSize}`,
  );
  const server = await startServer({ database: temp?.url ?? 'pglite' });
  try {
    // Worker k pushes roll serials from k·perClient on, which start at that polling part.
    const perPart = plan.assemblySize / 300;
    const org = await createOrg(
      server.url,
      backend,
      plan.clients,
      (k) => Math.floor((k * plan.perClient) / perPart) + 1,
    );

    let load = currentLoad();
    const push = await runPushBench(server, org.workers, plan);
    const stats = await server.call('stats', null);
    if (stats.voters !== total)
      throw new Error(`${name}: server stored ${stats.voters} voters, expected ${total}`);
    ctx.add(pushFigure(backend, push, loadSpan(load), plan));

    load = currentLoad();
    const pull = await runPullBench(server, org.coordinator, plan.pullPageSize);
    checkPull(name, pull, total);
    ctx.add(pullFigure(backend, pull, loadSpan(load)));

    // Diagnostic: the same pull once planner statistics are fresh, to show what they change.
    await server.call('analyze', null);
    load = currentLoad();
    const analyzed = await runPullBench(server, org.coordinator, plan.pullPageSize);
    checkPull(name, analyzed, total);
    ctx.add(pullFigure(backend, analyzed, loadSpan(load), true));

    ctx.report.details[backend] = { push, pull, analyzed, stats };
  } finally {
    await server.stop();
    await temp?.drop();
  }
}
