import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './devkit/chromium-flags.ts';
import { seedSession } from './devkit/route-weight.ts';
import { serveBuild } from './bench/field/serve-build.ts';
import { offlineColdStarts } from './bench/field/measure-page.ts';
const served = await serveBuild(process.argv[2] ?? '/work/main/dist', '/work/main');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] });
try {
  const session = await seedSession(served.url, 'Asha Verma');
  const t = await offlineColdStarts(browser, served.url, session, Number(process.argv[3] ?? 7));
  const s = [...t].sort((a, b) => a - b);
  console.log('offline cold starts', t.map(Math.round).join(' '), 'median', Math.round(s[Math.floor(s.length / 2)]!));
} finally {
  await browser.close();
  await served.close();
}
