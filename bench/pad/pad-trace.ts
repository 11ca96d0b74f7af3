// What a long task of bench:pad is, from a Chromium trace (PAD_BENCH_TRACE=<file>): the page's
// main-thread tasks over 50 ms, each with the events under it (timers, IndexedDB callbacks,
// promise jobs, style, layout, paint, garbage collection) and the functions the JavaScript
// sampler found in it, placed on the page's clock so a task can be matched with the calls.
// The CPU profile of PAD_BENCH_PROFILE cannot tell tasks apart (a throttled thread shows no
// idle samples between them); the trace's tasks are the browser's own.

/**
 * The trace's categories: tasks and the events under them (timers, event handlers, IndexedDB
 * callbacks, style, layout, paint, garbage collection); with `samples`, JavaScript samples too
 * (which functions), at a cost: the sampler and the detailed timeline at CPU 4× make tasks of
 * 30 ms long ones, so count long tasks in a run without them.
 */
export const traceCategories = (samples: boolean): string[] => [
  '-*',
  'toplevel',
  'devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  ...(samples
    ? ['disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler']
    : []),
];

/**
 * The light trace every run records (tasks and the origin mark only): how much of each task was
 * the page's own thread at work, so a task stretched by other programs on the machine can be
 * told from one the page made long.
 */
export const LIGHT_TRACE = ['-*', 'toplevel', 'blink.user_timing'];

/** The mark the bench sets when tracing starts, to place the trace on the page's clock. */
export const TRACE_ORIGIN_MARK = 'pad-trace-origin';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (µs): the thread at work, not waiting for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown>;
  };
};

/** The events that mark one task of the main thread, whichever the trace's categories hold. */
const TASK_EVENTS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'SimpleWatcher::OnHandleReady',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

export type TracedTask = {
  /** Page clock (ms). */
  start: number;
  ms: number;
  /** Of it, the thread at work (the rest: other programs on the machine). */
  cpuMs: number;
  /** The events directly under the task and one level below, longest first. */
  events: string[];
  /** The functions with the most samples in the task ("<ms> <name> <file>:<line>"). */
  self: string[];
  /** The app's functions most often on the stack in the task. */
  under: string[];
};

const short = (url = '') => url.split('/').pop() ?? url;
const frameName = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}`;

function describe(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  const bits = [e.name];
  if (typeof d.type === 'string') bits.push(d.type);
  if (typeof d.functionName === 'string' && d.functionName) bits.push(d.functionName);
  if (typeof d.url === 'string' && d.url) bits.push(`${short(d.url)}:${Number(d.lineNumber) + 1}`);
  return bits.join(' ');
}

/** The page's main thread's complete events, in order, and the page's clock for the trace's. */
function mainThread(events: TraceEvent[]) {
  const origin = events.find((e) => e.name === TRACE_ORIGIN_MARK && e.ph !== 'e');
  if (!origin) throw new Error('The trace has no origin mark');
  const { pid, tid } = origin;
  const markAt = Number((origin.args?.data as { startTime?: number } | undefined)?.startTime);
  // The mark's startTime is on the page's clock; its ts on the trace's (µs).
  const toPage = (ts: number) => (ts - origin.ts) / 1000 + markAt;
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  // A task as the browser runs it: the outermost of the events that mark one (a task's runner
  // nests its own).
  const tasks: TraceEvent[] = [];
  for (const e of main) {
    if (!TASK_EVENTS.has(e.name)) continue;
    const outer = tasks[tasks.length - 1];
    if (outer && e.ts < outer.ts + outer.dur!) continue;
    tasks.push(e);
  }
  return { pid, tid, main, tasks, toPage };
}

/** A task of the page's main thread: when (page clock), how long, and of it the thread at work. */
export type TaskTime = { start: number; ms: number; cpuMs: number };

/**
 * The main thread's tasks over `overMs` of wall time, with their thread time. At CPU 4× the
 * browser's throttling counts as the thread's own time (a task's thread time is most of its
 * wall time on a quiet machine); what the machine's other programs took from it does not.
 */
export function tracedTaskTimes(events: TraceEvent[], overMs = 50): TaskTime[] {
  const { tasks, toPage } = mainThread(events);
  return tasks
    .filter((t) => t.dur! > overMs * 1000)
    .map((t) => ({ start: toPage(t.ts), ms: t.dur! / 1000, cpuMs: (t.tdur ?? t.dur!) / 1000 }));
}

/**
 * The main thread's tasks over `overMs` in the trace `events`, on the page's clock, with what
 * ran under each. The page's main thread is the one where the origin mark was set.
 */
export function tracedLongTasks(events: TraceEvent[], overMs = 50): TracedTask[] {
  const { pid, tid, main, tasks: all, toPage } = mainThread(events);
  const tasks = all.filter((t) => t.dur! > overMs * 1000);

  // The JavaScript samples of the page's main thread.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  if (profile) {
    let ts = Number((profile.args?.data as { startTime?: number }).startTime);
    for (const chunk of events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id,
    )) {
      const data = chunk.args!.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const ids = data.cpuProfile?.samples ?? [];
      ids.forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        samples.push({ ts, node });
      });
    }
  }

  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Direct children and grandchildren: events not inside another event of the task.
    const depth = new Map<TraceEvent, number>();
    const open: TraceEvent[] = [];
    for (const e of inside) {
      while (open.length && open[open.length - 1]!.ts + open[open.length - 1]!.dur! <= e.ts)
        open.pop();
      depth.set(e, open.length);
      open.push(e);
    }
    const events = inside
      .filter((e) => depth.get(e)! <= 2 && e.dur! >= 1000)
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 20)
      .map((e) => `${(e.dur! / 1000).toFixed(1)} ms ${'  '.repeat(depth.get(e)!)}${describe(e)}`);
    const self = new Map<string, number>();
    const under = new Map<string, number>();
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      const node = nodes.get(s.node);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const name = frameName(node.callFrame);
      self.set(name, (self.get(name) ?? 0) + 1);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = nodes.get(n.parent ?? -1))
        if (n.callFrame.url && !n.callFrame.url.includes('node_modules/'))
          seen.add(frameName(n.callFrame));
      for (const name of seen) under.set(name, (under.get(name) ?? 0) + 1);
    }
    const ranked = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, count]) => `${count} ${name}`);
    return {
      start: toPage(task.ts),
      ms: task.dur! / 1000,
      cpuMs: (task.tdur ?? task.dur!) / 1000,
      events,
      self: ranked(self, 10),
      under: ranked(under, 12),
    };
  });
}
