// HAProxy for the district recipe run on one machine (npm run test:deploy, bench:pollday):
// installed from Debian when missing, started with deploy/haproxy.cfg, and its stats page read
// to see each app server's state.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Failure, READY_TIMEOUT_MS, ROOT, log, sleep } from './context.ts';
import { freePorts, run, tail } from './processes.ts';
import type { Proc } from './processes.ts';

export function ensureHaproxy(): string {
  const have = () => spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  let v = have();
  if (v.error) {
    if (process.getuid?.() !== 0)
      throw new Failure('HAProxy is missing; run as root to install it');
    log('installing HAProxy (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-q'],
      ['install', '-y', '-q', '--no-install-recommends', 'haproxy'],
    ]) {
      const r = spawnSync('apt-get', args, { env, stdio: 'inherit' });
      if (r.status !== 0) throw new Failure(`apt-get ${args[0]} failed`);
    }
    v = have();
  }
  const version = /version (\d+)\.(\d+)/.exec(v.stdout ?? '');
  if (!version || Number(version[1]) * 100 + Number(version[2]) < 204)
    throw new Failure(`HAProxy 2.4 or later needed, found: ${v.stdout?.split('\n')[0]}`);
  if (process.getuid?.() !== 0)
    throw new Failure("run as root: deploy/haproxy.cfg drops to user 'haproxy' in a chroot");
  return `${version[1]}.${version[2]}`;
}

export type ServerStat = {
  status: string;
  retries: number;
  redispatches: number;
  /** Connections open to the server now (scur): held event streams among them. */
  current: number;
};

export async function haproxyStats(statsUrl: string): Promise<Map<string, ServerStat>> {
  const res = await fetch(`${statsUrl}/;csv`);
  const [header, ...rows] = (await res.text()).trim().split('\n');
  const cols = header!.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[cols.indexOf(name)] ?? '';
  const out = new Map<string, ServerStat>();
  for (const line of rows) {
    const row = line.split(',');
    if (at(row, 'pxname') !== 'booth_app' || at(row, 'svname') === 'FRONTEND') continue;
    out.set(at(row, 'svname'), {
      status: at(row, 'status'),
      retries: Number(at(row, 'wretr') || 0),
      redispatches: Number(at(row, 'wredis') || 0),
      current: Number(at(row, 'scur') || 0),
    });
  }
  return out;
}

export async function waitFor(
  what: string,
  ok: () => Promise<boolean>,
  timeoutMs = READY_TIMEOUT_MS,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await ok().catch(() => false)) return;
    await sleep(100);
  }
  throw new Failure(`timed out waiting for ${what}`);
}

/** The recipe's configuration, used unchanged: everything per site comes from the environment. */
export const HAPROXY_CFG = join(ROOT, 'deploy', 'haproxy.cfg');

export type Balancer = {
  proc: Proc;
  base: string;
  statsUrl: string;
  logFile: string;
  /** Connections it takes at once (its global maxconn). */
  maxconn: number;
};

/** The configuration's maxconn (deploy/haproxy.cfg); it needs two descriptors per connection. */
const RECIPE_MAXCONN = 100_000;

/** This process's hard limit of open files (which HAProxy inherits), from /proc. */
function openFilesHardLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const hard = line?.trim().split(/\s+/)[4];
    return hard === undefined || hard === 'unlimited' ? Infinity : Number(hard);
  } catch {
    return Infinity;
  }
}

/**
 * The maxconn HAProxy can have here: the recipe's, unless the open-file limit cannot hold it
 * (a container where even root may not raise it); then what the limit allows, as
 * BOOTH_LB_MAXCONN would be set on such a machine.
 */
export function balancerMaxconn(): number {
  const given = Number(process.env.BOOTH_LB_MAXCONN);
  if (given > 0) return given;
  const limit = openFilesHardLimit();
  return limit >= 2 * RECIPE_MAXCONN + 100 ? RECIPE_MAXCONN : Math.floor((limit - 100) / 2);
}

/**
 * HAProxy with deploy/haproxy.cfg in front of `apps` (host:port, at most four), checked with
 * `haproxy -c` first; resolves once it sees every server UP.
 */
export async function startBalancer(opts: {
  name: string;
  apps: string[];
  logFile: string;
}): Promise<Balancer> {
  const [port, statsPort] = await freePorts(2);
  const maxconn = balancerMaxconn();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BOOTH_LB_BIND: `127.0.0.1:${port}`,
    BOOTH_LB_STATS: `127.0.0.1:${statsPort}`,
    BOOTH_LB_MAXCONN: String(maxconn),
  };
  opts.apps.forEach((app, i) => (env[`BOOTH_APP${i + 1}`] = app));
  const valid = spawnSync('haproxy', ['-c', '-q', '-f', HAPROXY_CFG], { env, encoding: 'utf8' });
  if (valid.status !== 0) throw new Failure(`haproxy -c failed:\n${valid.stderr}${valid.stdout}`);
  const proc = run(
    opts.name,
    'haproxy',
    ['-db', '-f', HAPROXY_CFG],
    env,
    opts.logFile,
    opts.logFile,
  );
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const names = opts.apps.map((_, i) => `app${i + 1}`);
  const allUp = async () => {
    const stats = await haproxyStats(statsUrl);
    return names.every((n) => stats.get(n)?.status === 'UP');
  };
  await Promise.race([
    waitFor(`${opts.name} to see every server UP`, allUp),
    proc.exited.then(() => {
      throw new Failure(`${opts.name} exited:\n${tail(opts.logFile)}`);
    }),
  ]);
  return { proc, base: `http://127.0.0.1:${port}`, statsUrl, logFile: opts.logFile, maxconn };
}
