// Thousands of idle event streams, through HAProxy to the two app servers, and the same number
// to two bare SSE servers behind HAProxy with the same configuration: resident memory of the
// servers (and HAProxy) before and after, per stream; and waves, one change that pokes every
// stream, timed from the push being sent (the app: a mark in the idle watchers' district,
// which then goes to the other server by NOTIFY) or from the broadcast being sent (the bare
// servers, both at once) until each stream has its poke. One HAProxy takes `maxconn`
// connections (two descriptors each): when the open-file limit keeps that below the streams,
// more balancers with the same configuration share them, as a state's several would.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { haproxyStats, startBalancer } from '../../devkit/deploy/haproxy.ts';
import type { Balancer } from '../../devkit/deploy/haproxy.ts';
import { freePort } from '../../devkit/deploy/processes.ts';
import { startBareSseServer } from './child-processes.ts';
import type { Holder } from './child-processes.ts';
import { residentMb } from './cpu-meter.ts';
import type { Account, Booth } from './district-seed.ts';
import { JsonClient, now } from './http-client.ts';
import { SETTINGS } from './settings.ts';
import type { HolderAnswer } from './stream-holder.ts';

export type Wave = { received: number; streams: number; p50: number; p95: number; max: number };

export type StreamSide = {
  streams: number;
  failed: number;
  openSeconds: number;
  /** Resident memory, MiB: before opening, with the streams open, after closing. */
  serversMb: { before: number; open: number; closed: number };
  haproxyMb: { before: number; open: number; closed: number };
  /** Streams on each server while open (HAProxy's scur). */
  perServer: number[];
  serverKbPerStream: number;
  haproxyKbPerStream: number;
  waves: Wave[];
  lost: number;
  errors: string[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timeWave(
  holder: Holder,
  send: () => Promise<number>,
  streams: number,
): Promise<Wave> {
  holder.tell({ cmd: 'wave' });
  await sleep(200); // the holder has started listening
  const sentAt = await send();
  let last: Extract<HolderAnswer, { type: 'report' }> | undefined;
  for (const until = Date.now() + 15_000; Date.now() < until;) {
    await sleep(250);
    last = await holder.ask({ cmd: 'report', sentAt }, 'report');
    if (last.received >= streams) break;
  }
  return { received: last!.received, streams, p50: last!.p50, p95: last!.p95, max: last!.max };
}

/** Open `urls` through a balancer, measure, run `whileOpen`, time the waves, close. */
async function side(opts: {
  holder: Holder;
  urls: string[];
  balancers: Balancer[];
  serverPids: number[];
  waves: number;
  send: () => Promise<number>;
  whileOpen?: () => Promise<void>;
}): Promise<StreamSide> {
  const { holder } = opts;
  const servers = () => opts.serverPids.reduce((n, pid) => n + residentMb(pid), 0);
  const haproxy = () => opts.balancers.reduce((n, b) => n + residentMb(b.proc.child.pid!), 0);
  await sleep(SETTINGS.settleMs);
  const before = { servers: servers(), haproxy: haproxy() };
  const opened = await holder.ask({ cmd: 'open', urls: opts.urls, concurrency: 100 }, 'opened');
  await sleep(SETTINGS.settleMs);
  const open = { servers: servers(), haproxy: haproxy() };
  const stats = await Promise.all(opts.balancers.map((b) => haproxyStats(b.statsUrl)));
  const perServer = opts.serverPids.map((_, i) =>
    stats.reduce((n, st) => n + (st.get(`app${i + 1}`)?.current ?? 0), 0),
  );
  await opts.whileOpen?.();
  const waves: Wave[] = [];
  for (let i = 0; i < opts.waves; i++) {
    waves.push(await timeWave(holder, opts.send, opened.open));
    await sleep(500);
  }
  const closed = await holder.ask({ cmd: 'close' }, 'closed');
  await sleep(SETTINGS.settleMs);
  const after = { servers: servers(), haproxy: haproxy() };
  const perStream = (a: number, b: number) => ((b - a) * 1024) / Math.max(1, opened.open);
  return {
    streams: opened.open,
    failed: opened.failed,
    openSeconds: opened.ms / 1000,
    serversMb: { before: before.servers, open: open.servers, closed: after.servers },
    haproxyMb: { before: before.haproxy, open: open.haproxy, closed: after.haproxy },
    perServer,
    serverKbPerStream: perStream(before.servers, open.servers),
    haproxyKbPerStream: perStream(before.haproxy, open.haproxy),
    waves,
    lost: closed.lost,
    errors: opened.errors,
  };
}

/**
 * The app side: the idle watchers' streams on the servers at `apps`, through `balancer` (else
 * one started here) and as many more as they need, and waves of one mark in their district.
 */
export async function appStreams(opts: {
  name: string;
  holder: Holder;
  balancer?: Balancer;
  apps: string[];
  appPids: number[];
  watchers: Account[];
  idleBooth: Booth;
  waves: number;
  dir: string;
  whileOpen?: () => Promise<void>;
}): Promise<StreamSide> {
  const started: Balancer[] = [];
  const first =
    opts.balancer ??
    (await startBalancer({
      name: `haproxy-${opts.name}`,
      apps: opts.apps,
      logFile: join(opts.dir, `haproxy-${opts.name}.log`),
    }));
  if (!opts.balancer) started.push(first);
  started.push(
    ...(await extraBalancers(
      opts.watchers.length + 2_000,
      first.maxconn,
      opts.apps,
      opts.dir,
      opts.name,
    )),
  );
  const balancers = [first, ...started.filter((b) => b !== first)];
  const phone = new JsonClient(first.base, opts.idleBooth.phone.token);
  const clientId = `pollday-waves-${randomUUID()}`;
  let mutationId = 0;
  const send = async () => {
    mutationId += 1;
    const sentAt = now();
    const res = await phone.call('POST', '/api/sync/push', {
      clientId,
      mutations: [
        {
          mutationId,
          table: 'voteMarks',
          id: randomUUID(),
          op: 'put',
          fields: {
            voterId: opts.idleBooth.voters[mutationId % opts.idleBooth.voters.length]!,
            voted: true,
            markedAt: new Date().toISOString(),
            by: opts.idleBooth.phone.name,
          },
          baseVersion: 0,
        },
      ],
    });
    if (res.status !== 200) throw new Error(`wave push: ${res.status} ${JSON.stringify(res.body)}`);
    return sentAt;
  };
  const urls = opts.watchers.map(
    (w, i) =>
      `${balancers[i % balancers.length]!.base}/api/events?token=${encodeURIComponent(w.token)}`,
  );
  try {
    return await side({ ...opts, urls, balancers, serverPids: opts.appPids, send });
  } finally {
    phone.close();
    await stopBalancers(started);
  }
}

/** The balancers besides the first that `connections` need, each with its own maxconn. */
async function extraBalancers(
  connections: number,
  maxconn: number,
  apps: string[],
  dir: string,
  name: string,
): Promise<Balancer[]> {
  const extra = Math.ceil(connections / maxconn) - 1;
  return Promise.all(
    Array.from({ length: extra }, (_, i) =>
      startBalancer({
        name: `haproxy-${name}-${i + 2}`,
        apps,
        logFile: join(dir, `haproxy-${name}-${i + 2}.log`),
      }),
    ),
  );
}

async function stopBalancers(balancers: Balancer[]): Promise<void> {
  for (const b of balancers) b.proc.child.kill('SIGTERM');
  await Promise.all(balancers.map((b) => b.proc.exited));
}

/** The baseline: two bare SSE servers behind the same HAProxy configuration. */
export async function bareStreams(opts: {
  holder: Holder;
  streams: number;
  waves: number;
  dir: string;
}): Promise<StreamSide> {
  const ports = [await freePort(), await freePort()];
  const servers = await Promise.all(
    ports.map((p, i) => startBareSseServer(`bare-sse-${i + 1}`, p)),
  );
  const apps = ports.map((p) => `127.0.0.1:${p}`);
  const first = await startBalancer({
    name: 'haproxy-bare',
    apps,
    logFile: join(opts.dir, 'haproxy-bare.log'),
  });
  const more = await extraBalancers(opts.streams + 2_000, first.maxconn, apps, opts.dir, 'bare');
  const balancers = [first, ...more];
  try {
    const urls = Array.from(
      { length: opts.streams },
      (_, i) => `${balancers[i % balancers.length]!.base}/api/events`,
    );
    const send = async () => {
      const sentAt = now();
      await Promise.all(
        ports.map((p) => fetch(`http://127.0.0.1:${p}/broadcast`, { method: 'POST' })),
      );
      return sentAt;
    };
    return await side({
      holder: opts.holder,
      urls,
      balancers,
      serverPids: servers.map((s) => s.pid!),
      waves: opts.waves,
      send,
    });
  } finally {
    await stopBalancers(balancers);
    for (const s of servers) s.kill('SIGTERM');
  }
}
