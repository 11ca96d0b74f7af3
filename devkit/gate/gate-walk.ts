// The gate's walk: every route of the route table at each width and language, signed in with
// seeded lists, collecting every failure instead of stopping at the first. Shared by the e2e
// test (tests/e2e/accessibility-gate.*) and the report script (scripts/gate-report.ts).
import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DASHBOARD_BASE } from '../../src/domain/navigation.ts';
import { SIGN_IN_PAGE } from '../../src/domain/sign-in-page.ts';
import { newAppContext } from '../e2e-browser.ts';
import { touchServerForm } from '../e2e-pages.ts';
import {
  AXE_TAGS,
  FAILING_IMPACTS,
  GATE_LANGS,
  GATE_VIEWPORTS,
  MIN_TARGET_PX,
  TARGET_SIZE_WIDTH,
  gateRoutes,
} from './gate-config.ts';
import type { GateRoute } from './gate-config.ts';
import { TARGET_SIZE_EXEMPTIONS } from './gate-exemptions.ts';
import { gateTexts, localeText } from './gate-locales.ts';
import type { GateTexts } from './gate-locales.ts';
import {
  GATE_INIT_SCRIPT,
  describeTargets,
  measureScreen,
  structureFingerprint,
  unsettledReason,
} from './gate-page-checks.ts';
import type { Measurement, SettleArgs } from './gate-page-checks.ts';
import type { GateSession } from './gate-seed.ts';
import type { GateCheck, GateFailure, GateLang, GateViewport } from './gate-types.ts';

export type WalkOptions = {
  browser: Browser;
  baseUrl: string;
  session: GateSession;
  viewports?: readonly GateViewport[];
  langs?: readonly GateLang[];
  routes?: readonly GateRoute[];
  /** (width, language) combinations walked at the same time; each has its own context. */
  concurrency?: number;
  log?: (line: string) => void;
};

export type WalkResult = {
  /** What fails the gate. */
  failures: GateFailure[];
  /** axe findings below the failing impacts (moderate, minor): for the report only. */
  advisories: GateFailure[];
  /** Screens (and screen states) checked. */
  screens: number;
};

/** First paint of a list after a full load waits for the first sync; later screens are local. */
const FIRST_LOAD_TIMEOUT_MS = 20_000;
const SETTLE_TIMEOUT_MS = 8_000;
/** After this long a screen may keep the previous screen's h1 text (two screens, one name). */
const SAME_H1_GRACE_MS = 1_500;
/** A rendered screen without an h1 is taken as it is after this long. */
const NO_H1_GRACE_MS = 2_000;

/** One page walked at one width in one language, and what it found so far. */
export type GateScreenContext = {
  page: Page;
  width: number;
  lang: GateLang;
  texts: GateTexts;
  failures: GateFailure[];
  advisories: GateFailure[];
  screens: number;
  /** axe findings per page structure already checked in this context (see structureFingerprint). */
  axeByStructure: Map<string, { failures: GateFailure[]; advisories: GateFailure[] }>;
};

function add(
  ctx: GateScreenContext,
  route: string,
  check: GateCheck,
  target: string,
  detail: string,
): void {
  ctx.failures.push({
    check,
    rule: check,
    route,
    width: ctx.width,
    lang: ctx.lang,
    target,
    detail,
  });
}

const nameOf = (route: GateRoute): string => route.name ?? route.href;

/** In-app navigation: the router follows popstate, so the app is not loaded again. */
async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, href);
}

