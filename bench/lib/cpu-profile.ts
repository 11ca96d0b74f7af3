// Where a page's long tasks go: a V8 CPU profile (CDP Profiler) cut into busy runs — samples
// with no idle one between them, a long task as the profiler saw it — each with the functions
// that took its samples. Used by the development runs of bench:reports (import) and bench:pad.

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  parent?: number;
  children?: number[];
};

export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type BusyRun = {
  /** ms from the profile's start. */
  at: number;
  ms: number;
  /** The frames that took most samples themselves ("<samples> <name> <file>:<line>"). */
  top: string[];
  /** The frames most often anywhere on the stack: which call a run was spent under. */
  under: string[];
};

const frameName = (f: ProfileNode['callFrame']): string =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;

const ranked = (counts: Map<string, number>, n: number): string[] =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, c]) => `${c} ${name}`);

/** The profile's busy runs longer than `overMs`. */
export function busyRuns(profile: CpuProfile, overMs = 50): BusyRun[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const runs: BusyRun[] = [];
  let t = profile.startTime;
  let runStart = -1;
  let self = new Map<string, number>();
  let stack = new Map<string, number>();
  const close = (end: number) => {
    if (runStart >= 0 && end - runStart > overMs * 1000)
      runs.push({
        at: (runStart - profile.startTime) / 1000,
        ms: (end - runStart) / 1000,
        top: ranked(self, 8),
        under: ranked(stack, 12),
      });
    runStart = -1;
    self = new Map();
    stack = new Map();
  };
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i]!;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') return close(t);
    if (runStart < 0) runStart = t;
    const name = frameName(f);
    self.set(name, (self.get(name) ?? 0) + 1);
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) {
      const frame = byId.get(n)!.callFrame;
      if (!frame.url) continue;
      seen.add(frameName(frame));
    }
    for (const s of seen) stack.set(s, (stack.get(s) ?? 0) + 1);
  });
  close(t);
  return runs;
}
