// Captures Import roll PDFs (issue 21): the upload with chosen files and a refusal, the jobs
// with their progress, a job's parts with the Accept dialog, the review of a doubtful row (with
// its messages), issue 42's part number asked for (with its field errors), refused rows on
// a part card and a part's rows in serial order, and issue 43's questions (state and district,
// another list's voters), a CSV's checks and raw cells and an edition's newer lists, at 360 px
// and 1280 px in English and Hindi, into tests/e2e/screenshots/
// (SCREENS_DIR sets the folder). The jobs come from devkit/roll-fixtures.ts through
// request routing, so every state is on screen whatever the server's reader makes of a file;
// the rest (sign-in, shell, sidebar) is the real server. Then a generated scan goes through
// the real reader for its job's parts and its review with real box pictures.
// Run: npm run screenshots:rolls
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import en from '../src/locales/en/rolls.json';
import hi from '../src/locales/hi/rolls.json';
import enErrors from '../src/locales/en/errors.json';
import hiErrors from '../src/locales/hi/errors.json';
import enEditions from '../src/locales/en/editions.json';
import hiEditions from '../src/locales/hi/editions.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { serveRollFixtures } from '../devkit/roll-fixtures.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';
import { renderRollPdf } from '../devkit/roll-pdf/generate.ts';

const OUT_DIR =
  process.env.SCREENS_DIR ?? fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = { en: en.rolls, hi: hi.rolls } as const;
const ERRORS = { en: enErrors.errors.rollImport, hi: hiErrors.errors.rollImport } as const;
const EDITIONS = { en: enEditions.editions, hi: hiEditions.editions } as const;

/** The part card whose heading starts with `name` ("Part 46", "Part number not known"). */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }) });

/** Scroll `target` to the top of the screen, below the app's header, for a screen-sized shot. */
async function showAtTop(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -72);
  });
}

async function captureAll(browser: Browser, baseUrl: string): Promise<void> {
  // The first account of the empty database is the administrator: it may import.
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  for (const lang of ['en', 'hi'] as Lang[]) {
    const t = TEXT[lang];
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await serveRollFixtures(page);
      const suffix = `${lang}-${viewport.width}`;
      await signInViaUi(page, admin, lang);

      await page.goto('/dashboard/roll-import');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('progressbar').first().waitFor();
      await shoot(page, `rolls-jobs-${suffix}`);
      const input = page.locator('[data-testid=roll-drop-area] input[type=file]');
      await input.setInputFiles([
        { name: 'S24A173P121.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2_400_000) },
        {
          name: 'S24A173.xlsx',
          mimeType: 'application/octet-stream',
          buffer: Buffer.alloc(90_000),
        },
        { name: 'notice.docx', mimeType: 'application/msword', buffer: Buffer.alloc(30_000) },
      ]);
      await page.getByRole('alert').first().waitFor();
      await shoot(page, `rolls-upload-${suffix}`);

      await page.goto('/dashboard/roll-import?job=job-review');
      await page.getByRole('heading', { level: 3 }).first().waitFor();
      await shoot(page, `rolls-detail-${suffix}`);
      const accept = t.detail.acceptPart.replace('{{part}}', '121');
      await page.getByRole('button', { name: accept }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.detail.acceptWithRows }).click();
      await dialog.getByRole('alert').waitFor();
      // A dialog is shot as the screen shows it, not over the whole page's length.
      await shoot(page, `rolls-accept-${suffix}`, false);

      await page.goto('/dashboard/roll-import?job=job-review&review=1');
      await page.getByRole('img', { name: /3/ }).waitFor();
      await shoot(page, `rolls-review-${suffix}`);
      await page.getByRole('textbox', { name: t.review.fields.age, exact: true }).fill('12');
      await page.getByRole('button', { name: t.review.saveNext }).click();
      await page.getByText(t.review.errors.epic).waitFor();
      // The first field in error was scrolled to; a full-page shot starts from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `rolls-review-errors-${suffix}`);
      await captureIssue42(page, lang, suffix);
      await captureIssue43(page, lang, suffix);
      await context.close();
    }
  }
}

/**
 * Issue 42's states on made-up parts: part numbers asked for (from the headers, pre-filled; and
 * none read, with the assembly), their field errors, the rows the server refused listed on the
 * part card, and a part's rows in serial order with the ones in review marked.
 */
async function captureIssue42(page: Page, lang: Lang, suffix: string): Promise<void> {
  const t = TEXT[lang];
  const card = (name: string) => cardOf(page, name);
  await page.goto('/dashboard/roll-import?job=job-parts');
  await page.getByRole('heading', { level: 3 }).first().waitFor();
  await shoot(page, `rolls-part-number-${suffix}`);
  // Nothing entered: both fields say what they want.
  const unnumbered = card(t.detail.partUnknown);
  await unnumbered.getByRole('button', { name: t.partNumber.save }).click();
  await unnumbered.getByText(ERRORS[lang].partNumberInput).waitFor();
  await unnumbered.scrollIntoViewIfNeeded();
  await shoot(page, `rolls-part-number-error-${suffix}`, false);
  const failed = card(t.detail.part.replace('{{part}}', '124'));
  await failed
    .getByRole('link', { name: t.detail.review_other.replace('{{count}}', '3') })
    .scrollIntoViewIfNeeded();
  await shoot(page, `rolls-failed-rows-${suffix}`, false);
  await card(t.detail.part.replace('{{part}}', '87'))
    .getByRole('link', { name: t.detail.allRows_other.replace('{{count}}', '62') })
    .click();
  await page.getByText(t.rows.inReview, { exact: true }).first().waitFor();
  await shoot(page, `rolls-part-rows-${suffix}`);
}

