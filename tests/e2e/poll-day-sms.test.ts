// Marks by SMS when data fails (issue 44), in Chromium against the real server: a booth agent
// on a 360 px phone loses the network, marks three voters on the pad and asks for the SMS at
// once (the "waited 10 minutes" offer is the same card, timed in unit tests). The card shows the
// message; its `sms:` link carries the party office's number and a text that unpacks to exactly
// the serials marked, signed with the agent's key. That text, delivered by the office's gateway
// phone (its stand-in) to the real webhook, moves the coordinator's count by three; when the
// network returns and the phone syncs, the count stays three, each mark is one record on the
// server (the phone's own, which replaced the SMS's stand-in), and the phone's outbox is empty.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import en from '../../src/locales/en/smsMarks.json';
import type { LoginResponse } from '../../src/domain/auth.ts';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import type { SmsKey, SmsReceipt } from '../../src/domain/sms-marks/gateway.ts';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { readMarks } from '../../src/domain/sms-marks/codec.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { codeMatches } from '../../src/domain/sms-marks/sign.ts';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { placeAccount } from '../../devkit/e2e-areas.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import {
  keepSmsLinksInPage,
  officeGateway,
  phoneSmsState,
  readSmsLink,
} from '../../devkit/e2e-sms-marks.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';
import { pushVoters } from '../../devkit/voter-seed.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const t = en.smsMarks;
const SCOPE = 'up/lucknow/booth-31';
const ASSEMBLY = 173;
const PART = 31;
const PARTY_NUMBER = '+919000000001';
const AGENT_SIM = '+919812345678';
const NAMES = ['Ram Sharma', 'Geeta Devi', 'Mohan Yadav', 'Sita Verma', 'Arjun Singh'];
const NAMES_MORE = ['Kavita Rao', 'Imran Khan', 'Lata Joshi', 'Deepak Gupta', 'Meena Pal'];
const VOTERS = [...NAMES, ...NAMES_MORE].map((name, i) => {
  const [firstName, lastName] = name.split(' ');
  return {
    id: `00000000-0000-4000-8000-0000000009${String(i).padStart(2, '0')}`,
    name,
    fields: {
      firstName,
      lastName,
      assemblyNumber: ASSEMBLY,
      partNumber: PART,
      serialNumber: i + 1,
    },
  };
});
/** The serials the agent marks offline. */
const MARKED = [3, 7, 10];