async function settle(
  ctx: GateScreenContext,
  route: GateRoute,
  previousH1: string | null,
  timeout: number,
) {
  const start = Date.now();
  const args: SettleArgs = {
    href: route.href,
    loading: ctx.texts.loading,
    previousH1,
    needRows: route.isTeamList,
    rowActionsPattern: ctx.texts.rowActionsPattern,
    serverFormId: SIGN_IN_PAGE.block,
    serverForm: route.serverForm ?? false,
    title: (route.titleKey && localeText(ctx.lang, route.titleKey)) || null,
  };
  for (;;) {
    const elapsed = Date.now() - start;
    const reason = await ctx.page.evaluate(unsettledReason, {
      ...args,
      previousH1: elapsed < SAME_H1_GRACE_MS ? previousH1 : null,
    });
    if (!reason) return;
    // The server's form starts the app on the first touch: the walk touches it as a person does.
    if (reason.code === 'server-form') await ctx.page.evaluate(touchServerForm, SIGN_IN_PAGE);
    // A screen without any h1 is reported by the heading check; waiting longer only costs time.
    if (reason.code === 'no-h1' && elapsed > NO_H1_GRACE_MS) return;
    if (elapsed > timeout) {
      add(
        ctx,
        nameOf(route),
        'screen-settled',
        '',
        `not settled after ${timeout} ms: ${reason.text}`,
      );
      return;
    }
    await ctx.page.waitForTimeout(40);
  }
}

/**
 * axe in the page itself. AxeBuilder's default mode finishes every run in a fresh blank page
 * and injects axe's 500 kB source on each call (3–4 s a screen on two cores); legacy mode runs
 * axe.run() in place (the app has no frames to miss), and the source is injected once per
 * document, so AxeBuilder gets an empty script: about 0.2 s a screen.
 */
async function runAxe(ctx: GateScreenContext, route: string, include?: string): Promise<void> {
  const key = `${include ?? 'document'} ${await ctx.page.evaluate(structureFingerprint)}`;
  const known = ctx.axeByStructure.get(key);
  if (known) {
    ctx.failures.push(...known.failures.map((f) => ({ ...f, route })));
    ctx.advisories.push(...known.advisories.map((f) => ({ ...f, route })));
    return;
  }
  const found = { failures: [] as GateFailure[], advisories: [] as GateFailure[] };
  const injected = await ctx.page.evaluate(() => 'axe' in window);
  if (!injected) await ctx.page.evaluate(axeCore.source);
  let builder = new AxeBuilder({ page: ctx.page, axeSource: ';' })
    .setLegacyMode(true)
    .withTags([...AXE_TAGS])
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const nodes = results.violations.flatMap((v) => v.nodes.map((node) => ({ v, node })));
  // axe names elements by hashed Mantine classes; describe them the way the other checks do.
  const selectors = nodes.map(({ node }) => node.target.map(String));
  const names = await ctx.page.evaluate(describeTargets, selectors);
  nodes.forEach(({ v, node }, i) => {
    const impact = node.impact ?? v.impact ?? 'unknown';
    const check = [...node.any, ...node.all, ...node.none][0];
    const failure: GateFailure = {
      check: 'axe',
      rule: v.id,
      impact,
      route,
      width: ctx.width,
      lang: ctx.lang,
      target: names[i] ?? selectors[i]!.join(' '),
      detail: check?.message ?? v.help,
    };
    (FAILING_IMPACTS.includes(impact) ? found.failures : found.advisories).push(failure);
  });
  ctx.axeByStructure.set(key, found);
  ctx.failures.push(...found.failures);
  ctx.advisories.push(...found.advisories);
}

function measure(ctx: GateScreenContext, scope?: string): Promise<Measurement> {
  return ctx.page.evaluate(measureScreen, {
    targets: ctx.width === TARGET_SIZE_WIDTH,
    minTarget: MIN_TARGET_PX,
    exemptions: TARGET_SIZE_EXEMPTIONS,
    rowActionsPattern: ctx.texts.rowActionsPattern,
    scope,
  });
}

function reportLayout(
  ctx: GateScreenContext,
  route: string,
  m: Measurement,
  known?: Measurement,
): void {
  const seen = new Set(known?.overflowing.map((f) => f.target));
  if (m.pageOverflow && !known?.pageOverflow) add(ctx, route, 'page-overflow', '', m.pageOverflow);
  for (const f of m.overflowing) {
    if (!seen.has(f.target)) add(ctx, route, 'element-overflow', f.target, f.detail);
  }
  for (const f of m.smallTargets) add(ctx, route, 'target-size', f.target, f.detail);
}

