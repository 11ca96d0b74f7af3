// Group Chat in Chromium against the real server: a coordinator (English, desktop) makes a group
// with a worker picked from the people offered and writes; the worker (Hindi, 360 px phone)
// gets it, answers while offline (shown as waiting, not on the server), and the answer goes out
// once the network returns and reaches the coordinator live, the server poking the other side
// (issue 10's 5 s is the poke-and-pull path bench:pollday times). A third account, not a
// member, never sees the group.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import hiChat from '../../src/locales/hi/chat.json';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { FOLLOW_MS, pokesHeard } from '../utils/e2e-pokes.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';

const hi = hiChat.chat;

describe.skipIf(noBrowser)('group chat between two people', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function open(lang: 'en' | 'hi', viewport: typeof PHONE | typeof DESKTOP) {
    const context = await newAppContext(env.browser, env.server.url, { viewport });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    contexts.push(context);
    return { context, page: await context.newPage() };
  }

  it('creates a group, chats both ways, and carries an offline answer once back online', async () => {
    const coordinator = newUser('Asha Verma'); // the first account: the admin
    const worker = newUser('Ravi Kumar');
    const outsider = newUser('Mohan Lal');
    for (const u of [coordinator, worker, outsider]) await createAccount(env.server.url, u);

    const desk = await open('en', DESKTOP);
    await signInViaUi(desk.page, coordinator);
    const phone = await open('hi', PHONE);
    await signInViaUi(phone.page, worker, 'hi');
    const other = await open('en', DESKTOP);
    await signInViaUi(other.page, outsider);

    // The coordinator makes the group; the worker is offered by name.
    const a = desk.page;
    const pokesAtA = await pokesHeard(a);
    await a.goto('/dashboard/group-chat');
    await a.getByText('No groups yet. Create one to start chatting.').waitFor();
    await a.getByRole('button', { name: 'Create Group' }).click();
    await a.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await a.getByText('Required').count()).toBe(2);
    await a.getByLabel('Group name').fill('Booth 12 team');
    const members = a.getByPlaceholder('Type a name');
    await members.fill('Ravi');
    await a.getByRole('option', { name: worker.name }).click();
    await members.press('Escape');
    await a.getByRole('button', { name: 'Create', exact: true }).click();
    await a.getByRole('heading', { level: 2, name: 'Booth 12 team' }).waitFor();
    await a.getByText(`Members: ${coordinator.name}, ${worker.name}`).waitFor();
    await a.getByLabel('Message', { exact: true }).fill('   ');
    await a.getByRole('button', { name: 'Send' }).click();
    await a.getByText('No messages yet. Say hello!').waitFor();
    await a.getByLabel('Message', { exact: true }).fill('Meeting at 5 at the school');
    await a.getByRole('button', { name: 'Send' }).click();
    const aList = a.getByRole('list', { name: 'Messages' });
    await aList.getByText('Meeting at 5 at the school').waitFor();
    await aList.getByText('Waiting to send').waitFor({ state: 'detached', timeout: 15_000 });

    // The worker's phone, already on the chat screen, gets the group and an unread count.
    const b = phone.page;
    const pokesAtB = await pokesHeard(b);
    await b.goto('/dashboard/group-chat');
    const groupCard = b.getByRole('button', {
      name: interpolate(hi.openGroup, { name: 'Booth 12 team' }),
    });
    await groupCard.waitFor({ timeout: 15_000 });
    await groupCard.getByText(interpolate(hi.unread_one, { count: '1' })).waitFor();
    expect(await fitsWidth(b)).toBe(true);
    await groupCard.click();
    const bList = b.getByRole('list', { name: hi.view.list });
    await bList.getByText('Meeting at 5 at the school').waitFor();
    expect(await fitsWidth(b)).toBe(true);

    // Offline, the worker answers: on the phone at once, marked as waiting.
    await phone.context.setOffline(true);
    await b.getByLabel(hi.view.message, { exact: true }).fill('मैं आऊँगा');
    await b.getByRole('button', { name: hi.view.send }).click();
    const answer = bList.getByRole('listitem').filter({ hasText: 'मैं आऊँगा' });
    await answer.getByText(hi.view.pending).waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await aList.getByText('मैं आऊँगा').count()).toBe(0);

    // Back online: it goes out, and reaches the coordinator live.
    const heardAtA = pokesAtA();
    await phone.context.setOffline(false);
    await b.evaluate(() => window.dispatchEvent(new Event('online')));
    await answer.getByText(hi.view.pending).waitFor({ state: 'detached', timeout: 30_000 });
    await aList.getByText('मैं आऊँगा').waitFor({ timeout: FOLLOW_MS });
    expect(pokesAtA()).toBeGreaterThan(heardAtA);

    // And the coordinator's next message reaches the phone live too.
    const heardAtB = pokesAtB();
    await a.getByLabel('Message', { exact: true }).fill('Bring the slips');
    await a.getByRole('button', { name: 'Send' }).click();
    await bList.getByText('Bring the slips').waitFor({ timeout: FOLLOW_MS });
    expect(pokesAtB()).toBeGreaterThan(heardAtB);
    await b.getByRole('button', { name: hi.view.back }).click();
    await groupCard.waitFor();

    // Someone not in the group never sees it, though everything has synced.
    const c = other.page;
    await c.goto('/dashboard/group-chat');
    await c.getByText('No groups yet. Create one to start chatting.').waitFor();
    await c.waitForTimeout(1000);
    expect(await c.getByRole('button', { name: 'Open Booth 12 team' }).count()).toBe(0);
  });
});
