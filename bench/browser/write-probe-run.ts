// `node --import tsx bench/browser/write-probe-run.ts <variant-json>...`: diagnostic, not part
// of bench:sync. Builds the benchmark page, serves it from a bare static server, and runs
// write-probe.ts once per variant, each in a fresh Chromium profile on disk; prints rows/s,
// the rate per 5-second slice (does it fall as the database grows?) and the profile's
// IndexedDB files (which backend wrote them).
import { createServer } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { buildBenchPage } from './browser-bench.ts';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';
import type { ProbeVariant } from './page/write-probe.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

function listTree(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = statSync(path);
    if (st.isDirectory()) out.push(...listTree(path, `${prefix}${name}/`));
    else out.push(`${prefix}${name} ${Math.round(st.size / 1024)} KB`);
  }
  return out;
}

const variants = process.argv
  .slice(2)
  .map((a) => JSON.parse(a) as ProbeVariant & { memory?: boolean });
const page = await buildBenchPage();
const server = createServer((req, res) => {
  const path = join(page.dir, (req.url ?? '/').split('?')[0]!);
  try {
    const body = readFileSync(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  for (const v of variants) {
    const profile = mkdtempSync(join(tmpdir(), 'probe-profile-'));
    const browser = v.memory
      ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] })
      : null;
    const context = browser
      ? await browser.newContext()
      : await chromium.launchPersistentContext(profile, {
          executablePath: '/usr/bin/chromium',
          args: [...CHROMIUM_FLAGS],
        });
    try {
      const tab = context.pages()[0] ?? (await context.newPage());
      await tab.goto(`${url}/index.html`);
      await tab.waitForFunction(() => window.boothBench !== undefined);
      const r = await tab.evaluate((o) => window.boothBench!.writeProbe(o), v);
      const rates = r.slices.map((s) => Math.round((s.rows / s.ms) * 1000)).join(' ');
      console.log(
        `${JSON.stringify(v)}: ${r.rows} rows in ${r.ms} ms = ${Math.round((r.rows / r.ms) * 1000)} rows/s; per slice: ${rates}`,
      );
      if (!browser) {
        const files = listTree(join(profile, 'Default', 'IndexedDB'));
        const kb = files.reduce((sum, f) => sum + Number(/ (\d+) KB$/.exec(f)?.[1] ?? 0), 0);
        console.log(
          `  IndexedDB on disk: ${files.length} files, ${Math.round(kb / 1024)} MB; ${files.filter((f) => !/\.ldb /.test(f)).join(', ')}`,
        );
        if (process.env.PROBE_KEEP) {
          const log = files.find((f) => f.includes('leveldb/LOG '))!.split(' ')[0]!;
          const to = join(process.env.PROBE_KEEP, `LOG-${Date.now()}`);
          cpSync(join(profile, 'Default', 'IndexedDB', log), to);
          console.log(`  LevelDB log kept in ${to}`);
        }
      }
    } finally {
      await context.close();
      await browser?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
} finally {
  server.close();
  page.dispose();
}
