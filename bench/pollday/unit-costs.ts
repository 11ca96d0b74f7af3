// What one request costs, for the sizing arithmetic: the steps measure pushes, pulls and
// summaries together, in this district's mix of watchers; a state has other levels (district
// and state coordinators whose summaries span thousands of parts). Each request kind runs
// alone for a few seconds, a few at once through the balancer, and its CPU per request is read
// per part (app servers, PostgreSQL, HAProxy); pushes run one at a time, so the version lock's
// hold is read with nothing queueing for it.
import { randomUUID } from 'node:crypto';
import type { CpuMeter, CpuWindow } from './cpu-meter.ts';
import type { Booth } from './district-seed.ts';
import { JsonClient } from './http-client.ts';
import type { LockUse } from './version-lock.ts';

export type UnitCost = {
  label: string;
  requests: number;
  /** Rows each answer carried (pulls), or tally rows the summary read. */
  rowsEach: number;
  window: CpuWindow;
  appMsPerRequest: number;
  postgresMsPerRequest: number;
  haproxyMsPerRequest: number;
  p50Ms: number;
};

export async function unitCost(opts: {
  label: string;
  client: JsonClient;
  path: string;
  rowsEach: number;
  seconds: number;
  concurrency: number;
  meter: CpuMeter;
}): Promise<UnitCost> {
  const times: number[] = [];
  const cpu = await opts.meter.begin();
  const until = Date.now() + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        const res = await opts.client.call('GET', opts.path);
        if (res.status !== 200) throw new Error(`${opts.label}: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const window = await cpu.end();
  const per = (s: number) => (s * 1000) / times.length;
  times.sort((a, b) => a - b);
  return {
    label: opts.label,
    requests: times.length,
    rowsEach: opts.rowsEach,
    window,
    appMsPerRequest: per(window.cpu.app1 + window.cpu.app2),
    postgresMsPerRequest: per(window.cpu.postgres),
    haproxyMsPerRequest: per(window.cpu.haproxy),
    p50Ms: times[Math.floor(times.length / 2)] ?? NaN,
  };
}

export type LonePushes = {
  pushes: number;
  marksEach: number;
  p50Ms: number;
  /** The version lock's hold per push with no other push waiting: its serial section. */
  lockMsPerPush: number;
  lock: LockUse;
  window: CpuWindow;
  appMsPerPush: number;
  postgresMsPerPush: number;
  /** Answers 503 sent again. */
  retried: number;
};

/**
 * One phone pushing marks back to back, nothing else writing and nobody watching its booth:
 * what a push costs alone, and how long it holds the version lock when none waits for it
 * (the floor under the hold the steps see, where pushes queue for it).
 */
export async function lonePushes(opts: {
  base: string;
  booth: Booth;
  marksEach: number;
  seconds: number;
  meter: CpuMeter;
  watchLock: () => Promise<{ stop(): LockUse }>;
}): Promise<LonePushes> {
  const client = new JsonClient(opts.base, opts.booth.phone.token);
  const clientId = `pollday-lone-${randomUUID()}`;
  const times: number[] = [];
  let mutationId = 0;
  let voter = 0;
  let retried = 0;
  const lock = await opts.watchLock();
  const cpu = await opts.meter.begin();
  for (const until = Date.now() + opts.seconds * 1000; Date.now() < until;) {
    const mutations = Array.from({ length: opts.marksEach }, () => {
      const voters = opts.booth.voters;
      const round = Math.floor(voter / voters.length);
      return {
        mutationId: ++mutationId,
        table: 'voteMarks',
        id: randomUUID(),
        op: 'put',
        fields: {
          voterId: voters[voter++ % voters.length],
          voted: round % 2 === 0,
          markedAt: new Date().toISOString(),
          by: opts.booth.phone.name,
        },
        baseVersion: 0,
      };
    });
    const t0 = performance.now();
    // A 503 (a server taken out of the pool, or draining) is sent again, as the app does.
    for (let attempt = 1; ; attempt++) {
      const res = await client.call('POST', '/api/sync/push', { clientId, mutations });
      if (res.status === 200) break;
      if (res.status !== 503 || attempt === 20)
        throw new Error(`lone push: ${res.status} ${JSON.stringify(res.body)}`);
      retried += 1;
      await new Promise((r) => setTimeout(r, 200));
    }
    times.push(performance.now() - t0);
  }
  const window = await cpu.end();
  const use = lock.stop();
  client.close();
  times.sort((a, b) => a - b);
  const per = (s: number) => (s * 1000) / times.length;
  return {
    pushes: times.length,
    marksEach: opts.marksEach,
    p50Ms: times[Math.floor(times.length / 2)] ?? NaN,
    lockMsPerPush: (use.heldShare * window.seconds * 1000) / times.length,
    lock: use,
    window,
    appMsPerPush: per(window.cpu.app1 + window.cpu.app2),
    postgresMsPerPush: per(window.cpu.postgres),
    retried,
  };
}
