// One step of poll day at a fixed rate: taps spread evenly over the step and over the booths
// (a random phone each time, 1 to `maxMarks` marks a tap, pushed at once), then a wait until
// every mark has reached every coordinator who watches it (or the drain time is up). Gives the
// step's achieved rate, mark-to-coordinator percentiles, failures, the requests made, the CPU
// of every part and the version lock's use, with the machine's load.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { BoothPhone, RequestCounts } from './booth-phone.ts';
import type { Coordinator } from './coordinator.ts';
import type { CpuMeter, CpuWindow } from './cpu-meter.ts';
import type { MarkLedger } from './mark-ledger.ts';
import type { LockUse } from './version-lock.ts';
import { SETTINGS } from './settings.ts';

export type StepPlan = {
  index: number;
  label: string;
  rate: number;
  seconds: number;
  /** Marks per tap: 1 to this many, evenly. */
  maxMarks: number;
};

export type StepResult = StepPlan & {
  tapped: number;
  acked: number;
  failed: number;
  achievedRate: number;
  /** (mark, coordinator) pairs never shown within the drain time. */
  unseenViews: number;
  p50Ms: number;
  p95Ms: number;
  p95PulledMs: number;
  p95FromTapMs: number;
  p95PushMs: number;
  requests: RequestCounts;
  window: CpuWindow;
  lock: LockUse;
  /** The load generator's event-loop delay, p99: high means its timestamps run late. */
  generatorLagP99Ms: number;
  failures: string[];
  sustained: boolean;
  why: string;
};

export type StepParts = {
  phones: BoothPhone[];
  coordinators: Coordinator[];
  ledger: MarkLedger;
  counts: RequestCounts;
  meter: CpuMeter;
  watchLock: () => Promise<{ stop(): LockUse }>;
  watchersPerMark: number;
};

export const percentile = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runStep(parts: StepParts, plan: StepPlan): Promise<StepResult> {
  const { phones, coordinators, ledger, counts } = parts;
  for (const x of [...phones, ...coordinators]) x.step = plan.index;
  const before = { ...counts };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const lock = await parts.watchLock();
  const cpu = await parts.meter.begin();

  const meanMarks = (1 + plan.maxMarks) / 2;
  const tapsPerMs = plan.rate / meanMarks / 1000;
  const started = Date.now();
  let taps = 0;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const elapsed = Math.min(Date.now() - started, plan.seconds * 1000);
      for (; taps < Math.floor(elapsed * tapsPerMs); taps++) {
        const phone = phones[Math.floor(Math.random() * phones.length)]!;
        phone.tap(1 + Math.floor(Math.random() * plan.maxMarks));
      }
      if (elapsed >= plan.seconds * 1000) {
        clearInterval(timer);
        done();
      }
    }, 10);
  });
  const drainUntil = Date.now() + SETTINGS.drainMs;
  while (Date.now() < drainUntil && !ledger.settled(plan.index, parts.watchersPerMark))
    await sleep(100);
  const window = await cpu.end();
  const lockUse = lock.stop();
  lag.disable();

  const s = ledger.samples(plan.index);
  const unseenViews = Math.max(
    0,
    s.expectedViews - s.sentToShown.length - s.failed * parts.watchersPerMark,
  );
  // A view that never came counts as slower than any that did.
  const shown = [...s.sentToShown, ...Array<number>(unseenViews).fill(Infinity)];
  const result: StepResult = {
    ...plan,
    tapped: s.tapped,
    acked: s.acked,
    failed: s.failed,
    achievedRate: s.acked / plan.seconds,
    unseenViews,
    p50Ms: percentile(shown, 0.5),
    p95Ms: percentile(shown, 0.95),
    p95PulledMs: percentile(s.sentToPulled, 0.95),
    p95FromTapMs: percentile(s.tapToShown, 0.95),
    p95PushMs: percentile(s.sentToAcked, 0.95),
    requests: {
      pushes: counts.pushes - before.pushes,
      pulls: counts.pulls - before.pulls,
      summaries: counts.summaries - before.summaries,
    },
    window,
    lock: lockUse,
    generatorLagP99Ms: lag.percentile(99) / 1e6,
    failures: s.failures,
    sustained: false,
    why: '',
  };
  const problems = [
    result.p95Ms > SETTINGS.p95LimitMs &&
      `p95 ${Math.round(result.p95Ms)} ms > ${SETTINGS.p95LimitMs} ms`,
    result.failed > s.tapped * SETTINGS.maxErrorShare && `${result.failed} failures`,
    result.achievedRate < plan.rate * SETTINGS.minAchievedShare &&
      `achieved ${Math.round(result.achievedRate)} of ${plan.rate} marks/s`,
  ].filter(Boolean);
  result.sustained = problems.length === 0;
  result.why = problems.join('; ');
  return result;
}
