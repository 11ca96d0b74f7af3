// The gate's measurements, run inside the page (page.evaluate). Each function is self-contained:
// Playwright serialises it, so it may not use imports or anything outside its own body.
import type { ElementFinding } from './gate-types.ts';
import type { TargetSizeExemption } from './gate-exemptions.ts';

/**
 * A selector-like name that groups well across screens: tag, id, the Mantine part class (what a
 * theme fix targets), role and type, then the accessible name in quotes. Installed in every
 * page by GATE_INIT_SCRIPT so that all in-page checks name elements the same way.
 */
export function describeElement(el: Element): string {
  const tag = el.tagName.toLowerCase();
  // Generated ids (Mantine, React useId) differ per render and would split groups.
  const id = el.id && !/^(mantine|_r_|:r)/.test(el.id) ? `#${el.id}` : '';
  const cls = [...el.classList].find((c) => /^mantine-[A-Z][A-Za-z]*-[a-z][A-Za-z]*$/.test(c));
  const role = el.getAttribute('role');
  const type = tag === 'input' ? el.getAttribute('type') : null;
  const shape = [
    tag + id,
    cls ? `.${cls}` : '',
    role ? `[role=${role}]` : '',
    type ? `[type=${type}]` : '',
  ].join('');
  const raw =
    el.getAttribute('aria-label') ??
    el.getAttribute('placeholder') ??
    ((el as HTMLElement).innerText || el.getAttribute('title') || el.getAttribute('name'));
  const name = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (!name) return shape;
  return `${shape} "${name.length > 60 ? `${name.slice(0, 59)}…` : name}"`;
}

type GateWindow = { __gateDescribe: (el: Element) => string };

/**
 * Runs before the app in every document of a gate context. tsx compiles with keepNames, which
 * wraps functions in __name(); page.evaluate ships such functions to the page, where __name
 * must exist.
 */
export const GATE_INIT_SCRIPT = [
  'globalThis.__name ??= (fn) => fn;',
  `globalThis.__gateDescribe = ${describeElement.toString()};`,
].join('\n');

export type MeasureArgs = {
  /** Check touch-target sizes (the phone width only). */
  targets: boolean;
  minTarget: number;
  exemptions: readonly TargetSizeExemption[];
  /** Source of a RegExp matching the row menu buttons' accessible names. */
  rowActionsPattern: string;
  /** Restrict the target-size check to this part of the page (e.g. an open menu). */
  scope?: string;
};

export type HeadingInfo = { level: number; text: string };

export type Measurement = {
  title: string;
  /** Text of the first visible h1, '' when there is none. */
  h1: string;
  headings: HeadingInfo[];
  pageOverflow: string | null;
  overflowing: ElementFinding[];
  smallTargets: ElementFinding[];
  rowActions: number;
  rowActionsOffScreen: ElementFinding[];
};

