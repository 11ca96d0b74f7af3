// Captures the Social Media Feed (posts with a picture, the share menu open, the cached copy
// under the yellow notice, the create form with its errors) at 360 px and 1280 px in English
// and Hindi, from the real server on a throwaway database, into tests/e2e/screenshots/.
// Run after `npm run build`:  node --import tsx scripts/screenshots-social.ts
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright-core';
import { imageUpload } from '../devkit/images.ts';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);

/** A saffron-to-green picture, so a post's thumbnail is visibly there. */
function picture(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let y = 0; y < 96; y += 1)
    for (let x = 0; x < 96; x += 1) {
      const i = (y * 96 + x) * 4;
      const top = y < 32;
      const middle = y < 64;
      png.data[i] = top ? 255 : middle ? 255 : 19;
      png.data[i + 1] = top ? 153 : middle ? 255 : 136;
      png.data[i + 2] = top ? 51 : middle ? 255 : 8;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

async function seedPosts(baseUrl: string, admin: TestUser): Promise<void> {
  const login = await fetch(`${baseUrl}/api/booth/login-booth-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const upload = imageUpload(picture());
  const file = await fetch(`${baseUrl}/api/files`, {
    method: 'POST',
    headers: { ...auth, ...upload.headers },
    body: new Uint8Array(upload.payload),
  });
  const { url } = (await file.json()) as { url: string };
  const posts = [
    {
      title: 'Voter list check this Sunday',
      description:
        'Every booth team checks the new voter list with the families of its part this Sunday from 9 am. Bring the printed list, a pen and the family register.',
      link: 'https://example.org/updates/voter-list-check',
      image: url,
    },
    {
      title: 'Booth meeting',
      description: 'All booth workers meet at the primary school at 10 am.',
      link: 'https://example.org/updates/booth-meeting',
    },
    { title: 'Thank you, volunteers!', description: '', link: '' },
  ];
  for (const post of posts) {
    const res = await fetch(`${baseUrl}/api/social-media`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(post),
    });
    if (res.status !== 201) throw new Error(`post refused: ${res.status} ${await res.text()}`);
  }
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  await seedPosts(baseUrl, admin);
  for (const lang of ['en', 'hi'] as Lang[]) {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, admin, lang);

      await page.goto('/dashboard/social-media');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Booth meeting', { exact: true }).first().waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `social-feed-${suffix}`);

      const menu = lang === 'en' ? 'Share Booth meeting' : 'Booth meeting साझा करें';
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem').first().waitFor();
      await shoot(page, `social-share-menu-${suffix}`, false);
      await page.keyboard.press('Escape');

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText('Booth meeting', { exact: true }).first().waitFor();
      await page.waitForTimeout(800);
      await shoot(page, `social-cached-${suffix}`);
      await context.setOffline(false);

      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: /^(Add Post|पोस्ट जोड़ें)$/ }).click();
      await page.getByRole('button', { name: /^(Submit|जमा करें)$/ }).click();
      await shoot(page, `social-form-errors-${suffix}`);
      await context.close();
    }
  }
}

await captureWith(OUT_DIR, captureAll);
