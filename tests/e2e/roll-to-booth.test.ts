// The roll flows to the booth (issue 20), as a newcomer would do it: a coordinator uploads a
// part of the roll in the Election Commission's own columns (serials out of order in the file),
// and only then creates the booth for that part and its worker's account. The worker signs in
// on a 360 px phone in Hindi and finds the part's voters there, in serial order, with their
// relatives' names — the server moved them into the booth when it was made.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { SignInPage, signInViaUi } from '../../devkit/e2e-pages.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { addAccount, addArea, placeAccount } from '../../devkit/e2e-areas.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { VoterReportPage } from '../../devkit/pages/voter-report.ts';

const ASSEMBLY = 'up/lucknow/lucknow-central';

/** Part 121 as a converted roll gives it: serials in the file's own (not the roll's) order. */
const ROLL_CSV = [
  'AC_NO,AC_NAME,PART_NO,SECTION_NO,SLNOINPART,C_HOUSE_NO,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,RLN_L_NM_EN,IDCARD_NO,SEX,AGE',
  '173,Lucknow Central,121,1,3,12,Kavita,Gupta,H,Sunil,Gupta,NTL1210003,F,41',
  '173,Lucknow Central,121,1,1,11,Ram,Prasad,F,Shiv,Prasad,NTL1210001,M,67',
  '173,Lucknow Central,121,1,5,14,Imran,Khan,F,Salim,Khan,NTL1210005,M,29',
  '173,Lucknow Central,121,1,2,11,Kamla,Devi,H,Ram,Prasad,NTL1210002,F,63',
  '173,Lucknow Central,121,1,4,12,Sunil,Gupta,F,Mohan,Gupta,NTL1210004,M,45',
].join('\n');
const SERIAL_ORDER = ['NTL1210001', 'NTL1210002', 'NTL1210003', 'NTL1210004', 'NTL1210005'];

const synced = (page: Page) =>
  page.getByRole('link', { name: /^Sync status: .*: Synced$/ }).waitFor({ timeout: 30_000 });

describe.skipIf(noBrowser)('the roll flows to its booth', () => {
  const env = useE2eEnv();

  it('a part loaded before its booth exists reaches the booth worker in serial order', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const coordinator = newUser('Kamla Mishra');
    const worker = newUser('Ravi Kumar');
    for (const u of [admin, coordinator]) await createAccount(base, u);
    await placeAccount(base, admin, coordinator, ASSEMBLY);

    // The coordinator loads part 121 before any booth exists.
    const coordContext = await newAppContext(env.browser, base);
    const coord = await coordContext.newPage();
    await signInViaUi(coord, coordinator);
    const report = new VoterReportPage(coord);
    await report.goto('district/report1/agewise-List');
    await coord.getByRole('button', { name: 'Upload CSV' }).click();
    const dialog = coord.getByRole('dialog', { name: 'Upload voter list (CSV)' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'part-121.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(ROLL_CSV),
    });
    await dialog.getByRole('button', { name: 'Import voters' }).click();
    await dialog.getByText('1 part in this file').waitFor({ timeout: 30_000 });
    await dialog.getByRole('cell', { name: 'Imported', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await synced(coord);

    // Then the booth for part 121, inside a block and mandal of the coordinator's making.
    await coord.goto('/dashboard/areas');
    await coord.getByRole('heading', { level: 1, name: 'Areas' }).waitFor();
    await addArea(coord, 'Lucknow Central', { 'Name (English)': 'Aliganj Block' });
    await addArea(coord, 'Aliganj Block', { 'Name (English)': 'Naya Tola Mandal' });
    // The import made a booth for part 121: the form says its five voters move to this one.
    await addArea(
      coord,
      'Naya Tola Mandal',
      {
        'Name (English)': 'Booth 121',
        'Part numbers': '121',
        'Polling station': 'Govt. Primary School, Naya Tola, Room 2',
      },
      undefined,
      [/^5 voters of part 121 move from .+ to this booth$/],
    );
    await synced(coord);

    // And the worker's account in that booth.
    await addAccount(
      coord,
      worker,
      'Lucknow Central › Aliganj Block › Naya Tola Mandal › Booth 121',
      '9811100121',
    );
    await coord.getByRole('cell', { name: worker.email, exact: true }).waitFor({ timeout: 30_000 });
    await coordContext.close();

    // The worker's phone: Hindi, 360 px. The part's voters are there, in serial order.
    const phoneContext = await newAppContext(env.browser, base, { viewport: PHONE });
    const phone = await phoneContext.newPage();
    const signIn = new SignInPage(phone);
    await signIn.goto();
    await signIn.chooseLanguage('hi');
    await signInViaUi(phone, worker, 'hi');
    await phone.goto('/dashboard/voter-list');
    // At 360 px each voter is a card (a list item).
    const card = (text: string) => phone.getByRole('listitem').filter({ hasText: text });
    await card('NTL1210005').waitFor({ timeout: 30_000 });
    const cards = await phone.getByRole('listitem').allTextContents();
    const order = cards.flatMap((text) => text.match(/NTL121000\d/g) ?? []);
    expect(order).toEqual(SERIAL_ORDER);
    // Each with the relative's name the roll gives (first and last name joined).
    await card('NTL1210003').filter({ hasText: 'Sunil Gupta' }).waitFor();
    await card('NTL1210002').filter({ hasText: 'Ram Prasad' }).waitFor();
    await phoneContext.close();
  });
});
