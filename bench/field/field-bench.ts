// npm run bench:field — the first-load figures of a booth worker's phone, before and after,
// measured in one run. See bench/README.md ("Field benchmark").
//   FIELD_QUICK=1     fewer repetitions and no Lighthouse (writes field-partial.*)
//   --smoke           one run of each, no Lighthouse, the same build as before and after
//   FIELD_SKIP_BUILD=1 reuse the "after" build in FIELD_AFTER_DIST (default /tmp/bp-field-after)
//   FIELD_ONLY=first-sync  only the booth worker's first sync (first-sync.ts; writes field-first-sync.*)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { currentLoad, environment, loadSpan } from '../lib/report.ts';
import { prepareAfter, prepareBefore } from './builds.ts';
import type { Build } from './builds.ts';
import { fieldFigure, printTable, writeFieldReport } from './field-report.ts';
import type { FieldFigure, FieldReport } from './field-report.ts';
import { lighthouseScore } from './lighthouse-run.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import {
  firstVisitDashboard,
  firstVisitSignIn,
  offlineColdStarts,
  precacheOnFirstVisit,
} from './measure-page.ts';
import { PROFILE_TEXT } from './profile.ts';
import { SMOKE, sized } from '../lib/smoke.ts';
import { precacheWireBytes, readPrecacheList } from '../../devkit/precache-size.ts';
import { serveBuild } from './serve-build.ts';
import { firstSyncFigures, measureFirstSync, seedBooth } from './first-sync.ts';
import type { FirstSyncRun, FirstSyncRuns } from './first-sync.ts';
import { seedSession } from '../../devkit/route-weight.ts';

import { CHROMIUM_FLAGS } from '../../devkit/chromium-flags.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const QUICK = Boolean(process.env.FIELD_QUICK) || SMOKE;
const ONLY_FIRST_SYNC = process.env.FIELD_ONLY === 'first-sync';
const RUNS = {
  firstSync: QUICK ? 1 : 3,
  signIn: QUICK ? 1 : 3,
  dashboard: QUICK ? 1 : 2,
  offline: sized(QUICK ? 3 : 9, 1),
  lh: 3,
};

const ARGS = [...CHROMIUM_FLAGS];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kb = (bytes: number) => bytes / 1000;

type Measured = {
  firstSync: FirstSyncRuns;
  signInMs: number[];
  signInBytes: number[];
  signInTouchedBytes: number[];
  signInFonts: string[];
  signInRequests: unknown;
  dashboardBytes: number[];
  dashboardMs: number[];
  dashboardRequests: unknown;
  precacheColdBytes: number;
  precacheFirstVisitBytes: number;
  precacheUrls: number;
  precacheDuplicates: string[];
  precacheWoff: string[];
  precacheControlledAtMs: number;
  offlineMs: number[];
  lighthouse: LighthouseResult[];
};

async function measure(browser: Browser, build: Build): Promise<Measured> {
  console.log(`\n[${build.label}] serving ${build.dist} with ${join(build.root, 'server')}`);
  const served = await serveBuild(build.dist, build.root);
  const load = currentLoad();
  try {
    // First, while the server has no account: its seed makes the first one, the admin.
    const seed = await seedBooth(served.url);
    const firstSync: FirstSyncRuns = { signedIn: [], cold: [] };
    for (const how of ['afterSignInPage', 'cold'] as const) {
      const runs = how === 'cold' ? firstSync.cold : firstSync.signedIn;
      for (let i = 0; i < RUNS.firstSync; i += 1)
        runs.push(await measureFirstSync(browser, served.url, seed, how));
      const ms = (pick: (r: FirstSyncRun) => number) =>
        runs.map((r) => Math.round(pick(r))).join(', ');
      console.log(
        `  booth first sync (${how}): usable at ${ms((r) => r.usableMs)} ms, all synced at ${ms((r) => r.syncedMs)} ms (bare puts ${ms((r) => r.floorMs)} ms)`,
      );
    }
    if (ONLY_FIRST_SYNC) {
      console.log(`  (${loadSpan(load)})`);
      return { firstSync } as Measured;
    }
    const signIn = [];
    for (let i = 0; i < RUNS.signIn; i += 1)
      signIn.push(await firstVisitSignIn(browser, served.url));
    console.log(`  /signin usable at ${signIn.map((s) => Math.round(s.readyMs)).join(', ')} ms`);
    const session = await seedSession(served.url, 'Asha Verma');
    const dashboard = [];
    for (let i = 0; i < RUNS.dashboard; i += 1) {
      dashboard.push(await firstVisitDashboard(browser, served.url, session));
    }
    console.log(
      `  /dashboard greeting at ${dashboard.map((d) => Math.round(d.readyMs)).join(', ')} ms`,
    );
    const list = await readPrecacheList(build.dist);
    const precacheColdBytes = await precacheWireBytes(served.url, list);
    const precache = await precacheOnFirstVisit(browser, served.url);
    const offlineMs = await offlineColdStarts(browser, served.url, session, RUNS.offline);
    console.log(`  offline cold starts ${offlineMs.map(Math.round).join(', ')} ms`);
    const lighthouse: LighthouseResult[] = [];
    if (!QUICK) {
      for (let i = 0; i < RUNS.lh; i += 1) {
        lighthouse.push(await lighthouseScore(`${served.url}/signin`));
        console.log(`  Lighthouse run ${i + 1}: ${lighthouse.at(-1)!.score}`);
      }
    }
    console.log(`  (${loadSpan(load)})`);
    return {
      firstSync,
      signInMs: signIn.map((s) => s.readyMs),
      signInBytes: signIn.map((s) => s.wireBytes),
      signInTouchedBytes: signIn.map((s) => s.touchedBytes),
      signInFonts: signIn.flatMap((s) => s.fontRequests),
      signInRequests: signIn[0]!.requests,
      dashboardBytes: dashboard.map((d) => d.wireBytes),
      dashboardMs: dashboard.map((d) => d.readyMs),
      dashboardRequests: dashboard[0]!.requests,
      precacheColdBytes,
      precacheFirstVisitBytes: precache.measuredBytes,
      precacheUrls: list.urls.length,
      precacheDuplicates: list.duplicates,
      precacheWoff: list.woff,
      precacheControlledAtMs: precache.controlledAtMs,
      offlineMs,
      lighthouse,
    };
  } finally {
    await served.close();
  }
}

