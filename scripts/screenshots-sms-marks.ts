// Captures marks by SMS (issue 44) as the booth agent and the admin see it: Poll Day's card on
// a phone with no data — the offer once marks have waited past the admin's 10 minutes (the
// page's clock moved on), the prepared SMS, and the card after the SMS app was opened — and the
// admin's Settings cards for the party number, the gateway phone's address and secret (shown,
// in the whole card's picture), and the SMS the server refused. At 360 px and 1280 px in
// English and Hindi, from the real server on a throwaway database, into tests/e2e/screenshots/
// (gitignored).   npm run screenshots:sms-marks
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import enPollDay from '../src/locales/en/pollDay.json';
import hiPollDay from '../src/locales/hi/pollDay.json';
import enSms from '../src/locales/en/smsMarks.json';
import hiSms from '../src/locales/hi/smsMarks.json';
import type { LoginResponse } from '../src/domain/auth.ts';
import { encodeMarks, minuteOf } from '../src/domain/sms-marks/codec.ts';
import type { SmsKey } from '../src/domain/sms-marks/gateway.ts';
import { signMarks } from '../src/domain/sms-marks/sign.ts';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { placeAccount } from '../devkit/e2e-areas.ts';
import { interpolate, signInViaUi } from '../devkit/e2e-pages.ts';
import { keepSmsLinksInPage, officeGateway, phoneSmsState } from '../devkit/e2e-sms-marks.ts';
import { apiJson, createAccount, newUser } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { pushVoters, seedRoll } from '../devkit/voter-seed.ts';
import { captureWith, shoot } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const TEXT = {
  en: { pad: enPollDay.pollDay, sms: enSms.smsMarks },
  hi: { pad: hiPollDay.pollDay, sms: hiSms.smsMarks },
};
const SCOPE = 'up/lucknow/booth-31';
const ASSEMBLY = 173;
const PART = 31;
const PARTY_NUMBER = '+919000000001';
/** Serials the agent marks with no data: a few of a morning's. */
const MARKED = ['4', '9', '12', '27', '31'];

type Team = { admin: TestUser; agent: TestUser; names: Map<string, string> };

const login = (base: string, user: TestUser) =>
  apiJson<LoginResponse>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });

/** The booth's part 31 pushed by the agent, part 32 (another booth) by the admin. */
async function setUp(base: string): Promise<Team> {
  const admin = newUser('Kamla Mishra');
  const agent = newUser('Anita Sharma');
  for (const u of [admin, agent]) await createAccount(base, u);
  await placeAccount(base, admin, agent, SCOPE);
  const adminToken = (await login(base, admin)).token;
  const agentToken = (await login(base, agent)).token;
  const part = (n: number, seed: number) =>
    seedRoll(40, seed).map((v, i) => ({
      id: v.id,
      fields: {
        ...v.fields,
        assemblyNumber: ASSEMBLY,
        partNumber: n,
        serialNumber: i + 1,
      } as Record<string, unknown>,
    }));
  const booth = part(PART, 31);
  await pushVoters(base, agentToken, booth);
  await pushVoters(base, adminToken, part(PART + 1, 32));
  await apiJson(base, '/admin/settings/smsMarks', {
    method: 'PUT',
    token: adminToken,
    body: JSON.stringify({ number: PARTY_NUMBER, waitMinutes: 10 }),
  });
  await refusedSms(base, adminToken, agentToken);
  const names = new Map(
    booth.map((v) => [
      String(v.fields.serialNumber),
      `${String(v.fields.firstName)} ${String(v.fields.lastName)}`,
    ]),
  );
  return { admin, agent, names };
}

/** What the admin's log shows: a chat SMS, a cut one, a changed one, another booth's serials. */
async function refusedSms(base: string, adminToken: string, agentToken: string) {
  const gateway = await officeGateway(base, adminToken, PARTY_NUMBER);
  const key = await apiJson<SmsKey>(base, '/sms-marks/key', {
    method: 'POST',
    token: agentToken,
    body: '{}',
  });
  const sms = (part: number, serials: number[]) =>
    signMarks(
      encodeMarks({
        keyId: key.keyId,
        assembly: ASSEMBLY,
        part,
        minute: minuteOf(new Date().toISOString()),
        serials,
      }),
      key.key,
    );
  const good = await sms(PART, [2, 5, 6]);
  // One character of its code changed on the way (or by hand).
  const changed = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A');
  for (const [text, sender] of [
    ['Office open today? Ramesh', '+919811122233'],
    [good.slice(0, 12), '+919812345678'],
    [changed, '+919812345678'],
    [await sms(PART + 1, [3, 8]), '+919812345678'],
  ] as const)
    await gateway.receive(text, sender, 1);
}

