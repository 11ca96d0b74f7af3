// Records what each budgeted route's first load and the precache weigh now, file by file, into
// devkit/route-weights.json, so the budget check can name the file that grew (issue 26). Run
// after lowering a budget or when a change's weight is meant: npm run budgets:record.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../devkit/e2e-browser.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { measureWeights } from '../devkit/route-weight.ts';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const OUT = fileURLToPath(new URL('../devkit/route-weights.json', import.meta.url));

const server = await startTestServer({});
const browser = await launchBrowser();
try {
  const weights = await measureWeights(browser, server.url, DIST);
  writeFileSync(OUT, `${JSON.stringify(weights, null, 2)}\n`);
  for (const [name, w] of Object.entries(weights))
    console.log(`${name}: ${(w.bytes / 1000).toFixed(1)} KB in ${w.files.length} files`);
} finally {
  await browser.close();
  await server.close();
}