/**
 * Issue 43's states on a made-up CSV's job: the state and district asked once (with the fields'
 * refusals), a part meeting another list's voters and the confirmation before replacing them,
 * a CSV part's checks ("gaps: deleted electors…", "not printed"), a table row in review with
 * the file's own cell, and a published part's edition changes with the spelling-changed and
 * moved lists open.
 */
async function captureIssue43(page: Page, lang: Lang, suffix: string): Promise<void> {
  const t = TEXT[lang];
  const part = (n: number) => cardOf(page, t.detail.part.replace('{{part}}', String(n)));
  await page.goto('/dashboard/roll-import?job=job-asks');
  const place = page.getByRole('region', { name: t.place.heading });
  await place.getByRole('button', { name: t.place.save }).click();
  await place.getByText(ERRORS[lang].placeInput).first().waitFor();
  await showAtTop(place);
  await shoot(page, `rolls-place-error-${suffix}`, false);

  const clash = part(46);
  const heading = clash.getByText(t.clash.heading.replace('{{part}}', '46'));
  await showAtTop(heading);
  await shoot(page, `rolls-clash-${suffix}`, false);
  await clash.getByRole('button', { name: t.clash.replace }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `rolls-clash-confirm-${suffix}`, false);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await showAtTop(part(45).getByRole('heading', { level: 4, name: t.detail.checks }));
  await shoot(page, `rolls-csv-checks-${suffix}`, false);

  await page.goto('/dashboard/roll-import?job=job-asks&review=1');
  await page.getByText(t.review.inFile.replace('{{value}}', '4O')).waitFor();
  await shoot(page, `rolls-review-raw-${suffix}`);

  const ed = EDITIONS[lang];
  await page.goto('/dashboard/roll-import?job=job-review');
  const published = part(122);
  for (const kind of ['respelled', 'moved', 'movedOut'] as const) {
    await published.getByRole('button', { name: new RegExp(`^${ed.kinds[kind]}:`) }).click();
    await published.getByRole('list', { name: ed.kinds[kind] }).waitFor();
    await showAtTop(published.getByRole('heading', { level: 4, name: ed.heading }));
    await shoot(page, `rolls-edition-${kind}-${suffix}`, false);
  }
}

/**
 * The review as a real scan gives it: a generated part (noise, skew, DELETED stamps) uploaded
 * to the real server and read by OCR, its first doubtful row beside the picture of its box.
 */
async function captureScan(browser: Browser, baseUrl: string): Promise<void> {
  const admin = newUser('Kamla Mishra');
  await createAccount(baseUrl, admin);
  for (const lang of ['en', 'hi'] as Lang[]) {
    const t = TEXT[lang];
    const { pdf } = await renderRollPdf(browser, {
      seed: 5,
      part: lang === 'en' ? 1 : 2,
      voters: 12,
      edition: lang,
      variant: 'image',
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await newAppContext(browser, baseUrl, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, admin, lang);
      await page.goto('/dashboard/roll-import');
      await page.locator('[data-testid=roll-drop-area] input[type=file]').setInputFiles({
        name: `S24A173P${lang === 'en' ? 1 : 2}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdf),
      });
      await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
      await page
        .getByText(t.detail.partStatus.review, { exact: true })
        .first()
        .waitFor({ timeout: 180_000 });
      await shoot(page, `rolls-scan-detail-${lang}-${viewport.width}`);
      await page.goto(`${page.url()}&review=1`);
      // The picture's name starts with the words before its page number.
      const named = t.review.image.split('{{')[0]!;
      await page
        .getByRole('img')
        .filter({ has: page.locator(`[alt^="${named}"]`) })
        .or(page.locator(`img[alt^="${named}"]`))
        .first()
        .waitFor();
      await page.waitForFunction(() =>
        [...document.images].some((i) => i.complete && i.naturalWidth > 100),
      );
      await shoot(page, `rolls-scan-review-${lang}-${viewport.width}`);
      await context.close();
    }
  }
}

// ROLL_SCAN_ONLY=1 takes only the real scan's screens (the fixture screens need no reader);
// ROLL_FIXTURES_ONLY=1 only the fixture screens (seconds instead of minutes of OCR).
if (!process.env.ROLL_SCAN_ONLY) await captureWith(OUT_DIR, captureAll);
if (!process.env.ROLL_FIXTURES_ONLY) await captureWith(OUT_DIR, captureScan, { rollWorkers: 1 });
