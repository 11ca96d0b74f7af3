// The poll-day report's tables beyond the figures: every step with its CPU per part and the
// machine's load, both sides of the idle streams, the per-request costs, and how the run was
// made — appended to the markdown the shared report writer makes.
import type { PollDayResults } from './pollday-figures.ts';
import { appCpu, lockMsPerPush, perMark } from './pollday-figures.ts';
import type { StepResult } from './rate-step.ts';
import type { StreamSide } from './idle-streams.ts';

const n0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '∞');
const n2 = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '–');
const cores = (s: StepResult, cpu: number) => n2(cpu / s.window.seconds);

function stepRow(s: StepResult): string {
  const pm = perMark(s);
  const w = s.window;
  return `| ${s.label} | ${n0(s.achievedRate)} | ${n2(s.acked / Math.max(1, s.requests.pushes))} | ${n0(s.p50Ms)} | ${n0(s.p95Ms)} | ${n0(s.p95PulledMs)} | ${n0(s.p95FromTapMs)} | ${n0(s.p95PushMs)} | ${s.failed} / ${s.unseenViews} | ${cores(s, appCpu(w))} | ${cores(s, w.cpu.postgres)} | ${cores(s, w.cpu.postgresBackground)} | ${cores(s, w.cpu.haproxy)} | ${cores(s, w.cpu.loadGenerator)} | ${n2(pm.app)} / ${n2(pm.postgres)} | ${Math.round(s.lock.heldShare * 100)} % · ${n2(lockMsPerPush(s))} ms · ${n2(s.lock.meanWaiting)} | ${n2(w.load[0])} → ${n2(w.load[1])} | ${n0(s.generatorLagP99Ms)} | ${s.sustained ? 'held' : s.why} |`;
}

function streamRow(name: string, s: StreamSide): string {
  const waves = s.waves.map((w) => `${n0(w.p50)}/${n0(w.p95)}/${n0(w.max)}`).join(', ');
  return `| ${name} | ${s.streams} (${s.perServer.join(' + ')}), ${s.failed} failed, ${s.lost} lost | ${n2(s.openSeconds)} s | ${n2(s.serversMb.before)} → ${n2(s.serversMb.open)} → ${n2(s.serversMb.closed)} | ${n2(s.serverKbPerStream)} | ${n2(s.serversHeapMb.before)} → ${n2(s.serversHeapMb.open)} → ${n2(s.serversHeapMb.closed)} | ${n2(s.serverHeapKbPerStream)} | ${n2(s.idleCpuUsPerStreamSecond)} | ${n2(s.haproxyMb.before)} → ${n2(s.haproxyMb.open)} → ${n2(s.haproxyMb.closed)} | ${n2(s.haproxyKbPerStream)} | ${waves} |`;
}

export function extraMarkdown(r: PollDayResults, how: string[]): string {
  const steps = [...r.steps, r.reference, r.singleMark, ...(r.withIdle ? [r.withIdle] : [])];
  return [
    '## Steps',
    '',
    'Times in ms from the push being sent (p95 from tap: from the tap, waiting behind the phone’s previous push included). CPU in cores used over the step and its drain (1.0 = one core busy). Lock: the version lock’s share of the step held · held per push · pushes waiting on average.',
    '',
    '| step | marks/s | marks/push | p50 | p95 | p95 pulled | p95 from tap | p95 push | failed / unseen | app cores | PostgreSQL cores | PG background | HAProxy | load generator | CPU ms/mark app / PG | version lock | load 1-min | generator lag p99 | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map(stepRow),
    '',
    '## Idle event streams',
    '',
    'Memory in MiB, both servers together (before → open → closed): resident size, and the JavaScript heap after a garbage collection (fresh and bare servers, through the inspector; the servers that ran the steps have no inspector and hold their garbage, so theirs is unreliable). Idle CPU: µs per stream per second over one heartbeat period. Waves: ms from the push (app) or broadcast (bare) being sent until a stream had its poke, p50/p95/max over the streams, per wave.',
    '',
    '| side | streams (per server) | to open | servers RSS MiB | kB/stream | heap MiB | kB/stream | idle CPU µs/s | HAProxy MiB | kB/stream | waves p50/p95/max |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...(r.warm ? [streamRow('app servers that ran the steps (memory unreliable)', r.warm)] : []),
    ...(r.app ? [streamRow('app servers, a fresh pair', r.app)] : []),
    ...(r.bareStreams ? [streamRow('bare SSE servers', r.bareStreams)] : []),
    '',
    '## Per-request costs (each alone, 4 at once through HAProxy; the push one at a time)',
    '',
    '| request | rows | requests | app ms | PostgreSQL ms | HAProxy ms | p50 ms | load |',
    '|---|---|---|---|---|---|---|---|',
    ...r.costs.map(
      (c) =>
        `| ${c.label} | ${c.rowsEach} | ${c.requests} | ${n2(c.appMsPerRequest)} | ${n2(c.postgresMsPerRequest)} | ${n2(c.haproxyMsPerRequest)} | ${n2(c.p50Ms)} | ${n2(c.window.load[0])} → ${n2(c.window.load[1])} |`,
    ),
    `| push of ${r.lone.marksEach} marks, one phone back to back (version lock ${n2(r.lone.lockMsPerPush)} ms each) | ${r.lone.marksEach} | ${r.lone.pushes} | ${n2(r.lone.appMsPerPush)} | ${n2(r.lone.postgresMsPerPush)} | ${n2((r.lone.window.cpu.haproxy * 1000) / r.lone.pushes)} | ${n2(r.lone.p50Ms)} | ${n2(r.lone.window.load[0])} → ${n2(r.lone.window.load[1])} |`,
    '',
    `Fan-out check (in process, ${r.deliver.streams} subscribers, ${r.deliver.changes} changes): ${n2(r.deliver.nsPerCheck)} ns a stream a change; a bare loop comparing one string: ${n2(r.deliver.bareNsPerCheck)} ns.`,
    '',
    '## How',
    '',
    ...how.map((h) => `- ${h}`),
    '',
  ].join('\n');
}
