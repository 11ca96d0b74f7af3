// Captures field work — the dashboard home, Door to Door (walk list and the visit sheet), Panna
// (list and the assign form with an overlap), the KaryaKarta Team with its Panna column and
// Poll Day with a voter just marked — at 360 px and 1280 px in English and Hindi, from the real
// server on a throwaway database with a generated roll and some visits, marks and pannas, into
// tests/e2e/screenshots/ (gitignored). Run after `npm run build`:
//   node --import tsx scripts/screenshots-fieldwork.ts
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { areaId } from '../src/domain/areas.ts';
import hiHome from '../src/locales/hi/home.json';
import hiPanna from '../src/locales/hi/panna.json';
import hiPollDay from '../src/locales/hi/pollDay.json';
import hiWalk from '../src/locales/hi/walk.json';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../devkit/e2e-browser.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { apiToken, pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = {
  en: {
    search: 'Find a voter',
    mark: /^Mark .* as voted$/,
    visitHouse: /^Record a visit to /,
    households: 'Households',
    met: 'Met',
    supporter: 'Supporter',
    assignPanna: 'Assign panna',
    fromSerial: /^From serial/,
    toSerial: /^To serial/,
    assign: 'Assign',
  },
  hi: {
    search: hiPollDay.pollDay.search,
    mark: /का मतदान दर्ज करें$/,
    visitHouse: /पर संपर्क दर्ज करें$/,
    households: hiHome.home.tiles.households,
    met: hiWalk.walk.outcomes.met,
    supporter: hiWalk.walk.leanings.supporter,
    assignPanna: hiPanna.panna.assign,
    fromSerial: new RegExp(`^${hiPanna.panna.form.from}`),
    toSerial: new RegExp(`^${hiPanna.panna.form.to}`),
    assign: hiPanna.panna.form.submit,
  },
};

/**
 * Visits to a third of the roll and marks for a quarter, as phones would have synced them, and
 * three karyakartas in part 1: two pannas, one, none.
 */
async function pushFieldWork(base: string, token: string, voterIds: string[]): Promise<void> {
  const leanings = ['supporter', 'supporter', 'neutral', 'opposed', 'unknown'];
  const at = new Date().toISOString();
  // Ravi holds two pannas and Mohan none, for the Panna column of the KaryaKarta Team; all
  // within part 1's 62 voters, as the Panna form would insist.
  const karyakartas = [
    [
      'Ravi',
      'Kumar',
      [
        [1, 20],
        [41, 60],
      ],
    ],
    ['Sunita', 'Devi', [[21, 40]]],
    ['Mohan', 'Lal', []],
  ] as const;
  const team = karyakartas.flatMap(([firstName, lastName, ranges]) => {
    const memberId = randomUUID();
    return [
      {
        table: 'members',
        id: memberId,
        fields: { level: 'karyakarta', status: 'active', firstName, lastName },
      },
      ...ranges.map(([fromSerial, toSerial]) => ({
        table: 'pannas',
        fields: {
          pannaId: randomUUID(),
          partNumber: 1,
          fromSerial,
          toSerial,
          memberId,
          memberName: `${firstName} ${lastName}`,
          assignedAt: at,
          by: 'Asha Verma',
        },
      })),
    ];
  });
  const mutations = [
    ...team,
    ...voterIds.flatMap((voterId, i) => [
      ...(i % 3 === 0
        ? [
            {
              table: 'visits',
              fields: {
                voterId,
                outcome: 'met',
                leaning: leanings[i % 5],
                visitedAt: at,
                by: 'Ravi',
              },
            },
          ]
        : []),
      ...(i % 4 === 0
        ? [{ table: 'voteMarks', fields: { voterId, voted: true, markedAt: at, by: 'Ravi' } }]
        : []),
    ]),
  ];
  const res = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      clientId: `shots-${randomUUID()}`,
      mutations: mutations.map((m, i) => ({
        id: randomUUID(),
        ...m,
        mutationId: i + 1,
        op: 'put',
        baseVersion: 0,
      })),
    }),
  });
  if (!res.ok) throw new Error(`push failed: ${res.status} ${await res.text()}`);
}

const ASSEMBLY = 'up/lucknow/central';
const AREAS = [
  ['up', 'Uttar Pradesh', 'उत्तर प्रदेश'],
  ['up/lucknow', 'Lucknow', 'लखनऊ'],
  [ASSEMBLY, 'Lucknow Central', 'लखनऊ मध्य'],
  [`${ASSEMBLY}/booth-1`, 'Booth 1, Primary School', 'बूथ 1, प्राथमिक विद्यालय'],
  [`${ASSEMBLY}/booth-2`, 'Booth 2, Panchayat Bhawan', 'बूथ 2, पंचायत भवन'],
] as const;

