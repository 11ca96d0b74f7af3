// Installability and service-worker plumbing: manifest, icons, Background Sync wake-up.
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { SignInPage } from '../../devkit/e2e-pages.ts';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { dispatchSyncEvent, waitForServiceWorkerControl } from '../utils/e2e-sw.ts';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

describe.skipIf(noBrowser)('PWA', () => {
  const env = useE2eEnv();

  it('links a web manifest whose icons are real PNGs of the stated size', async () => {
    const html = await (await fetch(`${env.server.url}/`)).text();
    const href = /<link[^>]+rel="manifest"[^>]+href="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/manifest\.webmanifest$/);
    const manifest = (await (await fetch(new URL(href!, env.server.url))).json()) as {
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.purpose)).toEqual(['any', 'any', 'maskable']);

    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, env.server.url));
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
  });

  it('wakes open windows with SYNC_WAKE on a "booth-sync" Background Sync event only', async () => {
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await new SignInPage(page).goto('/');
    await waitForServiceWorkerControl(page);
    await page.evaluate(() => {
      const w = window as typeof window & { wakes: unknown[] };
      w.wakes = [];
      navigator.serviceWorker.addEventListener('message', (e) => w.wakes.push(e.data));
    });
    const wakes = () => page.evaluate(() => (window as typeof window & { wakes: unknown[] }).wakes);

    await dispatchSyncEvent(context, page, 'some-other-tag');
    await dispatchSyncEvent(context, page, 'booth-sync');
    await expect.poll(wakes).toContainEqual({ type: 'SYNC_WAKE' });
    expect(await wakes()).toEqual([{ type: 'SYNC_WAKE' }]);
    await context.close();
  });
});
