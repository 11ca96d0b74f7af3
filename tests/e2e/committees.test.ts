// Booth committees, verified (issue 46), in Chromium against the real server and a stand-in
// for the party office's gateway phone: the admin sets the committee and the gateway; a booth
// worker on a 360 px phone opens the committee from Booth Team, names the president (woman or
// man filled in from the voter list), loses the network, names the secretary (it waits on the
// phone, shown as waiting) and sees it go when the network returns; a coordinator checks the
// president by a code sent by SMS (how long that takes on a phone slowed 4×, ≤ 30 s, is
// bench:committees' figure) and the secretary on a visit with a photo and the place; the
// Committees report then counts the booth complete and checked.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import en from '../../src/locales/en/committees.json';
import type { BoothCommittee } from '../../src/domain/committees/seats.ts';
import type { CommitteeReport } from '../../src/domain/committees/report.ts';
import { PHONE, DESKTOP, newAppContext } from '../../devkit/e2e-browser.ts';
import {
  BOOTH_TEAM,
  COMMITTEE_BOOTH,
  COMMITTEE_MANDAL,
  seedCommitteeOrg,
  verifyByCode,
} from '../../devkit/e2e-committees.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { pngBytes } from '../../devkit/images.ts';
import { startSmsSendStandIn } from '../../devkit/sms-send-stand-in.ts';
import { apiJson } from '../../devkit/e2e-users.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const t = en.committees;
const SMALL = {
  roles: [
    { id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 },
    { id: 'secretary', nameEn: 'Secretary', nameHi: 'महामंत्री', count: 1 },
  ],
  quotas: [{ kind: 'women', atLeast: 1 }],
};
const LUCKNOW = { latitude: 26.8506, longitude: 80.9211, accuracy: 20 };

