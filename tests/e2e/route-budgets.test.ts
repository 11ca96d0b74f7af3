// The byte budgets (issue 26): the built app's /signin and /dashboard first loads and its
// precache, measured from a fresh Chromium profile against the real server (devkit/route-weight.ts),
// each within its budget (devkit/route-budgets.ts). A failure names the files that grew since
// devkit/route-weights.json was recorded.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget } from '../../devkit/route-budgets.ts';
import type { BudgetName } from '../../devkit/route-budgets.ts';
import { measureWeights } from '../../devkit/route-weight.ts';
import type { Weight } from '../../devkit/route-weight.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const recorded = JSON.parse(
  readFileSync(new URL('../../devkit/route-weights.json', import.meta.url), 'utf8'),
) as Record<BudgetName, Weight>;

describe.skipIf(noBrowser)('byte budgets of the built app', () => {
  const env = useE2eEnv();

  it('keeps /signin, /dashboard and the precache within their budgets', async () => {
    const weights = await measureWeights(env.browser, env.server.url, DIST);
    const failures = (Object.keys(BUDGETS) as BudgetName[])
      .map((name) => overBudget(name, weights[name], BUDGETS[name], recorded[name]))
      .filter(Boolean);
    for (const [name, w] of Object.entries(weights))
      console.log(`${name}: ${(w.bytes / 1000).toFixed(1)} KB in ${w.files.length} files`);
    expect(failures).toEqual([]);
  });
});