/** Everything the gate measures on a settled screen, in one round trip. */
export function measureScreen(args: MeasureArgs): Measurement {
  const vw = document.documentElement.clientWidth;
  const INTERACTIVE = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[contenteditable=""]',
    '[contenteditable="true"]',
    '[tabindex]:not([tabindex^="-"])',
    ...[
      'button',
      'link',
      'menuitem',
      'menuitemcheckbox',
      'menuitemradio',
      'tab',
      'checkbox',
      'radio',
      'switch',
      'combobox',
      'option',
      'slider',
      'spinbutton',
      'searchbox',
      'textbox',
    ].map((r) => `[role="${r}"]`),
  ].join(',');

  const short = (s: string | null | undefined, n: number) => {
    const t = (s ?? '').replace(/\s+/g, ' ').trim();
    return t.length > n ? `${t.slice(0, n - 1)}…` : t;
  };
  const describe = (window as unknown as GateWindow).__gateDescribe;
  const px = (n: number) => Math.round(n * 10) / 10;
  const isInert = (el: Element) => el.closest('[inert]') !== null;
  const isShown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // ---- headings (visible ones, in DOM order) ----
  const headings: HeadingInfo[] = [];
  for (const el of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]')) {
    if (isInert(el) || el.closest('[aria-hidden="true"]') || !isShown(el)) continue;
    const aria = Number(el.getAttribute('aria-level'));
    const level =
      el.getAttribute('role') === 'heading' && aria > 0 ? aria : Number(el.tagName.slice(1));
    if (!Number.isFinite(level) || level < 1) continue;
    headings.push({ level, text: short((el as HTMLElement).innerText, 60) });
  }
  const h1 = headings.find((h) => h.level === 1)?.text ?? '';

  // ---- horizontal overflow ----
  const se = document.scrollingElement ?? document.documentElement;
  const pageOverflow =
    se.scrollWidth > se.clientWidth
      ? `page scrolls sideways: scrollWidth ${se.scrollWidth}px > clientWidth ${se.clientWidth}px`
      : null;
  const overflowing: ElementFinding[] = [];
  // Outermost elements whose box passes the right edge, skipping anything inside an element
  // that scrolls or clips its own content (that element is judged instead).
  const walk = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    const r = el.getBoundingClientRect();
    if (r.width > 1 && r.height > 1 && r.right > vw + 0.5 && isShown(el) && !isInert(el)) {
      overflowing.push({
        target: describe(el),
        detail: `right edge at ${px(r.right)}px, viewport ${vw}px wide`,
      });
      return;
    }
    if (style.overflowX !== 'visible') return;
    for (const child of el.children) walk(child);
  };
  for (const child of document.body.children) walk(child);

  // ---- touch targets ----
  const smallTargets: ElementFinding[] = [];
  if (args.targets) {
    const root = args.scope ? document.querySelector(args.scope) : document.body;
    const inSentence = (el: Element) => {
      const parent = el.parentElement;
      if (!parent || getComputedStyle(el).display !== 'inline') return false;
      const own = (el.textContent ?? '').trim();
      return (parent.textContent ?? '').replace(own, '').trim().length > 0;
    };
    const applies = (el: Element) =>
      args.exemptions.filter((x) => el.matches(x.selector) && (!x.inSentence || inSentence(el)));
    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      const right = Math.max(...rects.map((r) => r.right));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      return { width: right - left, height: bottom - top };
    };
    for (const control of root ? root.querySelectorAll(INTERACTIVE) : []) {
      if (isInert(control) || control.matches(':disabled')) continue;
      if (control.closest('[aria-disabled="true"]')) continue;
      const rules = applies(control);
      if (rules.some((x) => !x.measureClosest)) continue;
      const substitute = rules.find((x) => x.measureClosest)?.measureClosest;
      const el = (substitute && control.closest(substitute)) || control;
      // A checkbox, radio or switch is also operated through its <label>: that is its target
      // (Mantine hides the native switch input and draws the track inside the label).
      const toggle = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type);
      const parts = [el, ...(toggle ? [...(el.labels ?? [])] : [])].filter(
        (p) => isShown(p) && p.getBoundingClientRect().width > 1,
      );
      if (parts.length === 0) continue;
      const own = el.getBoundingClientRect();
      // 1 px boxes are the visually-hidden pattern (skip links until focused).
      if (!toggle && (own.width <= 1 || own.height <= 1)) continue;
      const size = union(parts.map((p) => p.getBoundingClientRect()));
      if (size.width >= args.minTarget - 0.01 && size.height >= args.minTarget - 0.01) continue;
      smallTargets.push({
        target: describe(control),
        detail: `${px(size.width)}×${px(size.height)}px, needs ${args.minTarget}×${args.minTarget}`,
      });
    }
  }

  // ---- row menus: fully on screen once their row is scrolled into view ----
  const pattern = new RegExp(args.rowActionsPattern);
  const rowButtons = [...document.querySelectorAll('button,[role="button"]')].filter(
    (el) => pattern.test(el.getAttribute('aria-label') ?? '') && !isInert(el) && isShown(el),
  );
  const rowActionsOffScreen: ElementFinding[] = [];
  for (const el of rowButtons) {
    // Scroll the page up or down only: scrolling sideways (as scrollIntoView may, inside a
    // table's scroll container) would bring into view what the user first has to find.
    const top = el.getBoundingClientRect().top;
    window.scrollBy(0, top - window.innerHeight / 2);
    const r = el.getBoundingClientRect();
    // What the user sees: the viewport cut down by every ancestor that clips (a table's
    // sideways-scrolling container hides the columns past its edge).
    let left = 0;
    let right = vw;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflowX === 'visible') continue;
      const ar = a.getBoundingClientRect();
      left = Math.max(left, ar.left + a.clientLeft);
      right = Math.min(right, ar.left + a.clientLeft + a.clientWidth);
    }
    if (r.left < left - 0.5 || r.right > right + 0.5) {
      rowActionsOffScreen.push({
        target: describe(el),
        detail: `button spans ${px(r.left)}–${px(r.right)}px, visible area ${px(left)}–${px(right)}px`,
      });
    }
  }
  window.scrollTo(0, 0);

  return {
    title: document.title,
    h1,
    headings,
    pageOverflow,
    overflowing,
    smallTargets,
    rowActions: rowButtons.length,
    rowActionsOffScreen,
  };
}

