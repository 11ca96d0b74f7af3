// Captures Group Chat — the list of groups with an unread count, the Create Group form with
// "Required" errors, and a conversation with a message waiting to be sent — at 360 px and
// 1280 px in English and Hindi, from the real server on a throwaway database, into
// tests/e2e/screenshots/ (gitignored). Run after `npm run build`:
//   node --import tsx scripts/screenshots-chat.ts
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { LoginResponse } from '../src/domain/auth.ts';
import hiChat from '../src/locales/hi/chat.json';
import { DESKTOP, PHONE, launchBrowser, newAppContext } from '../devkit/e2e-browser.ts';
import type { Lang } from '../devkit/e2e-labels.ts';
import { signInViaUi } from '../devkit/e2e-pages.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import type { TestUser } from '../devkit/e2e-users.ts';
import { createAccount, newUser } from '../devkit/e2e-users.ts';
import { shoot as shootTo } from './screenshot-shoot.ts';

const OUT_DIR = fileURLToPath(new URL('../tests/e2e/screenshots/', import.meta.url));
const shoot = (page: Page, name: string, fullPage = true) => shootTo(page, OUT_DIR, name, fullPage);
const TEXT = {
  en: {
    create: 'Create Group',
    submit: 'Create',
    open: 'Open Booth 12 team',
    message: 'Message',
    send: 'Send',
  },
  hi: {
    create: hiChat.chat.createGroup,
    submit: hiChat.chat.form.create,
    open: hiChat.chat.openGroup.replace('{{name}}', 'Booth 12 team'),
    message: hiChat.chat.view.message,
    send: hiChat.chat.view.send,
  },
} satisfies Record<Lang, Record<string, string>>;

async function signIn(base: string, user: TestUser): Promise<LoginResponse> {
  const res = await fetch(`${base}/api/booth/login-booth-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return (await res.json()) as LoginResponse;
}

async function push(base: string, token: string, mutations: object[]): Promise<void> {
  const res = await fetch(`${base}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      clientId: `shots-${randomUUID()}`,
      mutations: mutations.map((m, i) => ({ mutationId: i + 1, op: 'put', baseVersion: 0, ...m })),
    }),
  });
  if (!res.ok) throw new Error(`push failed: ${res.status} ${await res.text()}`);
}

await mkdir(OUT_DIR, { recursive: true });
const server = await startTestServer();
const browser = await launchBrowser();
try {
  const asha = newUser('Asha Verma');
  const ravi = newUser('Ravi Kumar');
  await createAccount(server.url, asha);
  await createAccount(server.url, ravi);
  const a = await signIn(server.url, asha);
  const r = await signIn(server.url, ravi);
  const groupId = randomUUID();
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const message = (sender: string, text: string, sentAt: string) => ({
    table: 'chatMessages',
    id: randomUUID(),
    fields: { groupId, sender, text, sentAt },
  });
  await push(server.url, a.token, [
    {
      table: 'chatGroups',
      id: groupId,
      fields: {
        name: 'Booth 12 team',
        members: ['Asha Verma', 'Ravi Kumar'],
        memberIds: [a.user.booth_id, r.user.booth_id],
        createdOn: minutesAgo(90),
      },
    },
    message(
      'Asha Verma',
      'Meeting at 5 at the primary school, please bring the slips.',
      minutesAgo(60),
    ),
  ]);
  await push(server.url, r.token, [
    message('Ravi Kumar', 'मैं आऊँगा। पर्चियाँ तैयार हैं।', minutesAgo(30)),
    message('Ravi Kumar', 'Sector Q is done, 212 houses visited.', minutesAgo(5)),
  ]);

  for (const lang of ['en', 'hi'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const t = TEXT[lang];
      const suffix = `${lang}-${viewport.width}`;
      const context = await newAppContext(browser, server.url, { viewport });
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      await signInViaUi(page, asha, lang);
      await page.goto('/dashboard/group-chat');
      await page.getByRole('button', { name: t.open }).waitFor({ timeout: 30_000 });
      await shoot(page, `chat-list-${suffix}`);
      await page.getByRole('button', { name: t.create }).click();
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await shoot(page, `chat-create-${suffix}`);
      await page.goBack();
      await page.getByRole('button', { name: t.open }).click();
      await context.setOffline(true);
      await page.getByLabel(t.message, { exact: true }).fill('On my way.');
      await page.getByRole('button', { name: t.send }).click();
      await page.waitForTimeout(500);
      await shoot(page, `chat-view-${suffix}`, viewport === DESKTOP);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
