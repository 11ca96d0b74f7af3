// Captures poll day as the agent and the war room see it (issues 24 and 44): the serial pad with
// a voter found, a serial already marked (who marked it, when), a serial outside the part, the
// officer's count beside our marks, the not-yet-voted list with the karyakarta's own panna
// first (and scrolled to its end), and the dashboard's whole-area card with the officer's
// figures and the gap — at 360 px and 1280 px in English and Hindi, from the real server on a
// throwaway database, into tests/e2e/screenshots/ (gitignored).
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
/**
 * What is in view (what the agent sees without scrolling): a whole page would show the virtual
 * list's rows out of view as empty space, which no one ever sees.
 */
const shoot = (page: Page, name: string) => shootTo(page, OUT_DIR, name, false);
const hi = hiPollDay.pollDay;
const TEXT = {
  en: {
    keys: 'Number pad',
    already: /^Already marked voted/,
    outside: /^No voter at serial 999/,
    officer: /^Officer's count/,
    list: /^Not yet voted/,
    listLabel: 'Voters not yet voted',
    last: 'No. 150',
  },
  hi: {
    keys: hi.pad.keys,
    already: /^पहले ही दर्ज/,
    outside: /क्रमांक 999 पर कोई मतदाता नहीं/,
    officer: /^अधिकारी की गिनती/,
    list: /^मतदान बाकी/,
    listLabel: hi.notVoted.listLabel,
    last: hi.notVoted.serial.replace('{{serial}}', '150'),
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
        ? [
            {
              table: 'voteMarks' as const,
              fields: { voterId: v.id, voted: true, markedAt: at, by: 'Ravi Kumar' },
            },
          ]
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
      // Serial 5 was marked: who marked them and when, no button.
      await page.keyboard.press('Escape');
      await pad.getByRole('button', { name: '5', exact: true }).click();
      await page.getByTestId('pad-result').getByText(TEXT[lang].already).waitFor();
      await shoot(page, `poll-pad-voted-${suffix}`);
      // Serial 999: none in the part (1–150).
      await page.keyboard.press('Escape');
      for (const digit of '999')
        await pad.getByRole('button', { name: digit, exact: true }).click();
      await page.getByTestId('pad-result').getByText(TEXT[lang].outside).waitFor();
      await shoot(page, `poll-pad-outside-${suffix}`);
      // Below the pad: the officer's count (beside it on a desktop), then the list to call.
      for (const [heading, name] of [
        [TEXT[lang].officer, 'poll-officer'],
        [TEXT[lang].list, 'poll-not-voted'],
      ] as const) {
        if (viewport === PHONE || name === 'poll-not-voted') {
          await page.getByRole('heading', { name: heading }).evaluate((h) => {
            h.scrollIntoView();
            window.scrollBy(0, -80); // the sticky header
          });
          await shoot(page, `${name}-${suffix}`);
        }
      }
      // The list's last rows: every voter not yet voted is reachable.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .getByRole('list', { name: TEXT[lang].listLabel })
        .getByText(TEXT[lang].last)
        .waitFor();
      await shoot(page, `poll-not-voted-end-${suffix}`);

      await page.goto('/dashboard');
      await page.getByTestId('officer-line').waitFor({ timeout: 30_000 });
      await shoot(page, `poll-war-room-${suffix}`);
      // The whole page too on the phone: the charts and tables below the tiles.
      await shootTo(page, OUT_DIR, `poll-war-room-all-${suffix}`, true);
      await context.close();
    }
  }
});