describe.skipIf(noBrowser)('marks by SMS when data fails', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  const login = (email: string, password: string) =>
    apiJson<LoginResponse>(env.server.url, '/booth/login-booth-user', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });

  async function openPage(viewport: typeof PHONE | typeof DESKTOP, init?: () => void) {
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    contexts.push(context);
    if (init) await context.addInitScript(init);
    return { context, page: await context.newPage() };
  }

  it('sends offline marks by SMS through the gateway; counted once when the phone syncs', async () => {
    const base = env.server.url;
    const admin = newUser('Kamla Mishra');
    const agent = newUser('Anita Sharma');
    for (const u of [admin, agent]) await createAccount(base, u);
    await placeAccount(base, admin, agent, SCOPE);
    const adminToken = (await login(admin.email, admin.password)).token;
    const agentLogin = await login(agent.email, agent.password);
    await pushVoters(base, agentLogin.token, VOTERS);
    await apiJson(base, '/admin/settings/smsMarks', {
      method: 'PUT',
      token: adminToken,
      body: JSON.stringify({ number: PARTY_NUMBER, waitMinutes: 10 }),
    });
    const summaryVoted = async () =>
      (await apiJson<FieldSummary>(base, '/field-work/summary', { token: adminToken })).totals
        .voted;

    // The coordinator's turnout view, counted from what the server holds.
    const { page: desk } = await openPage(DESKTOP);
    await signInViaUi(desk, admin);
    await desk.goto('/dashboard/poll-day');
    const deskCount = (voted: number, percent: string) =>
      desk.getByText(`${voted} of ${VOTERS.length} voters have voted (${percent})`);
    await deskCount(0, '0%').waitFor({ timeout: 30_000 });

    // The agent opens Poll Day online once: the phone keeps its SMS key and the party number.
    const { context, page: phone } = await openPage(PHONE, () =>
      localStorage.setItem('pollDayMode', '"pad"'),
    );
    await signInViaUi(phone, agent);
    await phone.goto('/dashboard/poll-day');
    await phone.getByText('Type the serial number the officer calls.').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => phoneSmsState(phone), { timeout: 30_000 })
      .toMatchObject({ hasKey: true, partyNumber: PARTY_NUMBER, outbox: 0 });
    const card = phone.getByRole('region', { name: t.title });
    expect(await card.count()).toBe(0);

    // No network: three marks on the pad wait on the phone.
    await context.setOffline(true);
    const pad = phone.getByRole('group', { name: 'Number pad' });
    for (const serial of MARKED) {
      const { name } = VOTERS[serial - 1]!;
      for (const digit of String(serial))
        await pad.getByRole('button', { name: digit, exact: true }).click();
      await phone.getByRole('button', { name: `Mark ${name} as voted` }).click();
      await phone.getByText(`Marked: ${serial} ${name}`).waitFor();
    }
    await phone.getByText(`3 of ${VOTERS.length} voters have voted (30%)`).waitFor();

    // On demand: the card offers the three, then shows the one SMS that carries them.
    const send = card.getByRole('button', { name: interpolate(t.send_other, { count: 3 }) });
    await send.waitFor();
    expect(await card.getByText(interpolate(t.due_other, { count: 3, minutes: 10 })).count()).toBe(
      0,
    );
    await send.click();
    await card.getByText(interpolate(t.tapSend_one, { number: PARTY_NUMBER, count: 1 })).waitFor();
    await card
      .getByText(interpolate(t.message, { n: 1, total: 1, part: PART, count: MARKED.length }))
      .waitFor();
    const open = card.getByRole('link', { name: interpolate(t.openLabel, { n: 1, total: 1 }) });
    const copy = card.getByRole('button', { name: interpolate(t.copyLabel, { n: 1, total: 1 }) });
    const done = card.getByRole('button', { name: t.done });
    for (const control of [open, copy, done])
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await fitsWidth(phone)).toBe(true);
    // Nothing in the card cut or scrolled: the text wraps at 360 px.
    const cut = await card.evaluate((section) =>
      [section, ...section.querySelectorAll('*')]
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        )
        .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40) ?? ''}`),
    );
    expect(cut).toEqual([]);

    // The link: the party's number, and a text of exactly the marked serials under the agent's key.
    const link = readSmsLink((await open.getAttribute('href'))!);
    expect(link.number).toBe(PARTY_NUMBER);
    const read = readMarks(link.body);
    if (!read.ok) throw new Error(`the SMS text does not read: ${read.detail}`);
    expect(read.message).toMatchObject({ assembly: ASSEMBLY, part: PART, serials: MARKED });
    expect(link.body.length).toBeLessThanOrEqual(160);
    // The card shows the same text, to check against what the SMS app shows.
    expect(await card.getByText(link.body, { exact: true }).count()).toBe(1);
    const key = await apiJson<SmsKey>(base, '/sms-marks/key', {
      method: 'POST',
      token: agentLogin.token,
      body: '{}',
    });
    expect(read.message.keyId).toBe(key.keyId);
    expect(await codeMatches(read.signed, read.code, key.key)).toBe(true);

    // The agent taps it (the SMS app would open) and comes back: the card says they went.
    await keepSmsLinksInPage(phone);
    await open.click();
    await done.click();
    await card.getByText(/^3 marks handed to the SMS app, last at \d{1,2}:\d{2}/).waitFor();
    await card
      .getByRole('button', { name: interpolate(t.sendAgain_other, { count: 3 }) })
      .waitFor();

    // The office's gateway phone receives the SMS and hands it to the server: counted now.
    const gateway = await officeGateway(base, adminToken, PARTY_NUMBER);
    const answer = await gateway.receive(link.body, AGENT_SIM, 1);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toMatchObject({
      outcome: 'applied',
      applied: 3,
      duplicate: 0,
    } satisfies Partial<SmsReceipt>);
    await deskCount(3, '30%').waitFor({ timeout: 15_000 });
    expect(await summaryVoted()).toBe(3);
    // The same SMS again (a second delivery from the office): nothing more.
    const again = await gateway.receive(link.body, AGENT_SIM, 1);
    expect(again.json).toMatchObject({ outcome: 'duplicate', applied: 0, duplicate: 3 });
    expect((await phoneSmsState(phone)).outbox).toBe(3);

    // Data returns: the phone pushes the same marks; the outbox empties, nothing is doubled.
    await context.setOffline(false);
    await phone.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(async () => (await phoneSmsState(phone)).outbox, { timeout: 30_000 }).toBe(0);
    await card.waitFor({ state: 'detached' });
    await phone.getByText(`3 of ${VOTERS.length} voters have voted (30%)`).waitFor();
    expect(await summaryVoted()).toBe(3);
    await deskCount(3, '30%').waitFor();

    // One record a voter, the phone's (its exact time), under the id the SMS gave it.
    const pulled = await apiJson<PullResponse>(base, '/sync/pull?limit=1000', {
      token: adminToken,
    });
    const marks = pulled.rows.filter((r) => r.table === 'voteMarks' && !r.deleted);
    const voterIds = MARKED.map((s) => VOTERS[s - 1]!.id);
    expect(marks.map((m) => m.id).sort()).toEqual(
      voterIds.map((v) => firstMarkId(agentLogin.user.booth_id, v)).sort(),
    );
    for (const m of marks) expect(m.fields.via).not.toBe('sms');
  });
});
