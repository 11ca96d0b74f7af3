// The offline promise end to end: a booth worker adds and edits team members with no network,
// reloads offline without losing them, and once back online a teammate of the same scope sees
// the changes arrive (sync push, then the server's SSE poke and the teammate's pull).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { BoothTeamPage } from '../../devkit/pages/booth-team.ts';

const SCOPE = 'up/lucknow/lucknow-central';

/** The admin (first account on the fresh server) puts both workers into the same scope. */
async function assignScope(base: string, admin: TestUser, workers: TestUser[]): Promise<void> {
  const { token } = await apiJson<{ token: string }>(base, '/booth/login-booth-user', {
    method: 'POST',
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  for (const worker of workers) {
    const query = `/users?email=${encodeURIComponent(worker.email)}`;
    const { users } = await apiJson<{ users: { id: string }[] }>(base, query, { token });
    await apiJson(base, `/users/${users[0]!.id}/scope`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ scope: SCOPE }),
    });
  }
}

const badge = (page: Page, text: string | RegExp) =>
  page.getByRole('link', {
    name: new RegExp(`^Sync status: .*: ${text instanceof RegExp ? text.source : text}$`),
  });

const MEMBERS = [
  {
    name: 'Geeta Rawat',
    assembly: 'Lucknow Central',
    designation: 'Booth Sachiv',
    phone: '9811100001',
    district: 'Lucknow',
    city: 'Lucknow',
  },
  {
    name: 'Mohan Lal',
    assembly: 'Lucknow Central',
    designation: 'Panna Pramukh',
    phone: '9811100002',
    district: 'Lucknow',
    city: 'Aminabad',
  },
];

describe.skipIf(noBrowser)('offline team changes reach a teammate', () => {
  const env = useE2eEnv();

  it('adds and edits members offline, keeps them over an offline reload, then syncs to B', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const userA = newUser('Anita Sharma');
    const userB = newUser('Bharat Verma');
    for (const u of [admin, userA, userB]) await createAccount(base, u);
    await assignScope(base, admin, [userA, userB]);

    const contexts: BrowserContext[] = [];
    const open = async (user: TestUser) => {
      const context = await newAppContext(env.browser, base);
      contexts.push(context);
      const page = await context.newPage();
      await signInViaUi(page, user);
      return { context, page };
    };

    // A: signed in, the service worker controls the page, the team screen is open.
    const a = await open(userA);
    await waitForServiceWorkerControl(a.page);
    const boothA = new BoothTeamPage(a.page);
    await boothA.goto();
    await boothA.emptyMessage().waitFor();

    // B: same scope, signed in elsewhere, sees nothing yet.
    const b = await open(userB);
    const boothB = new BoothTeamPage(b.page);
    await boothB.goto();
    await boothB.emptyMessage().waitFor();

    // A goes offline and works.
    await a.context.setOffline(true);
    await badge(a.page, 'Offline').waitFor();
    for (const m of MEMBERS) await boothA.add(m);
    // The save toast says where the change is while the network is away.
    await a.page
      .getByText('Kept on this phone. It will be sent when the network returns.')
      .first()
      .waitFor();
    await boothA.edit('Mohan Lal', { designation: 'Shakti Kendra Pramukh' });
    await boothA.row('Mohan Lal').getByText('Shakti Kendra Pramukh').waitFor();
    await badge(a.page, 'Offline · 3 unsent').waitFor();

    // A reload with no network: the service worker serves the app, IndexedDB the data.
    await a.page.reload();
    await boothA.heading().waitFor();
    await boothA.row('Geeta Rawat').waitFor();
    await boothA.row('Mohan Lal').getByText('Shakti Kendra Pramukh').waitFor();
    await badge(a.page, 'Offline · 3 unsent').waitFor();
    expect(await boothB.row('Geeta Rawat').count()).toBe(0);

    // Back online: the outbox drains and the badge settles on "Synced".
    await a.context.setOffline(false);
    await badge(a.page, 'Synced').waitFor({ timeout: 30_000 });

    // B receives both members and the edit without reloading (SSE poke, then a pull).
    await boothB.row('Geeta Rawat').waitFor({ timeout: 30_000 });
    const mohan = boothB.row('Mohan Lal');
    await mohan.getByText('Shakti Kendra Pramukh').waitFor({ timeout: 30_000 });
    await mohan.getByText('Aminabad').waitFor();
    expect(await boothB.table().locator('tbody tr, li').count()).toBe(2);

    for (const context of contexts) await context.close();
  });
});