describe.skipIf(noBrowser)('booth committees, verified', () => {
  const env = useE2eEnv();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it('names members from the team, offline too, and checks them by code and by visit', async () => {
    const base = env.server.url;
    const gateway = await startSmsSendStandIn({ username: 'office', password: 'gate-pass' });
    try {
      const org = await seedCommitteeOrg(base);
      await apiJson(base, '/admin/committees/definition', {
        method: 'PUT',
        token: org.tokens.admin,
        body: JSON.stringify(SMALL),
      });
      const [ramesh, geeta] = BOOTH_TEAM as [(typeof BOOTH_TEAM)[0], (typeof BOOTH_TEAM)[0]];
      const open = async (viewport: { width: number; height: number }, extra = {}) => {
        const context = await newAppContext(env.browser, base, { viewport, ...extra });
        contexts.push(context);
        return { context, page: await context.newPage() };
      };

      // The admin gives the gateway's address and login on Committee setup.
      const desk = await open(DESKTOP);
      await signInViaUi(desk.page, org.admin);
      await desk.page.goto('/dashboard/committee-setup');
      const card = desk.page.getByRole('region', { name: t.gateway.title });
      await card.getByLabel(t.gateway.url).fill(gateway.url);
      await card.getByLabel(t.gateway.username).fill('office');
      await card.getByRole('textbox', { name: t.gateway.password }).fill('gate-pass');
      await card.getByRole('button', { name: t.gateway.save }).click();
      await desk.page.getByText(t.gateway.saved).waitFor();
      await desk.context.close();

      // The booth worker, on a phone: Booth Team → Booth committee.
      const worker = await open(PHONE);
      await signInViaUi(worker.page, org.worker);
      await worker.page.goto('/dashboard/booth-team');
      await worker.page.getByRole('link', { name: 'Booth committee' }).click();
      const phone = worker.page;
      await phone.getByText(interpolate(t.gaps.roleOne, { role: 'President' })).waitFor();
      await phone
        .getByRole('button', { name: interpolate(t.role.add, { role: 'President' }) })
        .click();
      let sheet = phone.getByRole('dialog');
      await sheet.getByText(ramesh.name).click();
      // His voter record says Male: the form says so, and where it came from.
      expect(await sheet.getByRole('radio', { name: t.gender.male, exact: true }).isChecked()).toBe(
        true,
      );
      await sheet.getByText(t.add.fromRoll).waitFor();
      await sheet.getByRole('button', { name: t.add.save }).click();
      await phone.getByText(interpolate(t.gaps.roleOne, { role: 'Secretary' })).waitFor();
      expect(await fitsWidth(phone)).toBe(true);

      // No network: the secretary waits on the phone, and the screen already counts her.
      await worker.context.setOffline(true);
      await phone
        .getByRole('button', { name: interpolate(t.role.add, { role: 'Secretary' }) })
        .click();
      sheet = phone.getByRole('dialog');
      await sheet.getByText(geeta.name).click();
      expect(
        await sheet.getByRole('radio', { name: t.gender.female, exact: true }).isChecked(),
      ).toBe(true);
      await sheet.getByRole('button', { name: t.add.save }).click();
      await phone.getByText(t.seat.waiting).waitFor();
      await phone.getByRole('heading', { name: t.status.complete }).waitFor();
      const onServer = () =>
        apiJson<BoothCommittee>(base, `/committees/booths/${org.boothId}`, {
          token: org.tokens.coordinator,
        });
      expect((await onServer()).seats).toHaveLength(1);
      await worker.context.setOffline(false);
      await phone.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(async () => (await onServer()).seats.length, { timeout: 30_000 }).toBe(2);
      await expect.poll(() => phone.getByText(t.seat.waiting).count(), { timeout: 30_000 }).toBe(0);
      expect((await onServer()).status).toEqual({ complete: true, verified: false });

      // The coordinator: the president by a code.
      const coord = await open(PHONE, { geolocation: LUCKNOW, permissions: ['geolocation'] });
      await signInViaUi(coord.page, org.coordinator);
      await coord.page.goto(`/dashboard/committee?booth=${org.boothId}`);
      await coord.page
        .getByRole('heading', { name: t.status.complete })
        .waitFor({ timeout: 30_000 });
      await verifyByCode(coord.page, gateway, ramesh, t);
      const call = gateway.requests.at(-1)!;
      expect([call.method, call.path, call.status]).toEqual(['POST', '/messages', 202]);
      await coord.page
        .getByText(interpolate(t.seat.by, { how: t.seat.checkedSms, name: 'Suresh Tiwari' }))
        .waitFor();

      // The secretary on a visit: a photo and the place.
      await coord.page
        .getByRole('button', { name: interpolate(t.seat.checkLabel, { name: geeta.name }) })
        .click();
      sheet = coord.page.getByRole('dialog');
      await sheet.getByText(t.verify.byVisit).click();
      const chooser = coord.page.waitForEvent('filechooser');
      await sheet.getByRole('button', { name: t.verify.photo }).click();
      await (
        await chooser
      ).setFiles({ name: 'visit.png', mimeType: 'image/png', buffer: pngBytes(64) });
      await sheet.getByRole('button', { name: t.verify.place }).click();
      await sheet.getByText(/26\.85060, 80\.92110/).waitFor();
      await sheet.getByRole('button', { name: t.verify.saveVisit }).click();
      await coord.page
        .getByRole('heading', { name: t.status.verified })
        .waitFor({ timeout: 30_000 });
      const done = await onServer();
      expect(done.status).toEqual({ complete: true, verified: true });
      expect(done.seats.find((s) => s.memberId === geeta.id)!.verification).toMatchObject({
        method: 'visit',
        place: LUCKNOW,
      });

      // The report counts the booth complete and checked, down to the mandal's booths.
      const report = await apiJson<CommitteeReport>(
        base,
        `/committees/report?path=${encodeURIComponent(COMMITTEE_MANDAL)}`,
        { token: org.tokens.coordinator },
      );
      expect(report.rows.find((r) => r.path === COMMITTEE_BOOTH)).toMatchObject({
        complete: 1,
        verified: 1,
      });
      expect(report.totals).toEqual({ booths: 2, complete: 1, verified: 1 });
      await coord.page.goto('/dashboard/committees');
      for (const name of ['Lucknow Central', 'Aminabad', 'Mandal 4'])
        await coord.page.getByRole('button', { name }).click();
      await coord.page.getByText('Mandal 4: 2 booths').waitFor();
      await coord.page.getByText(t.report.filter.unchecked, { exact: true }).click();
      await coord.page.getByRole('link', { name: 'Booth 118, Community Hall' }).waitFor();
      expect(
        await coord.page.getByRole('link', { name: 'Booth 117, Govt. Girls School' }).count(),
      ).toBe(0);
    } finally {
      await gateway.close();
    }
  }, 240_000);
});
