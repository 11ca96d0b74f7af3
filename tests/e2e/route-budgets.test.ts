// The byte budgets (issue 26): the built app's /signin and /dashboard first loads and its
// precache, measured from a fresh Chromium profile against the real server (devkit/route-weight.ts),
// each within its budget (devkit/route-budgets.ts). A failure names the files that grew since
// devkit/route-weights.json was recorded.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget } from '../../devkit/route-budgets.ts';
import type { BudgetName } from '../../devkit/route-budgets.ts';
import { readPrecacheList } from '../../devkit/precache-size.ts';
import { measureWeights } from '../../devkit/route-weight.ts';
import type { Weight } from '../../devkit/route-weight.ts';
import {
  OUTSIDE_PRECACHE,
  isOutsidePrecache,
  matchesPattern,
} from '../../scripts/outside-precache.ts';
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

describe('what the precache leaves out', () => {
  /** The files a built script imports statically (`import"./x.js"`, `from"./x.js"`). */
  const staticImports = (file: string) =>
    [
      ...readFileSync(`${DIST}${file}`, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+)"/g),
    ].map((m) => `assets/${m[1]}`);

  it('leaves out each desk tool, and nothing it holds needs one to start', async () => {
    const precached = new Set((await readPrecacheList(DIST)).urls);
    const built = readdirSync(`${DIST}assets`).map((name) => `assets/${name}`);
    // Every pattern still names a built file, and none of those is precached.
    for (const pattern of OUTSIDE_PRECACHE) {
      expect(built.filter((file) => matchesPattern(pattern, file)).length, pattern).toBe(1);
    }
    expect([...precached].filter(isOutsidePrecache)).toEqual([]);
    // A precached script that imported a left-out one statically would fail offline.
    const scripts = [...precached].filter((url) => url.endsWith('.js'));
    expect(scripts.flatMap(staticImports).length).toBeGreaterThan(scripts.length);
    const broken = scripts.flatMap((url) =>
      staticImports(url)
        .filter((dep) => !precached.has(dep))
        .map((dep) => `${url} → ${dep}`),
    );
    expect(broken).toEqual([]);
  });
});
