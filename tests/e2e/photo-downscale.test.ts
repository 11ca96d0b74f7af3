// A photo chosen for a team member is shrunk in Chromium before it is kept: a 2,400×1,800 PNG
// is stored as WebP at 512×384, and the list shows it from the phone's copy.
import { describe, expect, it } from 'vitest';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { BoothTeamPage } from '../../devkit/pages/booth-team.ts';

describe.skipIf(noBrowser)('photo downscaling', () => {
  const env = useE2eEnv();

  it('stores a large camera photo at most 512 px, as WebP', async () => {
    const user = newUser('Photo Tester');
    await createAccount(env.server.url, user);
    const context = await newAppContext(env.browser, env.server.url);
    const page = await context.newPage();
    await signInViaUi(page, user);
    // A big noisy PNG made in the page (noise keeps it large, like a real photo).
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const ctx = canvas.getContext('2d')!;
      const image = ctx.createImageData(2400, 1800);
      for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 2654435761) >>> 24;
      ctx.putImageData(image, 0, 0);
      const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    });
    const original = Buffer.from(png, 'base64');
    expect(original.length).toBeGreaterThan(1_000_000);

    const team = new BoothTeamPage(page);
    await team.goto();
    await team.addButton().click();
    await team.createHeading().waitFor();
    await team.fill({
      name: 'Kusum Lata',
      assembly: 'Lucknow Central',
      designation: 'Booth Sachiv',
      phone: '9811100009',
      district: 'Lucknow',
      city: 'Lucknow',
    });
    await page.keyboard.press('Escape');
    await page
      .locator('input[type=file][capture]')
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: original });
    // Offline, so the photo stays on the phone (an upload would move it to the server).
    await context.setOffline(true);
    await team.submit().click();
    await team
      .row('Kusum Lata')
      .getByRole('img', { name: /Kusum Lata/ })
      .waitFor();

    const stored = await page.evaluate(
      () =>
        new Promise<{ type: string; size: number; width: number; height: number }>(
          (resolve, reject) => {
            const open = indexedDB.open('booth-panel');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const req = open.result.transaction('files').objectStore('files').getAll();
              req.onsuccess = async () => {
                const [file] = req.result as { type: string; size: number; bytes: ArrayBuffer }[];
                const bitmap = await createImageBitmap(
                  new Blob([file!.bytes], { type: file!.type }),
                );
                resolve({
                  type: file!.type,
                  size: file!.size,
                  width: bitmap.width,
                  height: bitmap.height,
                });
              };
            };
          },
        ),
    );
    expect(stored).toMatchObject({ type: 'image/webp', width: 512, height: 384 });
    expect(stored.size).toBeLessThan(original.length / 10);
    await context.close();
  });
});
