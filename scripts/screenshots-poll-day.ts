// Captures poll day as the agent and the war room see it (issue 24): the serial pad with a
// voter found, a serial already marked, the officer's count beside our marks, the
// not-yet-voted list with the karyakarta's own panna first, and the dashboard's whole-area
// card with the officer's figures and the gap — at 360 px and 1280 px in English and Hindi,
// from the real server on a throwaway database, into tests/e2e/screenshots/ (gitignored).
// Run after `npm run build`:  node --import tsx scripts/screenshots-poll-day.ts
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import hiPollDay from '../src/locales/hi/pollDay.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { captureWith, shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
/** What is in view on the phone (what the agent sees without scrolling); the whole desktop page. */
const shoot = (page: Page, name: string) =>
  shootTo(page, OUT_DIR, name, page.viewportSize()!.width > PHONE.width);
const hi = hiPollDay.pollDay;
const TEXT = {
  en: {
    keys: 'Number pad',
    already: 'Already marked voted: not counted again',
    officer: /^Officer's count/,
    calls: /^Supporters yet to vote/,
  },
  hi: {
    keys: hi.pad.keys,
    already: hi.pad.alreadyVoted,
    officer: /^अधिकारी की गिनती/,
    calls: /^मतदान बाकी समर्थक/,
  },
};
const at = '2026-11-25T04:30:00.000Z';

await captureWith(OUT_DIR, async (browser, base) => {
  const user = newUser('Asha Verma');
  await createAccount(base, user);
  const token = await apiToken(base, user.email, user.password);
  // One booth of 150 voters (part 1), Asha holding serials 1–50 as a karyakarta, Ravi 51–100;
  // every third voter a supporter, every fourth marked voted, and two figures from the officer.
  const roll = seedRoll(150).map((v, i) => ({
    id: v.id,
    fields: { ...v.fields, partNumber: 1, serialNumber: i + 1 } as Record<string, unknown>,
  }));
  await pushVoters(base, token, roll);
  const asha = randomUUID();
  const ravi = randomUUID();
  const panna = (memberId: string, memberName: string, fromSerial: number, toSerial: number) => ({
    table: 'pannas' as const,
    fields: {
      pannaId: randomUUID(),
      partNumber: 1,
      fromSerial,
      toSerial,
      memberId,
      memberName,
      assignedAt: at,
    },
  });
  await pushRecords(base, token, [
    {
      table: 'members',
      id: asha,
      fields: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: user.email,
        level: 'karyakarta',
        status: 'active',
      },
    },
    {
      table: 'members',
      id: ravi,
      fields: { firstName: 'Ravi', lastName: 'Kumar', level: 'karyakarta', status: 'active' },
    },
    panna(asha, 'Asha Verma', 1, 50),
    panna(ravi, 'Ravi Kumar', 51, 100),
    ...roll.flatMap((v, i) => [
      ...(i % 3 === 0
        ? [
            {
              table: 'visits' as const,
              fields: {
                voterId: v.id,
                outcome: 'met',
                leaning: 'supporter',
                visitedAt: at,
                phone: `98111${String(i).padStart(5, '0')}`,
              },
            },
          ]
        : []),
      ...(i % 4 === 0
        ? [{ table: 'voteMarks' as const, fields: { voterId: v.id, voted: true, markedAt: at } }]
        : []),
    ]),
    { table: 'officerTurnout', fields: { partNumber: 1, slot: '09', votes: 30, reportedAt: at } },
    { table: 'officerTurnout', fields: { partNumber: 1, slot: '11', votes: 44, reportedAt: at } },
  ]);

  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const suffix = `${lang}-${viewport.width}`;
      const context = await newAppContext(browser, base, { viewport });
      await context.addInitScript((l) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('pollDayMode', '"pad"');
      }, lang);
      const page = await context.newPage();
      await signInViaUi(page, user, lang);
      await page.goto('/dashboard/poll-day');
      const pad = page.getByRole('group', { name: TEXT[lang].keys });
      await pad.waitFor({ timeout: 60_000 });
      // Serial 2 is not marked (every fourth from 1 is): the voter and the one-tap button.
      await pad.getByRole('button', { name: '2', exact: true }).click();
      await page.waitForTimeout(300);
      await shoot(page, `poll-pad-${suffix}`);
      // Serial 5 was marked: said, no button.
      await page.keyboard.press('Escape');
      await pad.getByRole('button', { name: '5', exact: true }).click();
      await page.getByText(TEXT[lang].already).waitFor();
      await shoot(page, `poll-pad-voted-${suffix}`);
      if (viewport === PHONE) {
        // Below the pad on the phone: the officer's count, then the list of supporters to call.
        for (const [heading, name] of [
          [TEXT[lang].officer, 'poll-officer'],
          [TEXT[lang].calls, 'poll-calls'],
        ] as const) {
          await page.getByRole('heading', { name: heading }).evaluate((h) => {
            h.scrollIntoView();
            window.scrollBy(0, -80); // the sticky header
          });
          await shoot(page, `${name}-${suffix}`);
        }
      }

      await page.goto('/dashboard');
      await page.getByTestId('officer-line').waitFor({ timeout: 30_000 });
      await shoot(page, `poll-war-room-${suffix}`);
      // The whole page too on the phone: the charts and tables below the tiles.
      await shootTo(page, OUT_DIR, `poll-war-room-all-${suffix}`, true);
      await context.close();
    }
  }
});
