// A new revision of the roll, end to end (issue 25): the coordinator's roll of part 121 reaches
// the booth worker's phone (360 px, Hindi); the worker's door-to-door visit finds Sita Verma a
// supporter. The draft roll leaves her out: the coordinator's screen lists her as cut, and on
// the phone she is still there with her visit, now a follow-up. The worker records Form 6 for
// her. The final roll has her again: the follow-up closes by itself ("name back").
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import hiWalk from '../../src/locales/hi/walk.json';
import hiFollowUps from '../../src/locales/hi/followUps.json';
import enEditions from '../../src/locales/en/editions.json';
import type { PullResponse } from '../../src/domain/sync-protocol.ts';
import type { RollJobResponse } from '../../src/domain/roll-jobs.ts';
import { DESKTOP, PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import { fitsWidth, interpolate, signInViaUi } from '../../devkit/e2e-pages.ts';
import { placeAccount } from '../../devkit/e2e-areas.ts';
import { createAccount, newUser } from '../../devkit/e2e-users.ts';
import { apiToken } from '../../devkit/voter-seed.ts';
import { multipartBody } from '../utils/server/roll-jobs.ts';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { uploadRollFile } from '../../devkit/pages/roll-import.ts';

const walk = hiWalk.walk;
const fu = hiFollowUps.followUps;
const ed = enEditions.editions;
const ASSEMBLY = 'up/lucknow/lucknow-central';

const HEADER =
  'AC_NO,AC_NAME,PART_NO,SLNOINPART,C_HOUSE_NO,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,IDCARD_NO,SEX,AGE,REVISION';
const VOTER = {
  ram: 'Ram,Prasad,F,Shiv,NTL1210001,M,67',
  kamla: 'Kamla,Devi,H,Ram,NTL1210002,F,63',
  sita: 'Sita,Verma,F,Hari,NTL1210003,F,33',
  geeta: 'Geeta,Rani,F,Om,NTL1210004,F,30',
};
/** Part 121 of one revision: each voter at its serial, in house "H.No. <serial>". */
const roll = (revision: string, voters: (keyof typeof VOTER | string)[]) =>
  [
    HEADER,
    ...voters.map(
      (v, i) =>
        `173,Lucknow Central,121,${i + 1},H.No. ${i + 1},${VOTER[v as keyof typeof VOTER] ?? v},${revision}`,
    ),
  ].join('\n');

describe.skipIf(noBrowser)('a new revision of the roll', () => {
  const env = useE2eEnv({ rollWorkers: 1 });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  async function context(viewport: { width: number; height: number }, lang?: 'hi') {
    const c = await newAppContext(env.browser, env.server.url, { viewport });
    contexts.push(c);
    if (lang) await c.addInitScript((l) => localStorage.setItem('lang', l), lang);
    return c.newPage();
  }

  it('keeps the worker’s data through the draft roll and closes the follow-up in the final', async () => {
    const base = env.server.url;
    const admin = newUser('Admin Prasad');
    const coordinator = newUser('Kamla Mishra');
    const worker = newUser('Ravi Kumar');
    for (const u of [admin, coordinator, worker]) await createAccount(base, u);
    await placeAccount(base, admin, coordinator, ASSEMBLY);
    const coordToken = await apiToken(base, coordinator.email, coordinator.password);

    // The roll held: revision "SSR 2025" of part 121, uploaded as a file.
    const { body, contentType } = multipartBody([
      {
        name: 'part-121.csv',
        bytes: Buffer.from(roll('SSR 2025', ['ram', 'kamla', 'sita', 'geeta'])),
      },
    ]);
    const started = await fetch(`${base}/api/rolls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${coordToken}`, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(started.status).toBe(202);
    const { id: jobId } = (await started.json()) as { id: string };
    await expect
      .poll(
        async () => {
          const res = await fetch(`${base}/api/rolls/${jobId}`, {
            headers: { Authorization: `Bearer ${coordToken}` },
          });
          return ((await res.json()) as RollJobResponse).parts[0]?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('published');

    // The worker goes to the booth the import made for part 121.
    const pull = async (token: string) => {
      const res = await fetch(`${base}/api/sync/pull?limit=1000`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as PullResponse).rows;
    };
    const booth = (await pull(coordToken)).find(
      (r) => r.table === 'areas' && (r.fields.parts as number[] | undefined)?.includes(121),
    )!;
    await placeAccount(base, admin, worker, booth.fields.path as string);

    // On the phone, door to door: Sita is met and is a supporter.
    const phone = await context(PHONE, 'hi');
    await signInViaUi(phone, worker, 'hi');
    await phone.goto('/dashboard/door-to-door');
    await phone
      .getByRole('button', { name: interpolate(walk.visitLabel, { name: 'Sita Verma' }) })
      .click({ timeout: 30_000 });
    const sheet = phone.getByRole('dialog');
    await sheet.getByRole('radio', { name: walk.outcomes.met }).check();
    await sheet.getByRole('radio', { name: walk.leanings.supporter }).check();
    await sheet.getByRole('button', { name: walk.sheet.save }).click();
    await sheet.waitFor({ state: 'detached' });
    await phone.goto('/dashboard/follow-ups');
    await phone.getByText(fu.none.open).waitFor({ timeout: 30_000 });

    // The draft roll, through the coordinator's screen: Sita left out, Geeta's age corrected.
    const desk = await context(DESKTOP);
    await signInViaUi(desk, coordinator);
    await desk.goto('/dashboard/roll-import');
    await uploadRollFile(desk, {
      name: 'draft-121.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        roll('SIR 2026 draft', ['ram', 'kamla', VOTER.geeta.replace(',30', ',31')]),
      ),
    });
    await desk.getByRole('heading', { level: 1, name: /^Import of / }).waitFor();
    const cut = desk.getByRole('button', { name: `${ed.kinds.deleted}: 1` });
    await cut.waitFor({ timeout: 30_000 });
    await desk.getByRole('list', { name: ed.kinds.deleted }).getByText('Sita Verma').waitFor();
    await desk.getByRole('button', { name: `${ed.kinds.corrected}: 1` }).click();
    await desk.getByRole('list', { name: ed.kinds.corrected }).getByText('Geeta Rani').waitFor();

    // On the phone Sita is still there, with her visit: a supporter cut, to follow up.
    const card = phone.getByRole('listitem').filter({ hasText: 'Sita Verma' });
    await card
      .getByText(interpolate(fu.reason.deleted, { revision: 'SIR 2026 draft' }))
      .waitFor({ timeout: 30_000 });
    expect(await fitsWidth(phone)).toBe(true);
    await card
      .getByRole('button', { name: interpolate(fu.recordLabel, { name: 'Sita Verma' }) })
      .click();
    const step = phone.getByRole('dialog');
    await step.getByRole('radio', { name: fu.sheet.yes }).check();
    await step.getByRole('radio', { name: fu.outcomes.livesHere }).check();
    await step.getByRole('radio', { name: fu.sheet.forms['6'] }).check();
    await step.getByLabel(fu.sheet.formRef).fill('F6-121-0042');
    await step.getByRole('button', { name: fu.sheet.save }).click();
    await step.waitFor({ state: 'detached' });
    await card.getByText(fu.stage.filed).waitFor();

    // The final roll has her again: her follow-up closes by itself on the phone.
    const final = multipartBody([
      {
        name: 'final-121.csv',
        bytes: Buffer.from(roll('SIR 2026 final', ['ram', 'kamla', 'geeta', 'sita'])),
      },
    ]);
    const again = await fetch(`${base}/api/rolls`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${coordToken}`, 'content-type': final.contentType },
      body: new Uint8Array(final.body),
    });
    expect(again.status).toBe(202);
    await phone.locator('label', { hasText: fu.filter.closed }).click();
    await phone
      .getByRole('listitem')
      .filter({ hasText: 'Sita Verma' })
      .getByText(interpolate(fu.reason.back, { revision: 'SIR 2026 final' }))
      .waitFor({ timeout: 30_000 });

    // On the server: one voter Sita, her visit and the one follow-up step with it.
    const rows = await pull(coordToken);
    const sitas = rows.filter((r) => r.table === 'voters' && r.fields.voterId === 'NTL1210003');
    expect(sitas).toHaveLength(1);
    expect(sitas[0]!.fields).toMatchObject({ rollBack: 'SIR 2026 final', serialNumber: 4 });
    const about = (table: string) =>
      rows.filter((r) => r.table === table && r.fields.voterId === sitas[0]!.id);
    expect(about('visits')).toHaveLength(1);
    expect(about('followUps').map((r) => [r.fields.form, r.fields.formRef])).toEqual([
      ['6', 'F6-121-0042'],
    ]);
  });
});
