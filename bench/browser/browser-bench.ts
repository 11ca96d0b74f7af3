// Drives the benchmark page in the system Chromium: (a) the real sync engine pulls the whole
// assembly into a fresh IndexedDB database, (b) bare Dexie bulkPut of the same rows into
// another fresh one (the floor). Each runs in its own fresh browser profile, so neither
// inherits the other's IndexedDB files or heap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { canReadProc, descendantCpuSeconds } from '../lib/proc-cpu.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import type { Session } from '../node/http-client.ts';
import type { FilesFloorResult } from './page/floor-files.ts';
import type { EditionResult, EngineResult, FetchResult, FloorResult } from './page/bench-api.ts';
import { benchPageConfig } from './vite.config.ts';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // Exact performance.memory readings instead of bucketed ones.
  '--enable-precise-memory-info',
];

/** Build the page into a temporary folder; the caller removes it with `dispose`. */
export async function buildBenchPage(): Promise<{ dir: string; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  await build(benchPageConfig(dir));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** CPU seconds spent by the measured call: all Chromium processes, and the server process. */
export type CpuUse = { chromiumSeconds: number | null; serverSeconds: number };

export type BrowserResult = {
  engine: EngineResult & { cpu: CpuUse };
  /** The same part files downloaded and written bare (floor-files.ts). */
  files: FilesFloorResult & { cpu: CpuUse };
  /** The voters written one by one with their index entries (the storage before files). */
  floor: (FloorResult & { cpu: CpuUse }) | null;
  fetch: FetchResult | null;
  /** A new edition over the old (issue 45, step 3), when asked for. */
  edition: EditionRun | null;
  chromium: string;
};

export type EditionRun = {
  /** What the server's edition wrote (bench/server/floor.ts newEdition). */
  applied: unknown;
  engine: EditionResult & { cpu: CpuUse };
  /** The new edition's files downloaded and written bare, in a fresh profile. */
  files: FilesFloorResult & { cpu: CpuUse };
};

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Run `fn` and report the CPU time it cost, beside the wall-clock time the page measures. */
export async function withCpu<T>(
  server: ServerProcess,
  fn: () => Promise<T>,
): Promise<[T, CpuUse]> {
  const chromiumCpu = () => (canReadProc() ? descendantCpuSeconds(process.pid, /^chrom/) : null);
  const [c0, s0] = [chromiumCpu(), await server.call('cpu', null)];
  const value = await fn();
  const [c1, s1] = [chromiumCpu(), await server.call('cpu', null)];
  return [
    value,
    {
      chromiumSeconds: c0 === null || c1 === null ? null : round1(c1 - c0),
      serverSeconds: round1(s1 - s0),
    },
  ];
}

/**
 * Open the page in a fresh browser with a new profile on disk, run `fn`, close the browser and
 * remove the profile; page errors fail the run. On disk, as on a phone: Playwright's
 * `browser.newContext()` is an off-the-record profile whose IndexedDB lives in memory, and
 * there the engine's pull and the bare bulkPut both hit QuotaExceededError after about
 * 210,000 voters (1.2 GB) although `navigator.storage.estimate()` reported an 11 GB quota.
 */
export async function inFreshBrowser<T>(
  baseUrl: string,
  fn: (page: Page) => Promise<T>,
  where: 'disk' | 'memory' = 'disk',
): Promise<{ value: T; version: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const launch = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };
  const browser = where === 'memory' ? await chromium.launch(launch) : null;
  const context = browser
    ? await browser.newContext()
    : await chromium.launchPersistentContext(profile, launch);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    // The engine logs what Dexie wrapped (name, message, inner); a failed run shows it here.
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') console.log(`  [page] ${msg.text()}`);
    });
    await page.goto(`${baseUrl}/index.html`);
    await page.waitForFunction(() => window.boothBench !== undefined, null, { timeout: 30_000 });
    const value = await fn(page);
    if (problems.length) throw new Error(`page errors: ${problems.join('; ')}`);
    // A persistent context has no Browser object to ask; the page's user agent names it.
    const agent = await page.evaluate(() => navigator.userAgent);
    return { value, version: /Chrome\/([\d.]+)/.exec(agent)?.[1] ?? agent };
  } finally {
    await context.close();
    await browser?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function runBrowserBench(
  server: ServerProcess,
  reader: Session,
  /** Rows per floor bulkPut; default the engine's page size, so both commit the same units. */
  opts: {
    floorChunkSize?: number;
    profile?: 'disk' | 'memory';
    /** Also the voters written one by one (28 minutes at 300,000 on this machine). */
    voterFloor?: boolean;
    /** After the first sync: write a new edition on the server, then sync it (step 3). */
    edition?: () => Promise<unknown>;
  } = {},
): Promise<BrowserResult> {
  const where = opts.profile ?? 'disk';
  /** The part files downloaded and written bare, each time in a fresh profile. */
  const bareFiles = () =>
    inFreshBrowser(
      server.url,
      (page) =>
        withCpu(server, () =>
          page.evaluate((o) => window.boothBench!.floorFiles(o), {
            token: reader.token,
            dbName: 'bench-files',
          }),
        ),
      where,
    );
  const engineOpts = { token: reader.token, userId: reader.user.booth_id, dbName: 'bench-engine' };
  /** The voters written one by one with their index entries, in a fresh profile. */
  const voterFloor = (pageSize: number) =>
    inFreshBrowser(
      server.url,
      async (page) => {
        // Fetched at the engine's page size, one page after another: its time is also how long
        // the engine waits on the network and server.
        const fetched = await page.evaluate((o) => window.boothBench!.floorFetch(o), {
          token: reader.token,
          pageSize,
        });
        const written = await withCpu(server, () =>
          page.evaluate((o) => window.boothBench!.floorBulkPut(o), {
            dbName: 'bench-floor',
            chunkSize: opts.floorChunkSize ?? pageSize,
          }),
        );
        return { fetched, written };
      },
      where,
    );
  const engine = await inFreshBrowser(
    server.url,
    async (page) => {
      const first = await withCpu(server, () =>
        page.evaluate((o) => window.boothBench!.enginePull(o), engineOpts),
      );
      // The baselines of the first sync run on the roll it took, before any new edition.
      const bare = await bareFiles();
      const floor = opts.voterFloor ? await voterFloor(first[0].pageSize) : null;
      if (!opts.edition) return { first, bare, floor, edition: null };
      // A new edition over the database the first sync filled, in this same profile.
      const applied = await opts.edition();
      await page.evaluate((o) => window.boothBench!.warmRoll(o), { dbName: engineOpts.dbName });
      const [result, cpu] = await withCpu(server, () =>
        page.evaluate((o) => window.boothBench!.engineEdition(o), engineOpts),
      );
      return { first, bare, floor, edition: { applied, engine: { ...result, cpu } } };
    },
    where,
  );
  const [engineResult, engineCpu] = engine.value.first;
  const [filesResult, filesCpu] = engine.value.bare.value;
  let edition: EditionRun | null = null;
  if (engine.value.edition) {
    // The new edition's files, bare, in a fresh profile after the engine took them.
    const [editionFiles, editionFilesCpu] = (await bareFiles()).value;
    edition = { ...engine.value.edition, files: { ...editionFiles, cpu: editionFilesCpu } };
  }
  const floor = engine.value.floor?.value;
  const [floorResult, floorCpu] = floor?.written ?? [null, null];
  return {
    engine: { ...engineResult, cpu: engineCpu },
    files: { ...filesResult, cpu: filesCpu },
    floor: floorResult && floorCpu ? { ...floorResult, cpu: floorCpu } : null,
    fetch: floor?.fetched ?? null,
    edition,
    chromium: engine.version,
  };
}
