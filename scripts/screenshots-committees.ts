// Captures booth committees (issue 46) as people use them: the booth worker's committee on a
// phone (what is missing, roles, members and how each was checked), naming a member, a code
// sent and typed; the coordinator's visit with a photo and the place (and the words when the
// place is blocked); the Committees report at a district and at a mandal's booths; the admin's
// committee setup and gateway. At 360 px and 1280 px in English and Hindi, from the real server
// on a throwaway database with the gateway stand-in, into tests/e2e/screenshots/ (gitignored).
//   npm run screenshots:committees
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import enTexts from '../src/locales/en/committees.json';
import hiTexts from '../src/locales/hi/committees.json';
import enNav from '../src/locales/en/nav.json';
import hiNav from '../src/locales/hi/nav.json';
import { DESKTOP, PHONE, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import {
  BOOTH_TEAM,
  COMMITTEE_MANDAL,
  seatThrough,
  seedCommitteeOrg,
  useGateway,
} from '../devkit/e2e-committees.ts';
import type { CommitteeOrg } from '../devkit/e2e-committees.ts';
import { interpolate, signInViaUi } from '../devkit/e2e-pages.ts';
import { codeInSms, startSmsSendStandIn } from '../devkit/sms-send-stand-in.ts';
import type { SmsSendStandIn } from '../devkit/sms-send-stand-in.ts';
import { apiJson } from '../devkit/e2e-users.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { pngBytes } from '../devkit/images.ts';
import { captureWith, shoot } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const TEXT = { en: enTexts.committees, hi: hiTexts.committees };
const NAV = { en: enNav.nav.pages, hi: hiNav.nav.pages };
const LUCKNOW = { latitude: 26.8506, longitude: 80.9211, accuracy: 14 };

async function open(
  browser: Browser,
  base: string,
  user: TestUser,
  lang: Lang,
  width: number,
  place = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const viewport = width === PHONE.width ? PHONE : DESKTOP;
  const context = await newAppContext(browser, base, {
    viewport,
    ...(place ? { geolocation: LUCKNOW, permissions: ['geolocation'] } : {}),
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  await signInViaUi(page, user, lang);
  return { context, page };
}

/** The committee of the booth: seven named, two checked by code, the rest to do. */
async function setUp(base: string, gateway: SmsSendStandIn): Promise<CommitteeOrg> {
  const org = await seedCommitteeOrg(base);
  await useGateway(base, org.tokens.admin, gateway);
  const [ramesh, geeta, , sunita, imran, kavita, deepak, anjali] = BOOTH_TEAM;
  const seat = (role: string, person: (typeof BOOTH_TEAM)[number]) =>
    seatThrough(base, org.tokens.worker, org.boothId, role, person);
  const president = await seat('president', ramesh!);
  const secretary = await seat('secretary', geeta!);
  await seat('member', sunita!);
  await seat('member', imran!);
  await seat('labharthi', kavita!);
  await seat('bla', deepak!);
  await seat('whatsapp', anjali!);
  for (const [seat, person] of [
    [president, ramesh!],
    [secretary, geeta!],
  ] as const) {
    const url = `/committees/booths/${org.boothId}/seats/${seat}`;
    await apiJson(base, `${url}/code`, {
      method: 'POST',
      token: org.tokens.coordinator,
      body: '{"lang":"en"}',
    });
    const sms = await gateway.nextSms(`+91${person.phone}`);
    await apiJson(base, `${url}/verify`, {
      method: 'POST',
      token: org.tokens.coordinator,
      body: JSON.stringify({ code: codeInSms(sms.text) }),
    });
  }
  return org;
}

async function boothWorker(
  browser: Browser,
  base: string,
  org: CommitteeOrg,
  lang: Lang,
  width: number,
) {
  const t = TEXT[lang];
  const suffix = `${lang}-${width}`;
  const { context, page } = await open(browser, base, org.worker, lang, width);
  await page.goto('/dashboard/committee');
  await page.getByRole('heading', { name: t.status.incomplete }).waitFor({ timeout: 30_000 });
  await shoot(page, OUT_DIR, `committee-booth-${suffix}`);
  // Naming a member: the sheet, with a woman chosen (her gender from the voter list).
  await page
    .getByRole('button', {
      name: interpolate(t.role.add, { role: lang === 'hi' ? 'सदस्य' : 'Member' }),
    })
    .click();
  const sheet = page.getByRole('dialog');
  await sheet.getByText(BOOTH_TEAM[2]!.name).click();
  await sheet.getByText(t.add.fromRoll).waitFor();
  await shoot(page, OUT_DIR, `committee-add-${suffix}`, false);
  await sheet.getByRole('button', { name: t.add.cancel }).last().click();
  await context.close();
}

/** Each pass sends its code to another member: one a minute per member is the rule. */
const CODE_TO = [3, 5, 6, 7];

async function coordinator(
  browser: Browser,
  base: string,
  org: CommitteeOrg,
  gateway: SmsSendStandIn,
  lang: Lang,
  width: number,
  pass: number,
) {
  const t = TEXT[lang];
  const suffix = `${lang}-${width}`;
  const { context, page } = await open(browser, base, org.coordinator, lang, width);
  await page.goto(`/dashboard/committee?booth=${org.boothId}`);
  await page.getByRole('heading', { name: t.status.incomplete }).waitFor({ timeout: 30_000 });
  // A code: sent, and typed as the member reads it out.
  const member = BOOTH_TEAM[CODE_TO[pass]!]!;
  await page
    .getByRole('button', { name: interpolate(t.seat.checkLabel, { name: member.name }) })
    .click();
  const sheet = page.getByRole('dialog');
  const after = Date.now();
  await sheet.getByRole('button', { name: t.verify.send, exact: true }).click();
  const sms = await gateway.nextSms(`+91${member.phone}`, after);
  await sheet.getByLabel(t.verify.code).fill(codeInSms(sms.text));
  await shoot(page, OUT_DIR, `committee-code-${suffix}`, false);
  await sheet.getByRole('button', { name: t.verify.close }).click();
  // A visit to Imran: the photo and the place.
  const imran = BOOTH_TEAM[4]!;
  await page
    .getByRole('button', { name: interpolate(t.seat.checkLabel, { name: imran.name }) })
    .click();
  await sheet.getByText(t.verify.byVisit).click();
  const chooser = page.waitForEvent('filechooser');
  await sheet.getByRole('button', { name: t.verify.photo }).click();
  await (
    await chooser
  ).setFiles({ name: 'visit.png', mimeType: 'image/png', buffer: pngBytes(240) });
  await sheet.getByRole('button', { name: t.verify.place }).click();
  await sheet.getByText(/\d+\.\d{5}, \d+\.\d{5}/).waitFor();
  await shoot(page, OUT_DIR, `committee-visit-${suffix}`, false);
  await sheet.getByRole('button', { name: t.verify.close }).click();
  // The report: the district, then the mandal's booths.
  await page.goto('/dashboard/committees');
  await page.getByRole('heading', { level: 1, name: NAV[lang].committees }).waitFor();
  await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
  await shoot(page, OUT_DIR, `committee-report-${suffix}`);
  await page.goto(`/dashboard/committees?area=${encodeURIComponent(COMMITTEE_MANDAL)}`);
  await page.getByRole('radiogroup').or(page.getByText(t.report.filter.all)).first().waitFor();
  await shoot(page, OUT_DIR, `committee-report-booths-${suffix}`);
  await context.close();
  // The place blocked: what the visit says then.
  const blocked = await open(browser, base, org.coordinator, lang, width, false);
  await blocked.page.goto(`/dashboard/committee?booth=${org.boothId}`);
  await blocked.page
    .getByRole('button', { name: interpolate(t.seat.checkLabel, { name: imran.name }) })
    .click();
  const dialog = blocked.page.getByRole('dialog');
  await dialog.getByText(t.verify.byVisit).click();
  await dialog.getByRole('button', { name: t.verify.place }).click();
  await dialog.getByText(t.verify.place_denied).waitFor();
  await shoot(blocked.page, OUT_DIR, `committee-place-denied-${suffix}`, false);
  await blocked.context.close();
}

async function admin(browser: Browser, base: string, org: CommitteeOrg, lang: Lang, width: number) {
  const t = TEXT[lang];
  const { context, page } = await open(browser, base, org.admin, lang, width);
  await page.goto('/dashboard/committee-setup');
  await page.getByRole('heading', { name: t.gateway.title }).waitFor({ timeout: 30_000 });
  await page.getByLabel(t.setup.nameEn).first().waitFor();
  await shoot(page, OUT_DIR, `committee-setup-${lang}-${width}`);
  await context.close();
}

await captureWith(OUT_DIR, async (browser, base) => {
  const gateway = await startSmsSendStandIn();
  try {
    const org = await setUp(base, gateway);
    let pass = 0;
    for (const lang of ['en', 'hi'] as const)
      for (const width of [PHONE.width, DESKTOP.width]) {
        await boothWorker(browser, base, org, lang, width);
        await coordinator(browser, base, org, gateway, lang, width, pass++);
        await admin(browser, base, org, lang, width);
      }
  } finally {
    await gateway.close();
  }
});
