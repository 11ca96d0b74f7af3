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
import type { Session } from '../node/http-client.ts';
import type { EngineResult, FloorResult } from './page/bench-api.ts';
import { benchPageConfig } from './vite.config.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Exact performance.memory readings instead of bucketed ones.
  '--enable-precise-memory-info',
];

/** Build the page into a temporary folder; the caller removes it with `dispose`. */
export async function buildBenchPage(): Promise<{ dir: string; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-page-'));
  await build(benchPageConfig(dir));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export type BrowserResult = { engine: EngineResult; floor: FloorResult; chromium: string };

/** Open the page in a fresh browser, run `fn`, close the browser; page errors fail the run. */
async function inFreshBrowser<T>(
  baseUrl: string,
  fn: (page: Page) => Promise<T>,
): Promise<{ value: T; version: string }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await page.goto(`${baseUrl}/index.html`);
    await page.waitForFunction(() => window.boothBench !== undefined, null, { timeout: 30_000 });
    const value = await fn(page);
    if (problems.length) throw new Error(`page errors: ${problems.join('; ')}`);
    return { value, version: browser.version() };
  } finally {
    await browser.close();
  }
}

export async function runBrowserBench(
  baseUrl: string,
  reader: Session,
  /** Rows per floor bulkPut; default the engine's page size, so both commit the same units. */
  opts: { floorChunkSize?: number } = {},
): Promise<BrowserResult> {
  const engine = await inFreshBrowser(baseUrl, (page) =>
    page.evaluate((o) => window.boothBench!.enginePull(o), {
      token: reader.token,
      userId: reader.user.booth_id,
      dbName: 'bench-engine',
    }),
  );
  const pageSize = engine.value.pageSize;
  const floor = await inFreshBrowser(baseUrl, (page) =>
    page.evaluate((o) => window.boothBench!.floorBulkPut(o), {
      token: reader.token,
      dbName: 'bench-floor',
      // Fetched outside the timer at the engine's page size, so fetchMs also tells how long
      // the engine spends waiting on the network and server.
      pageSize,
      chunkSize: opts.floorChunkSize ?? pageSize,
    }),
  );
  return { engine: engine.value, floor: floor.value, chromium: engine.version };
}
