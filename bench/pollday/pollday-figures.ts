// The poll-day run's figures, each beside its same-run baseline where one exists (the bare
// INSERT of the same marks, the bare SSE servers), and the derived per-core and per-stream
// figures the sizing in docs/deploy.md is built from.
import type { Figure } from '../lib/report.ts';
import type { BareInsertResult } from './bare-insert.ts';
import type { CpuWindow } from './cpu-meter.ts';
import type { StreamSide } from './idle-streams.ts';
import type { StepResult } from './rate-step.ts';
import type { LonePushes, UnitCost } from './unit-costs.ts';
import type { DeliverCheck } from './deliver-check.ts';

export type PollDayResults = {
  booths: number;
  coordinators: number;
  bare: BareInsertResult;
  steps: StepResult[];
  reference: StepResult;
  singleMark: StepResult;
  withIdle?: StepResult;
  /** The idle streams on the servers that ran the steps (memory there is noisy: see fresh). */
  warm?: StreamSide;
  /** The idle streams on a fresh pair of app servers: memory and waves. */
  app?: StreamSide;
  bareStreams?: StreamSide;
  costs: UnitCost[];
  lone: LonePushes;
  deliver: DeliverCheck;
};

type Add = (f: Omit<Figure, 'ratio' | 'met'>) => void;

const r1 = (n: number) => Math.round(n * 10) / 10;
const r3 = (n: number) => Math.round(n * 1000) / 1000;
export const appCpu = (w: CpuWindow) => w.cpu.app1 + w.cpu.app2;

/** CPU milliseconds per acknowledged mark, per part. */
export function perMark(step: StepResult) {
  const n = Math.max(1, step.acked);
  const ms = (s: number) => (s * 1000) / n;
  return {
    app: ms(appCpu(step.window)),
    postgres: ms(step.window.cpu.postgres),
    postgresBackground: ms(step.window.cpu.postgresBackground),
    haproxy: ms(step.window.cpu.haproxy),
    loadGenerator: ms(step.window.cpu.loadGenerator),
  };
}

/** Milliseconds the version lock was held per push. */
export const lockMsPerPush = (s: StepResult) =>
  (s.lock.heldShare * s.window.seconds * 1000) / Math.max(1, s.requests.pushes);