function reportScreen(ctx: GateScreenContext, route: GateRoute, m: Measurement): void {
  reportLayout(ctx, nameOf(route), m);
  for (const f of m.rowActionsOffScreen) {
    add(ctx, nameOf(route), 'row-action-off-screen', f.target, f.detail);
  }
  if (route.isTeamList && m.rowActions === 0) {
    add(ctx, nameOf(route), 'row-action-off-screen', '', 'the list shows no row menu buttons');
  }

  // The title must name the screen: its h1 or its name in the route table.
  const title = m.title.trim();
  const names = [m.h1, route.titleKey ? localeText(ctx.lang, route.titleKey) : undefined].filter(
    (n): n is string => Boolean(n),
  );
  if (!title || title === ctx.texts.appName || !names.some((n) => title.includes(n))) {
    const expected = names.map((n) => `"${n}"`).join(' or ') || 'the screen name';
    add(ctx, nameOf(route), 'document-title', '', `title is "${title}", should name ${expected}`);
  }

  if (!m.headings.some((h) => h.level === 1)) {
    add(ctx, nameOf(route), 'heading-order', '', 'no visible h1');
  }
  m.headings.forEach((h, i) => {
    const prev = m.headings[i - 1];
    if (prev && h.level > prev.level + 1) {
      add(
        ctx,
        nameOf(route),
        'heading-order',
        `h${h.level} "${h.text}"`,
        `h${prev.level} "${prev.text}" is followed by h${h.level}: h${prev.level + 1} skipped`,
      );
    }
  });
}

/** The phone drawer: its links are the most used targets on a phone, so check them open. */
async function checkOpenNavigation(ctx: GateScreenContext, href: string): Promise<void> {
  const burger = ctx.page.getByRole('button', { name: ctx.texts.toggleNav, exact: true });
  if (!(await burger.isVisible())) return;
  const route = `${href} (navigation open)`;
  const base = await measure(ctx);
  await burger.click();
  const nav = 'nav[aria-label]:not([inert])';
  try {
    await ctx.page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return el !== null && el.getBoundingClientRect().left >= 0;
    }, nav);
    await ctx.page.waitForTimeout(250); // the slide-in transition ends
  } catch {
    add(ctx, route, 'screen-settled', '', 'the navigation did not open from the burger');
    return;
  }
  reportLayout(ctx, route, await measure(ctx, nav), base);
  await runAxe(ctx, route, nav);
  ctx.screens++;
  await ctx.page.keyboard.press('Escape');
  await ctx.page.locator('nav[aria-label][inert]').waitFor({ state: 'attached' });
}

/** A list's row menu, open: its items are targets too, and it must open on screen. */
async function checkOpenRowMenu(ctx: GateScreenContext, href: string): Promise<void> {
  const button = ctx.page
    .getByRole('button', { name: new RegExp(ctx.texts.rowActionsPattern) })
    .first();
  if ((await button.count()) === 0) return;
  const route = `${href} (row menu open)`;
  const base = await measure(ctx);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const menu = '[role="menu"]';
  try {
    await ctx.page.waitForFunction((sel) => {
      const el = document.querySelector(sel);
      return el !== null && getComputedStyle(el).opacity === '1';
    }, menu);
  } catch {
    add(ctx, route, 'screen-settled', '', 'the row menu did not open');
    return;
  }
  reportLayout(ctx, route, await measure(ctx, menu), base);
  await runAxe(ctx, route, menu);
  ctx.screens++;
  await ctx.page.keyboard.press('Escape');
  await ctx.page.locator(menu).waitFor({ state: 'detached' });
}

