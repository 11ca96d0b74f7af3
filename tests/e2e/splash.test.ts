// The first visit paints a splash from the HTML alone (brand and loading line in English and
// Hindi, a CSS spinner), before any script or stylesheet has arrived, and React replaces it.
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { SignInPage } from '../../devkit/e2e-pages.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const SPLASH_TEXTS = ['Booth Panel', 'बूथ पैनल', 'Loading...', 'लोड हो रहा है...'];
const SPLASH_NAME = 'Loading... / लोड हो रहा है...';

describe.skipIf(noBrowser)('first-load splash', () => {
  const env = useE2eEnv();

  it('is in the raw HTML of every page path, above the stylesheet, with no inline script', async () => {
    for (const path of ['/', '/signin', '/dashboard']) {
      const html = await (await fetch(`${env.server.url}${path}`)).text();
      // On / and /signin the splash is the spinner over the server's sign-in form (1.5 s).
      const start = html.search(/id="splash"|class="bp-signin-wait /);
      expect(start).toBeGreaterThan(0);
      const splash = html.slice(start, html.indexOf('id="root"'));
      for (const text of SPLASH_TEXTS) expect(splash).toContain(text);
      // The CSP allows no inline script: every <script> has a src.
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toEqual([]);
      // The stylesheet does not block the splash's first paint: it comes after the splash, and
      // before #root, where Mantine's own <style> elements must follow it to take effect.
      const stylesheet = html.indexOf('rel="stylesheet"');
      expect(stylesheet).toBeGreaterThan(Math.max(start, html.indexOf('</form>')));
      expect(stylesheet).toBeLessThan(html.indexOf('id="root"'));
    }
  });

  it("lets Mantine's responsive style props win over its stylesheet", async () => {
    const context = await newAppContext(env.browser, env.server.url, {
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await new SignInPage(page).goto();
    // The auth card's heading is fz={26}: a <style> inside #root, after the stylesheet.
    const size = await page.evaluate(
      () => getComputedStyle(document.querySelector('h1')!).fontSize,
    );
    expect(size).toBe('26px');
    // The theme's primary colour (a <style> of CSS variables) beats Mantine's default blue.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-primary-color-filled')
        .trim(),
    );
    expect(primary).toBe('#c2410c');
    await context.close();
  });

  it('paints before any script or stylesheet arrives, then React takes over', async () => {
    const context = await newAppContext(env.browser, env.server.url, {
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const held: Route[] = [];
    let release = false;
    await page.route(/\/assets\/.*\.(js|css)$/, (route) =>
      release ? route.continue() : void held.push(route),
    );

    // A path with the plain splash: / and /signin get the server's sign-in form, whose spinner
    // leaves after 1.5 s (static-sign-in.test.ts). Signed out, the app goes on to sign-in.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const splash = page.getByRole('status', { name: SPLASH_NAME });
    await splash.waitFor();
    // Painted, not merely in the DOM: the first contentful paint happened with nothing loaded.
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
    );
    expect(held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector('#root input'))).toBeNull();
    for (const text of SPLASH_TEXTS) expect(await splash.textContent()).toContain(text);
    // Fits a 360 px phone without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Dark text on white (WCAG AA needs 4.5:1; these greys give 15:1 and 8:1).
    const colours = await page.evaluate(() =>
      ['.bp-splash-brand', '.bp-splash-loading'].map(
        (sel) => getComputedStyle(document.querySelector(sel)!).color,
      ),
    );
    expect(colours).toEqual(['rgb(33, 37, 41)', 'rgb(73, 80, 87)']);

    release = true;
    for (const route of held.splice(0)) await route.continue();
    await new SignInPage(page).waitUntilShown();
    expect(await page.getByRole('status', { name: SPLASH_NAME }).count()).toBe(0);
    await context.close();
  });

  it('keeps the spinner still for users who ask for reduced motion', async () => {
    const context = await newAppContext(env.browser, env.server.url, { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('status', { name: SPLASH_NAME }).waitFor();
    const animation = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.bp-splash-spinner')!).animationName,
      );
    expect(await animation()).toBe('none');
    await context.close();

    const moving = await newAppContext(env.browser, env.server.url, {
      reducedMotion: 'no-preference',
    });
    const other = await moving.newPage();
    await other.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await other.goto('/dashboard', { waitUntil: 'commit' });
    await other.getByRole('status', { name: SPLASH_NAME }).waitFor();
    expect(
      await other.evaluate(
        () => getComputedStyle(document.querySelector('.bp-splash-spinner')!).animationName,
      ),
    ).toBe('bp-spin');
    await moving.close();
  });
});
