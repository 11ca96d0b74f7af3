// HAProxy for the deployment test: installed from Debian when missing, and its stats page read
// to see each app server's state.
import { spawnSync } from 'node:child_process';
import { Failure, READY_TIMEOUT_MS, log, sleep } from './run-context.ts';

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

export type ServerStat = { status: string; retries: number; redispatches: number };

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
