// "Load the demo" from the empty dashboard (issue 22), in Chromium on a 360 px phone against the
// real server: the administrator of a new server finds the empty card with the demo explained,
// taps "Load the demo", and the demo's voters fill the dashboard's table by part; the sample
// campaigns are on the server, marked as demo. The server loads a small demo (750 voters,
// three booths of 250) so the phone's pull stays quick.
import { describe, expect, it } from 'vitest';
import type { CampaignNotification } from '../../src/domain/campaigns.ts';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { apiJson, createAccount, newUser } from '../../devkit/e2e-users.ts';

describe.skipIf(noBrowser)('load the demo', () => {
  const env = useE2eEnv({ demoVoters: 750 });

  it('the admin taps "Load the demo" on the empty dashboard and the voters arrive', async () => {
    const admin = newUser('Admin Prasad');
    await createAccount(env.server.url, admin);
    const context = await newAppContext(env.browser, env.server.url, { viewport: PHONE });
    const page = await context.newPage();
    await signInViaUi(page, admin);

    await page.getByRole('heading', { name: 'No voters on this phone yet' }).waitFor();
    const demo = page.getByRole('region', { name: 'Or try the app with the demo' });
    await demo.getByText(/They are not real people/).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await demo.getByRole('button', { name: 'Load the demo' }).click();

    // The server loads, the phone pulls: parts 1–3 (households are not split between parts, so
    // about 250 each), 750 voters in all, none contacted or voted yet.
    const table = page.getByRole('table', { name: 'Voters, contacted and voted per part' });
    const byPart = async () => {
      const rows = await table.getByRole('row').all();
      const cells = await Promise.all(
        rows.slice(1).map((r) => r.getByRole('cell').allTextContents()),
      );
      return cells.map((c) => c.map(Number));
    };
    await expect
      .poll(async () => (await byPart()).reduce((n, [, voters]) => n + voters!, 0), {
        timeout: 60_000,
      })
      .toBe(750);
    const parts = await byPart();
    expect(parts.map(([part]) => part)).toEqual([1, 2, 3]);
    for (const [, voters, contacted, voted] of parts) {
      expect(voters).toBeGreaterThan(240);
      expect([contacted, voted]).toEqual([0, 0]);
    }
    await page.getByRole('heading', { name: 'No voters on this phone yet' }).waitFor({
      state: 'detached',
    });
    expect(await fitsWidth(page)).toBe(true);

    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const { campaigns } = await apiJson<{ campaigns: CampaignNotification[] }>(
      env.server.url,
      '/campaigns/notifications',
      { token },
    );
    expect(campaigns.map((c) => c.title).sort()).toEqual([
      'Demo: Booth Committee Meeting',
      'Demo: Foundation Day Rally',
      'Demo: Health Camp and Cleanliness Drive',
    ]);
    await context.close();
  });
});