/** Makes a browser context ready for the gate's in-page checks, in `lang`. */
export async function prepareGateContext(context: BrowserContext, lang: GateLang): Promise<void> {
  await context.addInitScript(GATE_INIT_SCRIPT);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

export function newScreenContext(page: Page, width: number, lang: GateLang): GateScreenContext {
  return {
    page,
    width,
    lang,
    texts: gateTexts(lang),
    failures: [],
    advisories: [],
    screens: 0,
    axeByStructure: new Map(),
  };
}

/**
 * Everything the gate checks on the screen the page is showing (or about to show) for
 * `route`: waits for it to settle, then layout, targets, title, headings and axe; on the phone
 * also the open navigation (dashboard home) and an open row menu (team lists). Findings go to
 * ctx; returns the screen's h1 text, which the next screen must replace.
 */
export async function inspectScreen(
  ctx: GateScreenContext,
  route: GateRoute,
  previousH1: string | null,
  timeout = SETTLE_TIMEOUT_MS,
): Promise<string | null> {
  await settle(ctx, route, previousH1, timeout);
  const m = await measure(ctx);
  reportScreen(ctx, route, m);
  await runAxe(ctx, nameOf(route));
  ctx.screens++;
  if (ctx.width === TARGET_SIZE_WIDTH && route.href === DASHBOARD_BASE) {
    await checkOpenNavigation(ctx, route.href);
  }
  if (ctx.width === TARGET_SIZE_WIDTH && route.isTeamList) {
    await checkOpenRowMenu(ctx, route.href);
  }
  return m.h1 || null;
}

async function walkOne(
  opts: WalkOptions,
  viewport: GateViewport,
  lang: GateLang,
): Promise<WalkResult> {
  const context = await newAppContext(opts.browser, opts.baseUrl, {
    viewport,
    locale: lang === 'hi' ? 'hi-IN' : 'en-US',
  });
  await prepareGateContext(context, lang);
  const page = await context.newPage();
  const ctx = newScreenContext(page, viewport.width, lang);
  let signedIn = false;
  let loaded = false;
  let previousH1: string | null = null;
  try {
    for (const route of opts.routes ?? gateRoutes()) {
      const started = Date.now();
      if (route.signedIn && !signedIn) {
        // Signed-out screens first, then the session the sign-in form would have stored.
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        }, opts.session);
        signedIn = true;
        loaded = false;
      }
      if (route.storage) {
        await page.evaluate((items) => {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        }, route.storage);
      }
      try {
        // Measured on two cores: a full load costs ~0.6 s a screen, in-app navigation ~0.1 s.
        if (loaded) {
          await navigateInApp(page, route.href);
          previousH1 = await inspectScreen(ctx, route, previousH1);
        } else {
          await page.goto(route.href);
          loaded = true;
          previousH1 = await inspectScreen(ctx, route, null, FIRST_LOAD_TIMEOUT_MS);
        }
      } catch (err) {
        // One broken screen must not hide the others: note it, load the next one afresh.
        const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
        add(ctx, nameOf(route), 'screen-settled', '', `checking the screen failed: ${message}`);
        loaded = false;
        previousH1 = null;
      }
      opts.log?.(`${viewport.width} ${lang} ${nameOf(route)} ${Date.now() - started} ms`);
    }
  } finally {
    await context.close();
  }
  return { failures: ctx.failures, advisories: ctx.advisories, screens: ctx.screens };
}

/** Walks every (width, language) combination; never throws on a failing screen. */
export async function walkGate(opts: WalkOptions): Promise<WalkResult> {
  const combos = (opts.viewports ?? GATE_VIEWPORTS).flatMap((v) =>
    (opts.langs ?? GATE_LANGS).map((lang) => ({ v, lang })),
  );
  const results: WalkResult[] = [];
  const queue = [...combos];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results.push(await walkOne(opts, next.v, next.lang));
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 1 }, worker));
  return {
    failures: results.flatMap((r) => r.failures),
    advisories: results.flatMap((r) => r.advisories),
    screens: results.reduce((n, r) => n + r.screens, 0),
  };
}
