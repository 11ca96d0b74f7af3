// A part belongs to its assembly, and nothing vanishes from its maker (issue 43), in Chromium
// against the real server. Lucknow Central (AC 173) has Booth 121 with two workers; Lucknow
// North (AC 174) has no booth yet. A worker adds, on a 360 px phone, a voter of part 122, which
// no booth lists: it stays in their booth, on their phone and on their colleague's. Records of
// part 121 made at the top of the tree reach Booth 121 only when they are of AC 173: AC 174's
// part 121 stays apart, off the booth's phones.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { placeAccount } from '../../devkit/e2e-areas.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import type { TestUser } from '../../devkit/e2e-users.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { VoterReportPage } from '../../devkit/pages/voter-report.ts';
import { apiToken, pushRecords } from '../../devkit/voter-seed.ts';
import { areaId } from '../../src/domain/areas.ts';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';

const CENTRAL = 'up/lucknow/central';
const NORTH = 'up/lucknow/north';
const BOOTH = `${CENTRAL}/aliganj/naya-tola/booth-121`;

const AREAS: [path: string, name: string, extra?: Record<string, unknown>][] = [
  ['up', 'Uttar Pradesh'],
  ['up/lucknow', 'Lucknow'],
  [CENTRAL, 'Lucknow Central', { number: 173 }],
  [`${CENTRAL}/aliganj`, 'Aliganj Block'],
  [`${CENTRAL}/aliganj/naya-tola`, 'Naya Tola Mandal'],
  [BOOTH, 'Booth 121', { parts: [121] }],
  [NORTH, 'Lucknow North', { number: 174 }],
];

/** A roll voter of part 121 as an import at the top of the tree makes it. */
const rollVoter = (assemblyNumber: number, serial: number, name: string) => ({
  table: 'voters' as const,
  id: randomUUID(),
  fields: {
    firstName: name,
    lastName: `AC${assemblyNumber}`,
    voterId: `PPL${assemblyNumber}${String(serial).padStart(4, '0')}`,
    partNumber: 121,
    serialNumber: serial,
    assemblyNumber,
    gender: 'Female',
    age: 30 + serial,
  },
});

const synced = (page: Page) =>
  page.getByRole('link', { name: /^Sync status: .*Synced$/ }).waitFor({ timeout: 30_000 });

/** The voter card (a list item at 360 px) holding the text. */
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** Where the server keeps each live voter, by first name (as the admin sees all). */
async function serverScopes(base: string, admin: TestUser): Promise<Map<string, string>> {
  const token = await apiToken(base, admin.email, admin.password);
  const out = new Map<string, string>();
  let cursor = '';
  for (;;) {
    const res = await fetch(`${base}/api/sync/pull?cursor=${encodeURIComponent(cursor)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await res.json()) as PullResponse;
    for (const row of page.rows)
      if (row.table === 'voters') {
        if (row.deleted) out.delete(String(row.fields.firstName));
        else out.set(String(row.fields.firstName), row.scope);
      }
    if (!page.hasMore) return out;
    cursor = page.cursor;
  }
}

/** A worker's phone at 360 px, signed in, on the voter list. */
async function phoneOf(browser: Browser, base: string, who: TestUser) {
  const context = await newAppContext(browser, base, { viewport: PHONE });
  const page = await context.newPage();
  await signInViaUi(page, who);
  const voters = new VoterReportPage(page);
  return { context, page, voters };
}

describe.skipIf(noBrowser)('a part belongs to its assembly', () => {
  const env = useE2eEnv();
  const admin = newUser('Admin Prasad');
  const worker = newUser('Ravi Kumar');
  const colleague = newUser('Sunita Yadav');

  it('keeps a worker’s own voter of a part no booth lists in their booth, on their phones', async () => {
    const base = env.server.url;
    for (const u of [admin, worker, colleague]) await createAccount(base, u);
    const token = await apiToken(base, admin.email, admin.password);
    await pushRecords(
      base,
      token,
      AREAS.map(([path, name, extra]) => ({
        table: 'areas',
        id: areaId(path),
        fields: { path, scope: path, name, ...extra },
      })),
    );
    for (const u of [worker, colleague]) await placeAccount(base, admin, u, BOOTH);

    const own = await phoneOf(env.browser, base, worker);
    await own.voters.goto('district/report1/agewise-List');
    await own.page.getByRole('button', { name: 'Add Voter' }).click();
    await own.page.getByRole('heading', { level: 1, name: 'Create New Voter' }).waitFor();
    await own.voters.fill({
      firstName: 'Naveen',
      lastName: 'Tiwari',
      relation: 'Ramesh Tiwari',
      gender: 'Male',
      age: '23',
      phone: '9876500122',
      voterId: 'PPL9990122',
      partNumber: '122',
      address: 'House 4, Naya Tola',
    });
    await own.voters.submit();
    await own.page.getByRole('heading', { level: 1, name: 'Create New Voter' }).waitFor({
      state: 'detached',
    });
    // The server keeps it in the booth it was made in, not up in the assembly.
    await expect
      .poll(async () => (await serverScopes(base, admin)).get('Naveen'), { timeout: 30_000 })
      .toBe(BOOTH);
    await synced(own.page);
    // Still on the maker's phone after the sync, and on the booth's other phone.
    await own.voters.goto('voter-list');
    await own.voters.search().fill('Naveen Tiwari');
    await card(own.page, 'PPL9990122').waitFor({ timeout: 30_000 });
    const other = await phoneOf(env.browser, base, colleague);
    await other.voters.goto('voter-list');
    await other.voters.search().fill('Naveen Tiwari');
    await card(other.page, 'PPL9990122').waitFor({ timeout: 30_000 });
    await other.context.close();
    await own.context.close();
  });

  it('puts part 121 of AC 173 made at the top in Booth 121, and keeps AC 174’s part 121 apart', async () => {
    const base = env.server.url;
    const token = await apiToken(base, admin.email, admin.password);
    // As an import at the top of the tree writes them: no place below the top named.
    await pushRecords(base, token, [
      rollVoter(173, 1, 'Kamla'),
      rollVoter(174, 1, 'Imrana'),
      rollVoter(174, 2, 'Farida'),
      rollVoter(999, 1, 'Nobody'),
    ]);
    const scopes = await serverScopes(base, admin);
    expect(scopes.get('Kamla')).toBe(BOOTH);
    // AC 174 has no booth of part 121 (and AC 999 no assembly here): they wait at the top.
    expect(scopes.get('Imrana')).toBe('');
    expect(scopes.get('Farida')).toBe('');
    expect(scopes.get('Nobody')).toBe('');

    const phone = await phoneOf(env.browser, base, worker);
    await phone.voters.goto('voter-list');
    await phone.voters.search().fill('Kamla');
    await card(phone.page, 'PPL1730001').waitFor({ timeout: 30_000 });
    await synced(phone.page);
    // Found by the surname the roll gave them: AC 173's, never AC 174's.
    await phone.voters.search().fill('AC173');
    await card(phone.page, 'PPL1730001').waitFor();
    await phone.voters.search().fill('AC174');
    await phone.voters.emptyMessage().waitFor();
    await phone.context.close();
  });
});
