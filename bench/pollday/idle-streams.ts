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
import { freePorts } from '../../devkit/deploy/processes.ts';
import { startBareSseServer } from './child-processes.ts';
import type { Holder } from './child-processes.ts';
import { processTicks, residentMb } from './cpu-meter.ts';
import { heapReading } from './heap-reading.ts';
import type { Account, Booth } from './district-seed.ts';
import { JsonClient, now } from './http-client.ts';
import { SETTINGS } from './settings.ts';
import type { HolderAnswer } from './stream-holder.ts';

export type MeasuredServer = { pid: number; inspectPort?: number };

export type Wave = { received: number; streams: number; p50: number; p95: number; max: number };

export type StreamSide = {
  streams: number;
  failed: number;
  openSeconds: number;
  /** Resident memory, MiB: before opening, with the streams open, after closing. */
  serversMb: { before: number; open: number; closed: number };
  /** The servers' JavaScript heap after a collection, MiB (NaN: not readable there). */
  serversHeapMb: { before: number; open: number; closed: number };
  haproxyMb: { before: number; open: number; closed: number };
  /** Streams on each server while open (HAProxy's scur). */
  perServer: number[];
  serverKbPerStream: number;
  serverHeapKbPerStream: number;
  haproxyKbPerStream: number;
  /**
   * Servers' CPU over one heartbeat period (25 s) with the streams open and nothing else
   * happening, minus the same before they opened: µs per stream per second (0: not measured).
   */
  idleCpuUsPerStreamSecond: number;
  haproxyIdleCpuUsPerStreamSecond: number;
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
  /** The servers, with the inspector port that allows a reading after a collection. */
  servers: MeasuredServer[];
  waves: number;
  send: () => Promise<number>;
  whileOpen?: () => Promise<void>;
  /** Measure the idle CPU (fresh and bare servers; not where a step runs). */
  idleCpu: boolean;
}): Promise<StreamSide> {
  const { holder } = opts;
  const haproxyPids = opts.balancers.map((b) => b.proc.child.pid!);
  const idleCpu = async () => {
    if (!opts.idleCpu) return { servers: 0, haproxy: 0 };
    const ticks = (pids: number[]) => pids.reduce((n, pid) => n + processTicks(pid), 0);
    const serverPids = opts.servers.map((s) => s.pid);
    const s0 = ticks(serverPids);
    const h0 = ticks(haproxyPids);
    await sleep(SETTINGS.idleCpuMs);
    return { servers: ticks(serverPids) - s0, haproxy: ticks(haproxyPids) - h0 };
  };
  const haproxy = () => opts.balancers.reduce((n, b) => n + residentMb(b.proc.child.pid!), 0);
  const memory = async () => {
    const readings = await Promise.all(
      opts.servers.map((s) =>
        s.inspectPort
          ? heapReading(s.pid, s.inspectPort)
          : Promise.resolve({ heapMb: NaN, rssMb: residentMb(s.pid) }),
      ),
    );
    return {
      servers: readings.reduce((n, r) => n + r.rssMb, 0),
      heap: readings.reduce((n, r) => n + r.heapMb, 0),
      haproxy: haproxy(),
    };
  };
  await sleep(SETTINGS.settleMs);
  const before = await memory();
  const quietCpu = await idleCpu();
  const opened = await holder.ask({ cmd: 'open', urls: opts.urls, concurrency: 100 }, 'opened');
  await sleep(SETTINGS.settleMs);
  const open = await memory();
  const stats = await Promise.all(opts.balancers.map((b) => haproxyStats(b.statsUrl)));
  const perServer = opts.servers.map((_, i) =>
    stats.reduce((n, st) => n + (st.get(`app${i + 1}`)?.current ?? 0), 0),
  );
  const openCpu = await idleCpu();
  // Ticks are 10 ms of CPU; per stream per second, in µs.
  const perStreamSecond = (a: number, b: number) =>
    opts.idleCpu ? ((b - a) * 10_000) / Math.max(1, opened.open) / (SETTINGS.idleCpuMs / 1000) : 0;
  await opts.whileOpen?.();
  const waves: Wave[] = [];
  for (let i = 0; i < opts.waves; i++) {
    waves.push(await timeWave(holder, opts.send, opened.open));
    await sleep(500);
  }
  const closed = await holder.ask({ cmd: 'close' }, 'closed');
  await sleep(SETTINGS.settleMs);
  const after = await memory();
  const perStream = (a: number, b: number) => ((b - a) * 1024) / Math.max(1, opened.open);
  return {
    streams: opened.open,
    failed: opened.failed,
    openSeconds: opened.ms / 1000,
    serversMb: { before: before.servers, open: open.servers, closed: after.servers },
    serversHeapMb: { before: before.heap, open: open.heap, closed: after.heap },
    haproxyMb: { before: before.haproxy, open: open.haproxy, closed: after.haproxy },
    perServer,
    serverKbPerStream: perStream(before.servers, open.servers),
    serverHeapKbPerStream: perStream(before.heap, open.heap),
    haproxyKbPerStream: perStream(before.haproxy, open.haproxy),
    idleCpuUsPerStreamSecond: perStreamSecond(quietCpu.servers, openCpu.servers),
    haproxyIdleCpuUsPerStreamSecond: perStreamSecond(quietCpu.haproxy, openCpu.haproxy),
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
  servers: MeasuredServer[];
  watchers: Account[];
  idleBooth: Booth;
  waves: number;
  dir: string;
  whileOpen?: () => Promise<void>;
  idleCpu: boolean;
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
    return await side({ ...opts, urls, balancers, send });
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
  const [portA, portB, ...inspectPorts] = await freePorts(4);
  const ports = [portA!, portB!];
  const servers = await Promise.all(
    ports.map((p, i) => startBareSseServer(`bare-sse-${i + 1}`, p, inspectPorts[i]!)),
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
      servers: servers.map((s, i) => ({ pid: s.pid!, inspectPort: inspectPorts[i] })),
      waves: opts.waves,
      send,
      idleCpu: true,
    });
  } finally {
    await stopBalancers(balancers);
    for (const s of servers) s.kill('SIGTERM');
  }
}
