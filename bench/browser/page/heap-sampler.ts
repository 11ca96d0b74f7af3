// Samples the JS heap while a benchmark runs. performance.memory is Chromium-only and coarse
// unless Chromium runs with --enable-precise-memory-info (the benchmark passes it).

type ChromiumMemory = { usedJSHeapSize: number; totalJSHeapSize: number };

export type HeapSample = { ms: number; records: number; usedMb: number };

function usedMb(): number {
  const memory = (performance as Performance & { memory?: ChromiumMemory }).memory;
  return memory ? Math.round((memory.usedJSHeapSize / 1048576) * 10) / 10 : 0;
}

/** Start sampling every `intervalMs`; `progress` says how many records are in so far. */
export function sampleHeap(progress: () => number, intervalMs = 100) {
  const start = performance.now();
  const samples: HeapSample[] = [];
  const take = () =>
    samples.push({
      ms: Math.round(performance.now() - start),
      records: progress(),
      usedMb: usedMb(),
    });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop(): HeapSample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