function figures(b: Measured, a: Measured): FieldFigure[] {
  const firstSync = firstSyncFigures(b === a ? null : b.firstSync, a.firstSync);
  if (ONLY_FIRST_SYNC) return firstSync;
  const lh = (m: Measured) =>
    m.lighthouse.length ? median(m.lighthouse.map((r) => r.score)) : null;
  const list: FieldFigure[] = [
    fieldFigure(
      {
        id: 'signinUsableMs',
        label: 'first visit → usable sign-in form',
        unit: 'ms',
        before: median(b.signInMs),
        after: median(a.signInMs),
        target: { kind: 'max', value: 5000 },
      },
      [`median of ${a.signInMs.length}; after runs ${a.signInMs.map(Math.round).join(', ')} ms`],
    ),
    fieldFigure(
      {
        id: 'signinWireKB',
        label: '/signin bytes on the wire',
        unit: 'KB',
        before: kb(median(b.signInBytes)),
        after: kb(median(a.signInBytes)),
        target: { kind: 'max', value: 150 },
      },
      [
        `Devanagari font files fetched by the English page: before ${b.signInFonts.length}, after ${a.signInFonts.length}`,
        'the page as opened, before anyone touches it: the after build holds the app back until the first touch (public/sign-in-boot.js)',
      ],
    ),
    fieldFigure(
      {
        id: 'signinTouchedWireKB',
        label: '/signin bytes on the wire once touched (until the app took the form over)',
        unit: 'KB',
        before: kb(median(b.signInTouchedBytes)),
        after: kb(median(a.signInTouchedBytes)),
      },
      ['a tap into the e-mail field, then a quiet network: the app a sign-in will use'],
    ),
    fieldFigure({
      id: 'dashboardWireKB',
      label: '/dashboard bytes on the wire (signed in, first visit)',
      unit: 'KB',
      before: kb(median(b.dashboardBytes)),
      after: kb(median(a.dashboardBytes)),
      target: { kind: 'max', value: 300 },
    }),
    fieldFigure(
      {
        id: 'precacheWireKB',
        label: 'precache on the wire (whole manifest, nothing cached)',
        unit: 'KB',
        before: kb(b.precacheColdBytes),
        after: kb(a.precacheColdBytes),
        target: { kind: 'max', value: 600 },
      },
      [
        `entries: before ${b.precacheUrls} (${b.precacheDuplicates.length} duplicate URLs, ${b.precacheWoff.length} .woff), after ${a.precacheUrls} (${a.precacheDuplicates.length} duplicates, ${a.precacheWoff.length} .woff)`,
        `what the worker actually fetched on a first /signin visit (files the page already had come from the HTTP cache): before ${kb(b.precacheFirstVisitBytes).toFixed(1)} KB, after ${kb(a.precacheFirstVisitBytes).toFixed(1)} KB`,
      ],
    ),
    fieldFigure(
      {
        id: 'offlineColdStartMs',
        label: 'offline cold start → greeting (median)',
        unit: 'ms',
        before: median(b.offlineMs),
        after: median(a.offlineMs),
        target: { kind: 'max', value: 800 },
      },
      [
        `after runs ${a.offlineMs.map(Math.round).join(', ')} ms; before ${b.offlineMs.map(Math.round).join(', ')} ms`,
      ],
    ),
  ];
  list.push(...firstSync);
  const after = lh(a);
  if (after !== null) {
    list.push(
      fieldFigure(
        {
          id: 'lighthouseSignin',
          label: 'Lighthouse mobile performance, /signin (median)',
          unit: 'score',
          before: lh(b),
          after,
          target: { kind: 'min', value: 95 },
        },
        [
          `after runs ${a.lighthouse.map((r) => r.score).join(', ')}; before ${b.lighthouse.map((r) => r.score).join(', ')}`,
        ],
      ),
    );
  }
  return list;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const env = environment();
  const after = prepareAfter(REPO);
  // A smoke run proves the bench runs: no old checkout to build, one build measured once.
  const before = SMOKE ? after : prepareBefore(REPO);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  let b: Measured;
  let a: Measured;
  try {
    a = await measure(browser, after);
    b = SMOKE ? a : await measure(browser, before);
  } finally {
    await browser.close();
  }
  const report: FieldReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    profile: PROFILE_TEXT,
    environment: env,
    builds: { before: before.label, after: after.label },
    howServed:
      'Each build is served by the real server (buildApp + PGlite in a temp folder) of its own ' +
      'checkout: the before build by the old server code from the worktree (no precompressed ' +
      'files, no compression), the after build by this checkout’s server.',
    figures: figures(b, a),
    details: { before: b, after: a },
  };
  console.log('');
  printTable(report);
  const name = ONLY_FIRST_SYNC ? 'field-first-sync' : QUICK ? 'field-partial' : undefined;
  for (const path of writeFieldReport(report, name)) console.log(`wrote ${path}`);
}

await main();