export type SettleArgs = {
  href: string;
  loading: readonly string[];
  /** The h1 text of the screen before this navigation; a new screen must replace it. */
  previousH1: string | null;
  /** Row menu buttons must be present (a team list with seeded members). */
  needRows: boolean;
  rowActionsPattern: string;
  /** The id of the server's sign-in form block (SIGN_IN_PAGE.block). */
  serverFormId: string;
  /** Check that form itself (GateRoute.serverForm) rather than wait for the app's. */
  serverForm: boolean;
  /**
   * The screen's name from the route table, when it has one: the header names the page from
   * the router's location, so a title naming it means the app has rendered this address (a
   * navigation commits in a transition, and a busy machine can keep the old screen up for
   * seconds after pushState).
   */
  title: string | null;
};

export type Unsettled = {
  code: 'path' | 'title' | 'fonts' | 'loading' | 'server-form' | 'no-h1' | 'same-h1' | 'no-rows';
  text: string;
};

/**
 * Why the screen at `href` has not settled yet, or null once it has: the app rendered this
 * address (the title names the screen), its h1 rendered (and not the previous screen's), no
 * loading spinner, fonts in, and a team list's rows shown.
 */
export function unsettledReason(args: SettleArgs): Unsettled | null {
  const path = window.location.pathname;
  if (path !== args.href) return { code: 'path', text: `still at ${path}` };
  if (args.title !== null && !document.title.includes(args.title)) {
    return { code: 'title', text: `title "${document.title}" does not name "${args.title}" yet` };
  }
  if (document.fonts.status !== 'loaded') return { code: 'fonts', text: 'web fonts loading' };
  // The server's sign-in form stands in for the app until the app's own form replaces it.
  const serverForm = document.getElementById(args.serverFormId)?.querySelector('form');
  if (serverForm && !args.serverForm) {
    return { code: 'server-form', text: "the app has not taken over the server's sign-in form" };
  }
  if (args.serverForm && !serverForm?.checkVisibility({ visibilityProperty: true })) {
    return { code: 'loading', text: "the server's sign-in form is not shown (yet)" };
  }
  const names = new Set(args.loading);
  for (const el of document.querySelectorAll('[role="status"], [role="status"] [aria-label]')) {
    const label = el.getAttribute('aria-label');
    if (label && names.has(label) && el.checkVisibility()) {
      return { code: 'loading', text: `"${label}" spinner shown` };
    }
  }
  const h1 = document.querySelector('h1');
  if (!h1) return { code: 'no-h1', text: 'no h1 rendered' };
  if (args.previousH1 !== null && (h1 as HTMLElement).innerText.trim() === args.previousH1) {
    return { code: 'same-h1', text: `h1 still "${args.previousH1}" from the previous screen` };
  }
  if (args.needRows) {
    const pattern = new RegExp(args.rowActionsPattern);
    const rows = [...document.querySelectorAll('button,[role="button"]')].some((el) =>
      pattern.test(el.getAttribute('aria-label') ?? ''),
    );
    if (!rows) return { code: 'no-rows', text: 'team list shows no rows with a row menu' };
  }
  return null;
}

/** Describes each axe target (a selector per frame; the app has no frames) like the checks do. */
export function describeTargets(targets: readonly (readonly string[])[]): string[] {
  const describe = (window as unknown as GateWindow).__gateDescribe;
  return targets.map((selectors) => {
    const el = selectors.length === 1 ? document.querySelector(selectors[0]!) : null;
    return el ? describe(el) : selectors.join(' ');
  });
}

/**
 * The page's structure without its words: tags, classes, roles and styling attributes, and
 * which elements hold text. Two screens with the same fingerprint (the report placeholders,
 * the party lists) give axe the same answers, so axe runs once per fingerprint. Left out:
 * generated ids and the references to them, link targets, and the "current page" marks of the
 * sidebar, which move from link to link without changing how a link looks to axe.
 */
export function structureFingerprint(): string {
  const SKIP = new Set([
    'id',
    'for',
    'href',
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-activedescendant',
    'aria-current',
    'data-active',
  ]);
  const GENERATED = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:|mantine-[0-9a-z]{6,}/g;
  let hash = 2166136261;
  const feed = (s: string) => {
    for (let i = 0; i < s.length; i++) {
      hash ^= s.charCodeAt(i);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
  };
  const visit = (el: Element) => {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') return;
    feed(`<${el.tagName}`);
    for (const a of el.attributes) {
      if (SKIP.has(a.name)) continue;
      // React's useId values also appear inside class names (Mantine's responsive styles).
      const value = a.name === 'aria-label' ? String(!!a.value) : a.value.replace(GENERATED, '');
      feed(` ${a.name}=${value}`);
    }
    const hasText = [...el.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    feed(hasText ? '>T' : '>');
    for (const child of el.children) visit(child);
    feed('/');
  };
  visit(document.body);
  return `${document.documentElement.lang}:${hash.toString(16)}`;
}
