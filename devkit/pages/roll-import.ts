// What the roll import E2E tests share: a file put in the Roll import screen's drop area and
// uploaded, and the job read back from the server as the signed-in person sees it.
import type { Page } from 'playwright-core';
import type { RollJobResponse } from '../../src/domain/roll-jobs.ts';
import en from '../../src/locales/en/rolls.json';

export type RollFile = { name: string; mimeType: string; buffer: Buffer };

/** Puts `file` in the drop area of the open Roll import screen and presses Upload. */
export async function uploadRollFile(page: Page, file: RollFile): Promise<void> {
  await page.locator('[data-testid=roll-drop-area] input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: en.rolls.upload.submit, exact: true }).click();
}

/** `GET /api/rolls/:id` (with `query`) with the page's own session; throws on a non-200. */
export async function readRollJob(
  page: Page,
  base: string,
  jobId: string,
  query = '',
): Promise<RollJobResponse> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${base}/api/rolls/${jobId}${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`GET /api/rolls/${jobId}${query}: ${res.status}`);
  return (await res.json()) as RollJobResponse;
}