/** The highest step that held the limit, or undefined when none did. */
export const sustainedStep = (steps: StepResult[]) => steps.filter((s) => s.sustained).at(-1);

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export function addFigures(add: Add, r: PollDayResults): void {
  const best = sustainedStep(r.steps);
  const shared = `2 app servers, PostgreSQL, HAProxy and the load generator on the same cores`;
  add({
    id: 'sustained-marks',
    label: `highest step with p95 mark-to-coordinator ≤ 5 s and no errors (${r.booths} booths, ${r.coordinators} coordinators watching; ${shared})`,
    unit: 'marks/s',
    value: best ? r1(best.achievedRate) : 0,
    baseline: {
      label: `bare INSERT of the same marks, 1–3 a batch, ${r.bare.connections} connections`,
      value: r1(r.bare.marksPerSecond),
    },
    notes: best
      ? [
          `next step: ${r.steps.at(r.steps.indexOf(best) + 1)?.label ?? 'none (the ladder ended)'} — ${r.steps.at(r.steps.indexOf(best) + 1)?.why ?? ''}`,
        ]
      : ['no step held the limit'],
  });
  if (best) {
    add({
      id: 'p95-at-sustained',
      label: `p95 mark-to-coordinator at ${best.label} (push sent → the coordinator's summary counting it)`,
      unit: 'ms',
      value: Math.round(best.p95Ms),
      baseline: r.bareStreams?.waves.length
        ? {
            label: `bare: INSERT p95 + SSE fan-out p95 to ${r.bareStreams.streams} streams`,
            value: Math.round(r.bare.p95BatchMs + medianOf(r.bareStreams.waves.map((w) => w.p95))),
          }
        : undefined,
      target: { kind: 'max', value: 5_000 },
      notes: [
        `p50 ${Math.round(best.p50Ms)} ms; the app's own waits are in it: 250 ms from poke to sync, and the summary asks at most once a second`,
      ],
    });
    const pm = perMark(best);
    add({
      id: 'marks-per-app-core',
      label: `marks/s per fully used app-server core (1 ÷ app CPU per mark at ${best.label}, pushes, pulls, summaries and streams included)`,
      unit: 'marks/s',
      value: r1(1000 / pm.app),
      notes: [
        `app CPU ${r3(pm.app)} ms per mark; PostgreSQL ${r3(pm.postgres)} ms, so ${r1(1000 / pm.postgres)} marks/s per fully used PostgreSQL core`,
      ],
    });
    add({
      id: 'postgres-cpu-per-mark',
      label: `PostgreSQL CPU per mark at ${best.label} (this database's backends)`,
      unit: 'ms',
      value: r3(pm.postgres),
      baseline: {
        label: 'bare INSERT of the same marks',
        value: r3((r.bare.window.cpu.postgres * 1000) / r.bare.marks),
      },
      notes: [
        `PostgreSQL's share of the server CPU per mark: ${Math.round((100 * pm.postgres) / (pm.postgres + pm.app))} % (app servers ${r3(pm.app)} ms, PostgreSQL ${r3(pm.postgres)} ms, its shared background processes ${r3(pm.postgresBackground)} ms, HAProxy ${r3(pm.haproxy)} ms)`,
      ],
    });
    add({
      id: 'version-lock-per-push',
      label: `version lock held per push at ${best.label} (the pushes' one serial section, to commit)`,
      unit: 'ms',
      value: r3(lockMsPerPush(best)),
      notes: [
        `held ${Math.round(best.lock.heldShare * 100)} % of the step; one database's ceiling ≈ ${Math.round(1000 / lockMsPerPush(best))} pushes/s on this machine`,
      ],
    });
  }
  add({
    id: 'lone-push-lock',
    label: `version lock held per push of ${r.lone.marksEach} marks with no push waiting (one phone pushing back to back, p50 push ${Math.round(r.lone.p50Ms)} ms)`,
    unit: 'ms',
    value: r3(r.lone.lockMsPerPush),
    notes: [
      `one database's ceiling on this machine ≈ ${Math.round(1000 / r.lone.lockMsPerPush)} pushes/s even with no queue; ${r.lone.pushes} pushes, lock held ${Math.round(r.lone.lock.heldShare * 100)} % of the time`,
    ],
  });
  add({
    id: 'lone-push-postgres',
    label: `PostgreSQL CPU per push of ${r.lone.marksEach} marks, alone`,
    unit: 'ms',
    value: r3(r.lone.postgresMsPerPush),
    baseline: {
      label: `bare INSERT of ${r.lone.marksEach} marks`,
      value: r3((r.bare.window.cpu.postgres * 1000 * r.lone.marksEach) / r.bare.marks),
    },
    notes: [`app servers ${r3(r.lone.appMsPerPush)} ms per push`],
  });
  add({
    id: 'fanout-check',
    label: `checking one change against one open stream (server/services/event-bus.ts, ${r.deliver.streams} streams, in process)`,
    unit: 'ns',
    value: Math.round(r.deliver.nsPerCheck),
    baseline: {
      label: 'a bare loop comparing one string',
      value: Math.round(r.deliver.bareNsPerCheck),
    },
    notes: [
      'every server checks every change (its own pushes and every other server’s) against every stream it holds',
    ],
  });
  add({
    id: 'single-mark-app-cpu',
    label: `app CPU per mark, one mark a push (${r.singleMark.label})`,
    unit: 'ms',
    value: r3(perMark(r.singleMark).app),
    baseline: {
      label: `1–3 marks a push (${r.reference.label})`,
      value: r3(perMark(r.reference).app),
    },
  });
  if (r.app && r.bareStreams) {
    add({
      id: 'memory-per-stream',
      label: `app servers' JavaScript heap per open event stream, read after a garbage collection (${r.app.streams} idle streams on a fresh pair: ${r.app.perServer.join(' + ')})`,
      unit: 'kB',
      value: r1(r.app.serverHeapKbPerStream),
      baseline: {
        label: 'bare SSE servers, same streams',
        value: r1(r.bareStreams.serverHeapKbPerStream),
      },
      notes: [
        `resident size of both servers (after the collection): ${r1(r.app.serversMb.before)} MiB before, ${r1(r.app.serversMb.open)} MiB open, ${r1(r.app.serversMb.closed)} MiB after closing, ${r1(r.app.serverKbPerStream)} kB a stream (bare: ${r1(r.bareStreams.serversMb.before)} → ${r1(r.bareStreams.serversMb.open)} → ${r1(r.bareStreams.serversMb.closed)}, ${r1(r.bareStreams.serverKbPerStream)} kB): the collection also returns the start-up's garbage to the system, so resident size per stream is not readable here; the heap is`,
      ],
    });
    add({
      id: 'idle-cpu-per-stream',
      label: `app servers' CPU for an open, idle event stream (heartbeat every 25 s; ${r.app.streams} streams, one heartbeat period)`,
      unit: 'µs/s',
      value: r3(r.app.idleCpuUsPerStreamSecond),
      baseline: {
        label: 'bare SSE servers, same streams',
        value: r3(r.bareStreams.idleCpuUsPerStreamSecond),
      },
      notes: [
        `HAProxy: ${r3(r.app.haproxyIdleCpuUsPerStreamSecond)} µs/s a stream (bare side ${r3(r.bareStreams.haproxyIdleCpuUsPerStreamSecond)})`,
      ],
    });
    add({
      id: 'haproxy-memory-per-stream',
      label: `HAProxy's resident memory per open event stream (${r.app.streams} streams)`,
      unit: 'kB',
      value: r1(r.app.haproxyKbPerStream),
      baseline: {
        label: 'the same HAProxy before the bare servers',
        value: r1(r.bareStreams.haproxyKbPerStream),
      },
    });
    add({
      id: 'fanout-all',
      label: `one mark poking ${r.app.streams} open streams: until the last had its poke (median of ${r.app.waves.length}; from the push being sent)`,
      unit: 'ms',
      value: Math.round(medianOf(r.app.waves.map((w) => w.max))),
      baseline: {
        label: `bare SSE broadcast to ${r.bareStreams.streams} streams`,
        value: Math.round(medianOf(r.bareStreams.waves.map((w) => w.max))),
      },
      notes: [
        `streams reached per wave: ${r.app.waves.map((w) => `${w.received}/${w.streams}`).join(', ')}; p95 ${r.app.waves.map((w) => Math.round(w.p95)).join(', ')} ms (bare ${r.bareStreams.waves.map((w) => Math.round(w.p95)).join(', ')} ms)`,
      ],
    });
  }
  if (r.withIdle && r.app) {
    add({
      id: 'p95-with-idle-streams',
      label: `p95 mark-to-coordinator at ${r.withIdle.label}`,
      unit: 'ms',
      value: Math.round(r.withIdle.p95Ms),
      baseline: { label: 'the same rate without them', value: Math.round(r.reference.p95Ms) },
      target: { kind: 'max', value: 5_000 },
    });
    // The extra app CPU of the step with the streams open (ms), less their heartbeats.
    const w = r.withIdle;
    const streams = r.app.streams;
    const extraMs = (perMark(w).app - perMark(r.reference).app) * w.acked;
    const heartbeatMs = (r.app.idleCpuUsPerStreamSecond * r.app.streams * w.window.seconds) / 1000;
    const perPushStream = (ms: number) => (ms * 1000) / Math.max(1, w.requests.pushes) / streams;
    add({
      id: 'app-cpu-with-idle-streams',
      label: `app CPU per mark with ${r.app.streams} idle streams open (every change is checked against every stream)`,
      unit: 'ms',
      value: r3(perMark(w).app),
      baseline: { label: 'the same rate without them', value: r3(perMark(r.reference).app) },
      notes: [
        `≈ ${r3(perPushStream(extraMs))} µs per push per open stream, ${r3(perPushStream(extraMs - heartbeatMs))} µs without the streams' heartbeats (${Math.round(heartbeatMs)} ms of the ${Math.round(extraMs)} ms extra, from the idle CPU per stream); in process the check alone took ${r3(r.deliver.nsPerCheck / 1000)} µs`,
      ],
    });
  }
  for (const c of r.costs)
    add({
      id: `cost-${c.label.replace(/\W+/g, '-').toLowerCase()}`,
      label: `${c.label}: app + PostgreSQL CPU per request (p50 ${Math.round(c.p50Ms)} ms)`,
      unit: 'ms',
      value: r3(c.appMsPerRequest + c.postgresMsPerRequest),
      notes: [
        `app ${r3(c.appMsPerRequest)} ms, PostgreSQL ${r3(c.postgresMsPerRequest)} ms, HAProxy ${r3(c.haproxyMsPerRequest)} ms; ${c.requests} requests`,
      ],
    });
}
