// The accessibility gate's own checks against two hand-made pages: one with a defect for every
// rule (each must be reported, the exempt inline link must not) and its repaired twin (nothing
// may be reported). This keeps the gate honest while the app itself does not pass it yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchTestBrowser } from '../../devkit/e2e-browser.ts';
import { noBrowser } from '../utils/e2e-setup.ts';
import type { GateRoute } from '../../devkit/gate/gate-config.ts';
import {
  inspectScreen,
  newScreenContext,
  prepareGateContext,
} from '../../devkit/gate/gate-walk.ts';
import type { GateFailure } from '../../devkit/gate/gate-types.ts';

const ORIGIN = 'http://gate.test';
const ROUTE: GateRoute = { href: '/fixture', isTeamList: false, signedIn: false };

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { margin: 0; font: 16px/1.5 sans-serif; color: #111; }
  main { padding: 8px; }
  button { min-width: 44px; min-height: 44px; }
  .scroll { overflow-x: auto; }
</style>
</head><body><main>${body}</main></body></html>`;

const BROKEN = page(
  'Booth Panel',
  `<h1>Fixture List</h1>
  <h3>A skipped level</h3>
  <p style="color: #bbb">Text too pale to read</p>
  <button style="min-width: 0; min-height: 0; width: 24px; height: 24px" aria-label="Tiny">x</button>
  <div class="mantine-PasswordInput-input" style="height: 30px; border: 1px solid #555">
    <input class="mantine-PasswordInput-innerInput" aria-label="Password" style="height: 28px">
  </div>
  <p>Already have an account? <a href="/signin">Sign in</a></p>
  <div style="width: 500px">A box wider than the phone</div>
  <div class="scroll"><table style="width: 700px"><tr>
    <td>Ramesh Kumar</td>
    <td style="text-align: right"><button aria-label="Actions for Ramesh Kumar">⋮</button></td>
  </tr></table></div>`,
);

const FIXED = page(
  'Fixture List – Booth Panel',
  `<h1>Fixture List</h1>
  <h2>A level below</h2>
  <p style="color: #333">Text dark enough to read</p>
  <button aria-label="Big enough">x</button>
  <button disabled style="min-height: 0; height: 20px">Disabled, so no target</button>
  <div class="mantine-PasswordInput-input" style="height: 44px; border: 1px solid #555">
    <input class="mantine-PasswordInput-innerInput" aria-label="Password" style="height: 42px">
  </div>
  <p>Already have an account? <a href="/signin">Sign in</a></p>
  <div style="max-width: 100%">A box that fits</div>
  <div class="scroll"><table style="width: 100%"><tr>
    <td>Ramesh Kumar</td>
    <td style="text-align: right"><button aria-label="Actions for Ramesh Kumar">⋮</button></td>
  </tr></table></div>`,
);

describe.skipIf(noBrowser)('accessibility gate checks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchTestBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function inspect(html: string): Promise<GateFailure[]> {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await prepareGateContext(context, 'en');
    await context.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    const tab = await context.newPage();
    await tab.goto(ORIGIN + ROUTE.href);
    const ctx = newScreenContext(tab, 360, 'en');
    await inspectScreen(ctx, ROUTE, null);
    await context.close();
    return ctx.failures;
  }

  it('reports every kind of defect on one page, all at once', async () => {
    const failures = await inspect(BROKEN);
    const found = (rule: string) => failures.filter((f) => f.rule === rule);
    expect(found('document-title')).toHaveLength(1);
    expect(found('heading-order').map((f) => f.target)).toEqual(['h3 "A skipped level"']);
    expect(found('color-contrast').map((f) => f.target)).toContain('p "Text too pale to read"');
    expect(found('target-size').map((f) => f.target)).toEqual([
      'button "Tiny"',
      'input.mantine-PasswordInput-innerInput "Password"',
    ]);
    expect(found('page-overflow')).toHaveLength(1);
    expect(found('element-overflow').map((f) => f.target)).toEqual([
      'div "A box wider than the phone"',
    ]);
    expect(found('row-action-off-screen').map((f) => f.target)).toEqual([
      'button "Actions for Ramesh Kumar"',
    ]);
    // The inline link sits in a sentence: exempt from the size check (gate-exemptions.ts).
    expect(failures.some((f) => f.target.includes('Sign in'))).toBe(false);
    expect(failures.every((f) => f.route === ROUTE.href && f.width === 360)).toBe(true);
  });

  it('reports nothing once the defects are repaired', async () => {
    expect(await inspect(FIXED)).toEqual([]);
  });
});
