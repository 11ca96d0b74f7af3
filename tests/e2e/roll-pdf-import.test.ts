// A scanned roll PDF in Chromium against the real server, on a 360 px phone: the administrator
// uploads a generated part in the Commission's layout (noise, skew, DELETED stamps), the
// server reads it by OCR, and its stamped boxes wait for review — shown with the picture of
// the printed box beside the fields read. Each is confirmed with "Looks right" or corrected
// from its picture, and once no row waits the part, whose counts match its printed totals, is
// published by itself.
import { describe, expect, it } from 'vitest';
import { renderRollPdf } from '../../devkit/roll-pdf/generate.ts';
import en from '../../src/locales/en/rolls.json';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { readRollJob, uploadRollFile } from '../../devkit/pages/roll-import.ts';

const t = en.rolls;

describe.skipIf(noBrowser)('import a scanned roll PDF', () => {
  const env = useE2eEnv({ rollWorkers: 1 });

  it('reads the scan, shows each doubtful box beside its fields, and publishes the part', async () => {
    const base = env.server.url;
    const { pdf, truth } = await renderRollPdf(env.browser, {
      seed: 5,
      part: 1,
      voters: 12,
      edition: 'en',
      variant: 'image',
    });
    const admin = newUser('Kamla Mishra');
    await createAccount(base, admin);
    const context = await newAppContext(env.browser, base, { viewport: PHONE });
    const page = await context.newPage();
    await signInViaUi(page, admin);

    await page.goto('/dashboard/roll-import');
    await uploadRollFile(page, {
      name: 'S24A173P1.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    await page.getByRole('heading', { level: 1, name: /^Import of / }).waitFor();
    const jobId = new URL(page.url()).searchParams.get('job')!;
    await page
      .getByText(t.detail.partStatus.review, { exact: true })
      .first()
      .waitFor({ timeout: 240_000 });

    await page
      .getByRole('link', { name: /^Review \d+ rows?$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: t.review.heading }).waitFor();
    // Every doubtful row is looked at against its picture, then confirmed as read.
    const remaining = page.getByRole('status').filter({ hasText: /rows? left to review/ });
    for (;;) {
      const done = page.getByText(t.review.done);
      const picture = page.getByRole('img', { name: /^The box as printed/ });
      await Promise.race([done.waitFor(), picture.waitFor()]);
      if (await done.isVisible()) break;
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(100);
      // The reviewer types what the picture shows where the read went wrong.
      const serial = Number(
        await page.getByRole('textbox', { name: t.review.fields.serial }).inputValue(),
      );
      const printed = truth.boxes.find((b) => b.serial === serial)!;
      const epic = page.getByRole('textbox', { name: t.review.fields.epic });
      const age = page.getByRole('textbox', { name: t.review.fields.age, exact: true });
      const right =
        (await epic.inputValue()) === printed.epic &&
        (await age.inputValue()) === String(printed.age);
      const before = await remaining.textContent();
      if (right) await page.getByRole('button', { name: t.review.looksRight }).click();
      else {
        await epic.fill(printed.epic);
        await age.fill(String(printed.age));
        await page
          .getByRole('textbox', { name: t.review.fields.name, exact: true })
          .fill(printed.name);
        await page.getByRole('button', { name: t.review.saveNext }).click();
      }
      await expect
        .poll(async () => (await done.isVisible()) || (await remaining.textContent()) !== before)
        .toBe(true);
    }

    const job = await readRollJob(page, base, jobId);
    expect(job.parts[0]!.checks.filter((c) => !c.ok)).toEqual([]);
    expect(job.parts).toMatchObject([
      { partNumber: 1, status: 'published', rows: truth.boxes.length, printed: truth.cover.totals },
    ]);
    expect(job.reviewTotal).toBe(0);
    await context.close();
    // Real OCR of a three-page scan on the server: about a minute on a quiet two-core machine,
    // twice that while the other E2E file running beside it is busy too.
  }, 300_000);
});
