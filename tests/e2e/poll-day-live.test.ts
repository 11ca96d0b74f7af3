// Poll day across two phones of one booth, in Chromium against the real server: the polling
// agent marks serials on the pad (English, 360 px) and the karyakarta's not-yet-voted list
// (Hindi, 360 px) follows each mark live, the server poking the karyakarta's phone (how soon
// is bench:pollday's figure, mark to coordinator); marks made offline go out once the phone is
// back, each stored once on the server.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import hiPollDay from '../../src/locales/hi/pollDay.json';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { placeAccount } from '../../devkit/e2e-areas.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { apiToken, pushRecords, pushVoters } from '../../devkit/voter-seed.ts';
import { FOLLOW_MS, pokesHeard } from '../utils/e2e-pokes.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const hi = hiPollDay.pollDay;
const SCOPE = 'up/lucknow/booth-12';

const VOTERS = ['Ram Sharma', 'Geeta Devi', 'Mohan Yadav', 'Sita Verma'].map((name, i) => {
  const [firstName, lastName] = name.split(' ');
  return {
    id: `00000000-0000-4000-8000-00000000080${i}`,
    fields: { firstName, lastName, partNumber: 12, serialNumber: i + 1, phone: `98111000${i}0` },
  };
});

describe.skipIf(noBrowser)('poll day live across the booth', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function phone(user: TestUser, lang: 'en' | 'hi'): Promise<Page> {
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    contexts.push(context);
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    await signInViaUi(page, user, lang);
    return page;
  }

  it('the karyakarta’s list follows the agent’s marks, offline ones too, each stored once', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const agent = newUser('Anita Sharma');
    const karyakarta = newUser('Bharat Verma');
    for (const u of [admin, agent, karyakarta]) await createAccount(base, u);
    for (const u of [agent, karyakarta]) await placeAccount(base, admin, u, SCOPE);

    // The roll of part 12, Bharat as a karyakarta holding serials 1–4, and all four supporters.
    const token = await apiToken(base, agent.email, agent.password);
    await pushVoters(base, token, VOTERS);
    const memberId = '00000000-0000-4000-8000-000000000810';
    await pushRecords(base, token, [
      {
        table: 'members',
        id: memberId,
        fields: {
          firstName: 'Bharat',
          lastName: 'Verma',
          email: karyakarta.email,
          level: 'karyakarta',
        },
      },
      {
        table: 'pannas',
        fields: {
          pannaId: '00000000-0000-4000-8000-000000000811',
          partNumber: 12,
          fromSerial: 1,
          toSerial: 4,
          memberId,
          memberName: 'Bharat Verma',
          assignedAt: '2026-11-01T10:00:00.000Z',
        },
      },
      ...VOTERS.map((v) => ({
        table: 'visits' as const,
        fields: {
          voterId: v.id,
          outcome: 'met',
          leaning: 'supporter',
          visitedAt: '2026-11-20T10:00:00.000Z',
        },
      })),
    ]);

    // The karyakarta's list: their own panna's supporters first, headed with how many wait.
    const waiting = (page: Page) => page.getByRole('list', { name: hi.notVoted.listLabel });
    const list = (page: Page, count: number) =>
      waiting(page).getByRole('heading', {
        name: interpolate(hi.notVoted.groups.mySupporters, { count }),
      });
    const b = await phone(karyakarta, 'hi');
    const pokes = await pokesHeard(b);
    await b.goto('/dashboard/poll-day');
    await list(b, 4).waitFor({ timeout: 30_000 });
    expect(
      await waiting(b)
        .getByRole('link', { name: interpolate(hi.notVoted.whatsApp, { name: 'Ram Sharma' }) })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919811100000\?text=/);
    expect(await fitsWidth(b)).toBe(true);

    const a = await phone(agent, 'en');
    await a.goto('/dashboard/poll-day');
    await a.locator('label', { hasText: 'Serial number' }).click();
    // One part on the phone: the pad needs no choice.
    await a.getByText('Type the serial number the officer calls.').waitFor({ timeout: 30_000 });
    const pad = a.getByRole('group', { name: 'Number pad' });
    const mark = async (serial: string, name: string) => {
      for (const digit of serial)
        await pad.getByRole('button', { name: digit, exact: true }).click();
      await a.getByRole('button', { name: `Mark ${name} as voted` }).click();
      await a.getByText(`Marked: ${serial} ${name}`).waitFor();
    };

    const heard = pokes();
    await mark('1', 'Ram Sharma');
    await list(b, 3).waitFor({ timeout: FOLLOW_MS });
    expect(pokes()).toBeGreaterThan(heard);

    // Offline: two marks stay on the agent's phone; the karyakarta's list waits for them.
    await a.context().setOffline(true);
    await mark('2', 'Geeta Devi');
    await mark('4', 'Sita Verma');
    await a.getByText('3 of 4 voters have voted (75%)').waitFor();
    await b.waitForTimeout(1_500);
    expect(await list(b, 3).count()).toBe(1);
    const heardOffline = pokes();
    await a.context().setOffline(false);
    await a.evaluate(() => window.dispatchEvent(new Event('online')));
    await list(b, 1).waitFor({ timeout: FOLLOW_MS });
    expect(pokes()).toBeGreaterThan(heardOffline);
    await waiting(b).getByText('Mohan Yadav').waitFor();
    expect(await waiting(b).getByText('Ram Sharma').count()).toBe(0);

    // Each mark is on the server once.
    const adminToken = await apiToken(base, admin.email, admin.password);
    const res = await fetch(`${base}/api/sync/pull?limit=1000`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const pulled = (await res.json()) as PullResponse;
    const marks = pulled.rows.filter((r) => r.table === 'voteMarks' && !r.deleted);
    expect(marks.map((m) => m.fields.voterId).sort()).toEqual(
      [VOTERS[0]!.id, VOTERS[1]!.id, VOTERS[3]!.id].sort(),
    );
  });
});
