// `npm run bench:engine-breakdown [rows]`: where the browser engine's time goes beyond the
// bare bulkPut floor. Three runs over the same seeded assembly (default 50,000 voters), each in
// a fresh Chromium: the full engine pull, the engine's applyPage over pre-fetched pages (no
// network), and bare bulkPut. Prints wall and Chromium CPU time; writes nothing.
import { buildBenchPage, inFreshBrowser, withCpu } from './browser/browser-bench.ts';
import { createOrg } from './legs/org.ts';
import { PLAN } from './legs/leg-context.ts';
import { startServer } from './lib/server-process.ts';
import { SMOKE } from './lib/smoke.ts';

const rows = SMOKE ? 500 : Number(process.argv[2] ?? 50_000);
const page = await buildBenchPage();
const server = await startServer({ database: 'pglite', staticDir: page.dir });
try {
  const org = await createOrg(server.url, 'breakdown', 1, () => 1);
  const who = org.coordinator;
  await server.call('seed', {
    slices: [{ seed: PLAN.seed, first: 0, count: rows }],
    outside: { seed: PLAN.seed + 1, first: 0, count: 0 },
    ownerId: org.workers[0]!.session.user.booth_id,
  });
  const base = { token: who.token, userId: who.user.booth_id };

  const engine = await inFreshBrowser(server.url, (p) =>
    withCpu(server, () =>
      p.evaluate((o) => window.boothBench!.enginePull(o), { ...base, dbName: 'e' }),
    ),
  );
  const [pulled, pullCpu] = engine.value;
  const applied = await inFreshBrowser(server.url, (p) =>
    withCpu(server, () =>
      p.evaluate((o) => window.boothBench!.engineApplyOnly(o), {
        ...base,
        dbName: 'a',
        pageSize: pulled.pageSize,
      }),
    ),
  );
  const [apply, applyCpu] = applied.value;
  const floor = await inFreshBrowser(server.url, async (p) => {
    await p.evaluate((o) => window.boothBench!.floorFetch(o), {
      token: who.token,
      pageSize: pulled.pageSize,
    });
    return withCpu(server, () =>
      p.evaluate((o) => window.boothBench!.floorBulkPut(o), {
        dbName: 'f',
        chunkSize: pulled.pageSize,
      }),
    );
  });
  const [put, putCpu] = floor.value;

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`${rows} voters, pages of ${pulled.pageSize}:`);
  console.log(
    `  engine pull (network + apply):  ${s(pulled.ms)}  Chromium CPU ${pullCpu.chromiumSeconds} s`,
  );
  console.log(`  pages fetched alone:            ${s(apply.fetchMs)}`);
  console.log(
    `  engine applyPage, no network:   ${s(apply.ms)}  Chromium CPU ${applyCpu.chromiumSeconds} s (fetch included)`,
  );
  console.log(
    `  bare bulkPut (floor):           ${s(put.ms)}  Chromium CPU ${putCpu.chromiumSeconds} s`,
  );
} finally {
  await server.stop();
  page.dispose();
}
