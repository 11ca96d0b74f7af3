// Browser leg: a coordinator's first pull of a whole 300,000-voter assembly into IndexedDB
// through the real sync engine, against bare Dexie bulkPut of the same rows (the floor).
import { buildBenchPage, runBrowserBench } from '../browser/browser-bench.ts';
import { thin } from '../lib/measure.ts';
import { currentLoad, loadSpan } from '../lib/report.ts';
import { startServer } from '../lib/server-process.ts';
import type { HeapSample } from '../browser/page/heap-sampler.ts';
import { planSummary } from './backend-figures.ts';
import { createOrg } from './org.ts';
import type { LegContext } from './leg-context.ts';

function heapSummary(samples: HeapSample[]): string {
  const used = samples.map((s) => s.usedMb);
  return `${used[0] ?? 0} → peak ${Math.max(0, ...used)} → last ${used[used.length - 1] ?? 0} MB (${samples.length} samples)`;
}

export async function runBrowserLeg(ctx: LegContext): Promise<void> {
  const { plan } = ctx;
  const { assemblySize } = plan;
  console.log(`\nBrowser: coordinator pulls ${assemblySize} voters into IndexedDB`);
  const page = await buildBenchPage();
  const server = await startServer({ database: 'pglite', staticDir: page.dir });
  try {
    const org = await createOrg(server.url, 'browser', 1, () => 1);
    const seeded = await server.call('seed', {
      slices: [{ seed: plan.seed, first: 0, count: assemblySize }],
      outside: { seed: plan.seed + 1, first: 0, count: plan.outsideRows },
      ownerId: org.workers[0]!.session.user.booth_id,
    });
    console.log(`  seeded ${seeded.records} rows server-side in ${seeded.ms} ms`);

    const pagePlan = await server.call('explainPull', {
      email: org.coordinator.user.email,
      limit: 500,
    });
    const load = currentLoad();
    const profile = plan.browserProfile ?? 'disk';
    const result = await runBrowserBench(server, org.coordinator, { profile });
    const loadNote = loadSpan(load);
    const { engine, floor } = result;
    if (engine.records !== assemblySize || floor.records !== assemblySize) {
      throw new Error(
        `browser stored ${engine.records} (engine) / ${floor.records} (floor), expected ${assemblySize}`,
      );
    }
    const sameShape = JSON.stringify(engine.sample) === JSON.stringify(floor.sample);
    ctx.add({
      id: 'browser-pull',
      label: `Browser pull of ${assemblySize} voters via sync engine (coordinator)`,
      unit: 'ms',
      value: Math.round(engine.ms),
      baseline: {
        label: `bare Dexie bulkPut, chunks of ${floor.chunkSize}`,
        value: Math.round(floor.ms),
      },
      target: { kind: 'maxRatio', value: 1.3 },
      notes: [
        `engine: ${engine.pages} pages of ${engine.pageSize}, ${Math.round((engine.records / engine.ms) * 1000)} records/s; floor: ${Math.round((floor.records / floor.ms) * 1000)} records/s`,
        `fetching every page alone, one after another at the engine's page size (outside the floor's timer): ${Math.round(result.fetch.ms)} ms — the network and server share of the engine's time (the engine fetches the next page while it writes the current one)`,
        `JS heap while paging: engine ${heapSummary(engine.heap)}; floor ${heapSummary(floor.heap)}, which holds all rows by design`,
        `stored records identical in both databases (sample): ${sameShape}; ${loadNote}; Chromium profile ${profile === 'disk' ? 'on disk' : 'in memory (off the record)'}`,
        `server page plan met by the engine (mid-table): ${planSummary(pagePlan)}`,
      ],
    });
    const { cpu: ec } = engine;
    const { cpu: fc } = floor;
    if (ec.chromiumSeconds !== null && fc.chromiumSeconds !== null) {
      ctx.add({
        id: 'browser-pull-cpu',
        label: `Browser pull of ${assemblySize} voters: Chromium CPU time (steadier under shared load)`,
        unit: 'CPU s',
        value: ec.chromiumSeconds,
        baseline: { label: 'bare Dexie bulkPut', value: fc.chromiumSeconds },
        notes: [
          `all Chromium processes (renderer, browser/IndexedDB, network); the server process also spent ${ec.serverSeconds} CPU s answering the engine's pages`,
        ],
      });
    }
    ctx.report.environment.chromium = result.chromium;
    ctx.report.details.browser = {
      seeded,
      fetch: result.fetch,
      engine: { ...engine, heap: thin(engine.heap, 30), sample: undefined },
      floor: { ...floor, heap: thin(floor.heap, 30), sample: undefined },
      sameShape,
      plan: pagePlan,
    };
  } finally {
    await server.stop();
    page.dispose();
  }
}