/** Scroll the card named `region` to the top, under the sticky header, and shoot what is in view. */
async function shootCard(page: Page, region: string, name: string) {
  await page.getByRole('region', { name: region }).evaluate((el) => {
    el.scrollIntoView();
    window.scrollBy(0, -72);
  });
  await shoot(page, OUT_DIR, name, false);
}

async function agentPhone(browser: Browser, base: string, team: Team, lang: Lang, width: number) {
  const { pad, sms } = TEXT[lang];
  const viewport = width === PHONE.width ? PHONE : DESKTOP;
  const context = await newAppContext(browser, base, { viewport });
  await context.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('pollDayMode', '"pad"');
  }, lang);
  const page = await context.newPage();
  await signInViaUi(page, team.agent, lang);
  // The page's clock, so that the marks can wait past the admin's 10 minutes in a moment.
  await context.clock.install();
  await page.goto('/dashboard/poll-day');
  await page.getByText(pad.pad.typeSerial).waitFor({ timeout: 60_000 });
  for (let tries = 0; !(await phoneSmsState(page)).hasKey; tries++) {
    if (tries > 100) throw new Error('The phone never kept its SMS key');
    await page.waitForTimeout(100);
  }
  await context.setOffline(true);
  const keys = page.getByRole('group', { name: pad.pad.keys });
  for (const serial of MARKED) {
    const name = team.names.get(serial)!;
    for (const digit of serial)
      await keys.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: interpolate(pad.markVoted, { name }) }).click();
    await page.getByText(interpolate(pad.pad.lastMarked, { serial, name })).waitFor();
  }
  const suffix = `${lang}-${width}`;
  const card = page.getByRole('region', { name: sms.title });
  await context.clock.fastForward('11:00');
  await card.getByText(interpolate(sms.due_other, { count: MARKED.length, minutes: 10 })).waitFor();
  await shootCard(page, sms.title, `sms-marks-offer-${suffix}`);
  await card
    .getByRole('button', { name: interpolate(sms.send_other, { count: MARKED.length }) })
    .click();
  const open = card.getByRole('link', { name: interpolate(sms.openLabel, { n: 1, total: 1 }) });
  await open.waitFor();
  await shootCard(page, sms.title, `sms-marks-message-${suffix}`);
  await keepSmsLinksInPage(page);
  await open.click();
  await card.getByRole('button', { name: sms.done }).click();
  await card
    .getByRole('button', { name: interpolate(sms.sendAgain_other, { count: MARKED.length }) })
    .waitFor();
  await shootCard(page, sms.title, `sms-marks-sent-${suffix}`);
  await context.close();
}

async function adminSettings(
  browser: Browser,
  base: string,
  team: Team,
  lang: Lang,
  width: number,
) {
  const { sms } = TEXT[lang];
  const viewport = width === PHONE.width ? PHONE : DESKTOP;
  const context = await newAppContext(browser, base, { viewport });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await signInViaUi(page, team.admin, lang);
  await page.goto('/dashboard/settings');
  const suffix = `${lang}-${width}`;
  await page.getByRole('region', { name: sms.settings.title }).waitFor({ timeout: 30_000 });
  await shootCard(page, sms.settings.title, `sms-marks-settings-${suffix}`);
  const gateway = page.getByRole('region', { name: sms.settings.gateway });
  await gateway.getByText(sms.inbox.reasons.otherArea).waitFor({ timeout: 30_000 });
  await shootCard(page, sms.settings.gateway, `sms-marks-gateway-${suffix}`);
  // The whole card, the secret shown as the admin reads it out, the refused list's end
  // included: a window as tall as the card.
  await gateway.getByRole('button', { name: sms.settings.showLabel }).click();
  const box = (await gateway.boundingBox())!;
  await page.setViewportSize({ width, height: Math.ceil(box.height) + 90 });
  await shootCard(page, sms.settings.gateway, `sms-marks-gateway-card-${suffix}`);
  await context.close();
}

await captureWith(OUT_DIR, async (browser, base) => {
  const team = await setUp(base);
  for (const lang of ['en', 'hi'] as const)
    for (const width of [PHONE.width, DESKTOP.width]) {
      await agentPhone(browser, base, team, lang, width);
      await adminSettings(browser, base, team, lang, width);
    }
});