async function pushAreas(base: string, token: string): Promise<void> {
  const res = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      clientId: `shots-${randomUUID()}`,
      mutations: AREAS.map(([path, name, nameHi], i) => ({
        mutationId: i + 1,
        table: 'areas',
        id: areaId(path),
        op: 'put',
        fields: { path, name, nameHi, scope: path },
        baseVersion: 0,
      })),
    }),
  });
  const body = (await res.json()) as { errors?: unknown[] };
  if (!res.ok || body.errors?.length) throw new Error(`areas: ${JSON.stringify(body)}`);
}

await mkdir(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();
try {
  const user = newUser('Asha Verma');
  await createAccount(server.url, user);
  const token = await apiToken(server.url, user.email, user.password);
  // Two booths of an assembly, named in both languages, so the whole-area card can drill down.
  await pushAreas(server.url, token);
  // As the Commission's files give a roll: no address, each elector in a section of the part
  // (Door to Door heads a house with its number, and its section where the part has two).
  const roll = seedRoll(300).map((v, i) => {
    const { address: _address, ...fields } = v.fields;
    const section = Number(fields.serialNumber) <= 40 ? 1 : 2;
    return {
      ...v,
      fields: {
        ...fields,
        sectionNumber: section,
        sectionName: section === 1 ? 'Gandhi Nagar' : 'Nehru Colony',
        scope: `${ASSEMBLY}/${i < 150 ? 'booth-1' : 'booth-2'}`,
      },
    };
  });
  await pushVoters(server.url, token, roll);
  await pushFieldWork(
    server.url,
    token,
    roll.map((v) => v.id),
  );
  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = TEXT[lang];
      const suffix = `${lang}-${viewport.width}`;
      const context = await newAppContext(browser, server.url, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, user, lang);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
      await page.getByText(/Counting the roll|गिनती हो रही है/).waitFor({ state: 'detached' });
      // The roll is on the phone and its houses counted (the tile shows "…" until then).
      await page.waitForFunction(
        (label) => {
          const tile = [...document.querySelectorAll('p')].find((p) => p.textContent === label);
          const value = tile?.nextElementSibling?.textContent ?? '';
          return value !== '' && value !== '…' && value !== '0';
        },
        t.households,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(500);
      await shoot(page, `home-${suffix}`);
      // Drill down the whole-area card to the assembly: its booths and parts.
      for (const name of [
        /Uttar Pradesh|उत्तर प्रदेश/,
        /Lucknow\b|लखनऊ खोलें/,
        /Lucknow Central|लखनऊ मध्य/,
      ]) {
        await page.getByRole('button', { name }).first().click();
        await page.waitForTimeout(400);
      }
      await page.getByRole('button', { name: /Booth 1|बूथ 1/ }).waitFor();
      await page
        .getByRole('navigation', { name: /Area shown|दिखाया गया क्षेत्र/ })
        .scrollIntoViewIfNeeded();
      await shoot(page, `home-drill-${suffix}`, false);

      await page.goto('/dashboard/door-to-door');
      const visit = page.getByRole('button', { name: t.visitHouse }).first();
      await visit.waitFor({ timeout: 30_000 });
      await shoot(page, `walk-${suffix}`, false);
      await visit.click();
      await page.getByRole('radio', { name: t.met }).check();
      await page.getByRole('radio', { name: t.supporter }).check();
      await page.waitForTimeout(300);
      await shoot(page, `visit-sheet-${suffix}`, false);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/panna');
      await page
        .getByRole('list')
        .filter({ hasText: /Ravi Kumar/ })
        .first()
        .waitFor();
      await shoot(page, `panna-${suffix}`);
      await page.getByRole('button', { name: t.assignPanna }).click();
      await page.getByLabel(t.fromSerial).fill('20');
      await page.getByLabel(t.toSerial).fill('40');
      await page.getByRole('button', { name: t.assign, exact: true }).click();
      await page.waitForTimeout(300);
      await shoot(page, `panna-form-${suffix}`);

      // The KaryaKarta Team with each member's pannas and their voters.
      await page.goto('/dashboard/karya-karta-team');
      await page
        .getByText(/^2 · 40 /)
        .first()
        .waitFor();
      await shoot(page, `karyakarta-team-pannas-${suffix}`);

      await page.goto('/dashboard/poll-day');
      await page.getByLabel(t.search).fill(lang === 'en' ? 'Sharma' : 'शर्मा');
      await page.getByRole('button', { name: t.mark }).first().click();
      await page.waitForTimeout(400);
      await shoot(page, `poll-day-${suffix}`, viewport === DESKTOP);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
