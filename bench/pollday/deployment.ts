// The district recipe (docs/deploy.md) on this machine for the poll-day run: a throwaway
// PostgreSQL database with the seeded district, two app servers on it (LOG on, as deployed,
// into files) and HAProxy with deploy/haproxy.cfg in front; plus the monitor connection (to
// the admin database, so its own queries are not counted as the run's) and the stream holder.
// Everything is registered with the cleanup, which stops the processes and drops the database
// however the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startAppServer, waitAppReady } from '../../devkit/deploy/app-servers.ts';
import type { AppServer } from '../../devkit/deploy/app-servers.ts';
import { log } from '../../devkit/deploy/context.ts';
import { startBalancer } from '../../devkit/deploy/haproxy.ts';
import type { Balancer } from '../../devkit/deploy/haproxy.ts';
import { cleanups, freePorts } from '../../devkit/deploy/processes.ts';
import { openPostgres } from '../../server/db/database.ts';
import { createTempDatabase, postgresVersion } from '../lib/temp-postgres.ts';
import { startHolder } from './child-processes.ts';
import type { Holder } from './child-processes.ts';
import { CpuMeter } from './cpu-meter.ts';
import type { MeteredPids } from './cpu-meter.ts';
import { seedDistrict } from './district-seed.ts';
import type { MeasuredServer } from './idle-streams.ts';
import type { District } from './district-seed.ts';
import { SETTINGS } from './settings.ts';

export type Deployment = {
  dir: string;
  databaseUrl: string;
  databaseName: string;
  postgres: string;
  district: District;
  seedSeconds: number;
  servers: AppServer[];
  balancer: Balancer;
  monitor: pg.Client;
  holder: Holder;
  meter: CpuMeter;
  pids(): MeteredPids;
  /** Keep the logs folder (a failed run). */
  keep(): void;
};

export async function startDeployment(adminUrl: string): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'booth-pollday-'));
  let keepDir = false;
  cleanups.push(() => {
    if (keepDir) console.log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });
  const temp = await createTempDatabase(adminUrl);
  cleanups.push(() => temp.drop());
  const db = openPostgres(temp.url, 4);
  const seedStart = performance.now();
  let district: District;
  try {
    district = await seedDistrict(db, {
      booths: SETTINGS.booths,
      votersPerBooth: SETTINGS.votersPerBooth,
      boothsPerMandal: SETTINGS.boothsPerMandal,
      mandalsPerBlock: SETTINGS.mandalsPerBlock,
      idleWatchers: SETTINGS.idleStreams,
    });
  } finally {
    await db.close();
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(
    `database ${temp.name}: ${district.booths.length} booths, ${district.voters} voters, ` +
      `${district.watchers.length} coordinators, ${district.idleWatchers.length} idle watchers (${seedSeconds.toFixed(1)} s)`,
  );

  const [port1, port2] = await freePorts(2);
  const servers: AppServer[] = [
    { name: 'app1', port: port1! },
    { name: 'app2', port: port2! },
  ];
  for (const s of servers) startAppServer(s, { databaseUrl: temp.url, dir });
  await Promise.all(servers.map((s) => waitAppReady(s, dir)));
  const balancer = await startBalancer({
    name: 'haproxy',
    apps: servers.map((s) => `127.0.0.1:${s.port}`),
    logFile: join(dir, 'haproxy.log'),
  });
  log(`app servers on ${servers.map((s) => s.port).join(' and ')}, HAProxy at ${balancer.base}`);

  const monitor = new pg.Client({ connectionString: adminUrl });
  await monitor.connect();
  cleanups.push(() => monitor.end());
  const holder = startHolder();
  const pids = (): MeteredPids => ({
    app1: servers[0]!.proc!.child.pid!,
    app2: servers[1]!.proc!.child.pid!,
    haproxy: balancer.proc.child.pid!,
    streamHolder: holder.pid,
  });
  return {
    dir,
    databaseUrl: temp.url,
    databaseName: temp.name,
    postgres: await postgresVersion(adminUrl),
    district,
    seedSeconds,
    servers,
    balancer,
    monitor,
    holder,
    meter: new CpuMeter(monitor, temp.name, pids),
    pids,
    keep: () => (keepDir = true),
  };
}

/**
 * Two more app servers on the same database, started now with the inspector on loopback
 * (heap-reading.ts): memory readings after a collection, on servers that carried nothing else
 * (the first two hold the garbage of every step before). Stopped by `stop()`.
 */
export async function startFreshPair(
  d: Deployment,
): Promise<{ apps: string[]; servers: MeasuredServer[]; stop(): Promise<void> }> {
  const [port3, port4, ...inspectPorts] = await freePorts(4);
  const pair: AppServer[] = [
    { name: 'app3', port: port3! },
    { name: 'app4', port: port4! },
  ];
  pair.forEach((s, i) =>
    startAppServer(s, {
      databaseUrl: d.databaseUrl,
      dir: d.dir,
      nodeArgs: [`--inspect=127.0.0.1:${inspectPorts[i]}`],
    }),
  );
  await Promise.all(pair.map((s) => waitAppReady(s, d.dir)));
  return {
    apps: pair.map((s) => `127.0.0.1:${s.port}`),
    servers: pair.map((s, i) => ({ pid: s.proc!.child.pid!, inspectPort: inspectPorts[i] })),
    stop: async () => {
      for (const s of pair) s.proc!.child.kill('SIGTERM');
      await Promise.all(pair.map((s) => s.proc!.exited));
    },
  };
}
