// A coordinator sets up a constituency end to end: creates a block, a mandal and a booth in
// Areas, then — offline — a worker's account in that booth, which the server creates once the
// network returns. The worker signs in on a second browser and sees only their booth (its
// area, and the voters of its parts). When the coordinator disables the worker (a lost phone),
// the worker's browser wipes their data at its next request, signs out and says why.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newAppContext } from '../../devkit/e2e-browser.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { waitForServiceWorkerControl } from '../utils/e2e-sw.ts';
import { addAccount, addArea, placeAccount } from '../../devkit/e2e-areas.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { BoothTeamPage } from '../../devkit/pages/booth-team.ts';
import { VoterReportPage } from '../../devkit/pages/voter-report.ts';

const ASSEMBLY = 'up/lucknow/lucknow-central';

const badge = (page: Page, text: string) =>
  page.getByRole('link', { name: new RegExp(`^Sync status: .*: ${text}$`) });

/** What the worker's phone holds in IndexedDB. */
const localCounts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('booth-panel');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const names = ['areas', 'members', 'outbox', 'voters'];
          const tx = idb.transaction(names, 'readonly');
          const out: Record<string, number> = {};
          for (const name of names) {
            const req = tx.objectStore(name).count();
            req.onsuccess = () => (out[name] = req.result);
          }
          tx.oncomplete = () => {
            idb.close();
            resolve(out);
          };
        };
      }),
  );

describe.skipIf(noBrowser)('areas, accounts and a lost phone', () => {
  const env = useE2eEnv();

  it('creates areas and an account offline; disabling the worker wipes their phone', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const coordinator = newUser('Kamla Mishra');
    for (const u of [admin, coordinator]) await createAccount(base, u);
    await placeAccount(base, admin, coordinator, ASSEMBLY);
    const worker = newUser('Ravi Kumar');
    const contexts: BrowserContext[] = [];

    // The coordinator builds the tree below their assembly.
    const coordContext = await newAppContext(env.browser, base);
    contexts.push(coordContext);
    const coord = await coordContext.newPage();
    await signInViaUi(coord, coordinator);
    await waitForServiceWorkerControl(coord);
    await coord.goto('/dashboard/areas');
    await coord.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
    await addArea(coord, null, { 'Name (English)': 'Aliganj Block', 'Name (Hindi)': 'अलीगंज ब्लॉक' });
    await addArea(coord, 'Aliganj Block', { 'Name (English)': 'Sector Q Mandal' });
    // The booth through Add area with Inside chosen by name, not the mandal's row menu.
    await addArea(
      coord,
      null,
      {
        'Name (English)': 'Booth 12',
        'Part numbers': '12, 13',
        'Polling station': 'Primary School, Sector Q',
      },
      'Aliganj Block › Sector Q Mandal',
    );
    await badge(coord, 'Synced').waitFor({ timeout: 30_000 });

    // Two voters: one of the booth's part 12 goes to the booth, one of part 99 stays with the
    // coordinator.
    const voters = new VoterReportPage(coord);
    for (const [firstName, part, voterId] of [
      ['Kiran', '12', 'BTH1200001'],
      ['Mohan', '99', 'BTH9900001'],
    ] as const) {
      await voters.goto('district/report1/agewise-List');
      await coord.getByRole('button', { name: 'Add Voter' }).click();
      await coord.getByRole('heading', { level: 1, name: 'Create New Voter' }).waitFor();
      await voters.fill({
        firstName,
        lastName: 'Yadav',
        relation: 'Ram Yadav',
        gender: 'Male',
        age: '35',
        phone: '9876500012',
        voterId,
        partNumber: part,
        address: 'Sector Q',
      });
      await voters.submit();
      await voters.row(voterId).waitFor();
    }
    await badge(coord, 'Synced').waitFor({ timeout: 30_000 });

    // Offline, the coordinator creates the worker's login in that booth.
    await coordContext.setOffline(true);
    await badge(coord, 'Offline').waitFor();
    await addAccount(coord, worker, 'Aliganj Block › Sector Q Mandal › Booth 12', '9811100003');
    await coord.getByText('Waiting for network').waitFor();
    // The queue holds a hash, never the password.
    const queued = await coord.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('booth-panel');
          open.onsuccess = () => {
            const req = open.result.transaction('outbox').objectStore('outbox').getAll();
            req.onsuccess = () => resolve(JSON.stringify(req.result));
          };
        }),
    );
    expect(queued).toContain('pbkdf2-sha256$');
    expect(queued).not.toContain(worker.password);

    // Back online: the account is created, the row shows it as active.
    await coordContext.setOffline(false);
    await badge(coord, 'Synced').waitFor({ timeout: 30_000 });
    await coord.reload();
    await coord.getByRole('cell', { name: worker.email, exact: true }).waitFor({ timeout: 30_000 });
    await coord.getByText('Active').first().waitFor();

    // The worker signs in on a second browser: only their booth is there.
    const phoneContext = await newAppContext(env.browser, base);
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await signInViaUi(phone, worker);
    await phone.goto('/dashboard/areas');
    await phone.getByRole('cell', { name: 'Booth 12', exact: true }).waitFor({ timeout: 30_000 });
    expect(await phone.getByRole('cell', { name: 'Aliganj Block', exact: true }).count()).toBe(0);
    await phone.getByRole('cell', { name: '12, 13', exact: true }).waitFor();
    // The voter of the booth's part is on the worker's phone; the other one is not.
    const workerVoters = new VoterReportPage(phone);
    await workerVoters.goto('voter-list');
    await workerVoters.row('BTH1200001').waitFor({ timeout: 30_000 });
    expect(await workerVoters.row('BTH9900001').count()).toBe(0);
    expect(await localCounts(phone)).toMatchObject({ voters: 1 });
    // They work: a team member, synced.
    const team = new BoothTeamPage(phone);
    await team.goto();
    await team.add({
      name: 'Sita Ram',
      assembly: 'Lucknow Central',
      designation: 'Panna Pramukh',
      phone: '9811100004',
      district: 'Lucknow',
      city: 'Lucknow',
    });
    await badge(phone, 'Synced').waitFor({ timeout: 30_000 });
    expect(await localCounts(phone)).toMatchObject({ areas: 1, members: 1, voters: 1 });

    // The phone is lost: the coordinator disables the account.
    await coord.getByRole('button', { name: `Actions for ${worker.name}` }).click();
    await coord.getByRole('menuitem', { name: 'Disable' }).click();
    await coord.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await coord.getByText('Disabled', { exact: true }).first().waitFor({ timeout: 30_000 });

    // The worker's browser makes its next request: refused, wiped, signed out, told why.
    await phone.reload();
    await phone.getByText('This account has been disabled').first().waitFor({ timeout: 30_000 });
    await phone.waitForURL(/\/(signin)?$/);
    await expect
      .poll(() => localCounts(phone), { timeout: 15_000 })
      .toEqual({ areas: 0, members: 0, outbox: 0, voters: 0 });
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // What the worker synced stays on the server: the coordinator still has it.
    await coord.goto('/dashboard/booth-team');
    await new BoothTeamPage(coord).row('Sita Ram').waitFor({ timeout: 30_000 });

    for (const context of contexts) await context.close();
  });
});
