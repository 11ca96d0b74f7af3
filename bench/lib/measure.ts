// Timing and memory helpers shared by the Node-side benchmarks.

export type Throughput = { records: number; ms: number; perSecond: number };

export function throughput(records: number, ms: number): Throughput {
  return { records, ms: Math.round(ms), perSecond: Math.round((records / ms) * 1000) };
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** One memory reading, taken after `records` rows had been paged. */
export type MemorySample = { records: number; rssMb: number; heapUsedMb: number };

const mb = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

export function memorySample(records: number): MemorySample {
  const m = process.memoryUsage();
  return { records, rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed) };
}

/** First, peak and last of a series: enough to show whether memory stays flat. */
export type MemorySummary = {
  samples: number;
  first: { rssMb: number; heapUsedMb: number };
  peak: { rssMb: number; heapUsedMb: number };
  last: { rssMb: number; heapUsedMb: number };
};

export function summarizeMemory(
  samples: Pick<MemorySample, 'rssMb' | 'heapUsedMb'>[],
): MemorySummary {
  const pick = (s: (typeof samples)[number] | undefined) => ({
    rssMb: s?.rssMb ?? 0,
    heapUsedMb: s?.heapUsedMb ?? 0,
  });
  return {
    samples: samples.length,
    first: pick(samples[0]),
    peak: {
      rssMb: Math.max(0, ...samples.map((s) => s.rssMb)),
      heapUsedMb: Math.max(0, ...samples.map((s) => s.heapUsedMb)),
    },
    last: pick(samples[samples.length - 1]),
  };
}

/** Run `tasks` with at most `limit` in flight; results keep the tasks' order. */
export async function runConcurrently<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** At most `points` evenly spread elements of `list` (the last one included), for reports. */
export function thin<T>(list: T[], points: number): T[] {
  if (list.length <= points) return list;
  const step = (list.length - 1) / (points - 1);
  return Array.from({ length: points }, (_, i) => list[Math.round(i * step)]!);
}
