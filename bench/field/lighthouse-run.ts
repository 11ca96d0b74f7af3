// Lighthouse's mobile performance score (default config: simulated slow 4G, 4× CPU) for one
// URL, in the system Chromium started with the E2E flags plus --headless=new.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';

const FLAGS = [
  ...CHROMIUM_FLAGS,
  '--headless=new',
  '--remote-debugging-port=0',
  '--user-data-dir=',
];

export type LighthouseResult = {
  score: number;
  metrics: Record<string, number | undefined>;
};

async function launch(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'booth-lh-'));
  const args = FLAGS.map((f) => (f === '--user-data-dir=' ? `${f}${profile}` : f));
  const chrome = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...args, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so close() can end the renderers and helpers with it.
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 30_000);
    chrome.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      if (chrome.pid) process.kill(-chrome.pid, 'SIGKILL');
      else chrome.kill('SIGKILL');
      await exited;
      // A helper may still be writing into the profile for a moment; a leftover temporary
      // folder must not end the benchmark.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (err) {
        console.warn(`could not remove ${profile}:`, err);
      }
    },
  };
}

export async function lighthouseScore(url: string): Promise<LighthouseResult> {
  const chrome = await launch();
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
        totalByteWeight: metric('total-byte-weight'),
      },
    };
  } finally {
    await chrome.close();
  }
}
