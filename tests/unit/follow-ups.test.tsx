// The follow-ups screen (issue 25): a booth worker's supporters cut or on the ASD list, their
// own panna first, each with why and where it stands; recording a step writes an entry into
// the outbox and moves the stage; a name back shows closed; the 51st form of the day is
// refused with the Commission's reason; a coordinator sees the counts per booth; a name the
// visits found dead is a Form 7 candidate with its evidence; and all of it in Hindi.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import type { MutationEntry } from '../../src/db/types.ts';
import { DAILY_FORM_LIMIT, indiaDay } from '../../src/domain/follow-ups.ts';
import { FollowUpsScreen } from '../../src/features/follow-ups/follow-ups-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

// Placed at a booth: a booth worker (an area above a booth would make a coordinator).
const { me: ME, writer } = boothWorker('f1', 'Asha Verma', 'up/lko/lc/b1/m1/booth-12');
const COORDINATOR = boothWorker('f2', 'Ravi Kumar', 'up/lko/lc/b1/m1');
const ids: Record<string, string> = {};

const clear = () =>
  Promise.all(
    [db.voters, db.visits, db.followUps, db.pannas, db.members, db.areas, db.outbox].map((t) =>
      t.clear(),
    ),
  );

async function voter(
  key: string,
  fields: Record<string, unknown>,
  leaning?: 'supporter' | 'opposed',
) {
  ids[key] = await createRecord(db, writer, 'voters', { partNumber: 12, ...fields });
  if (leaning)
    await createRecord(db, writer, 'visits', {
      voterId: ids[key],
      outcome: 'met',
      leaning,
      visitedAt: '2026-10-01T10:00:00Z',
      by: 'Asha Verma',
    });
}

const followUpMutations = async () =>
  (await db.outbox.toArray()).filter(
    (e): e is MutationEntry => e.kind === 'mutation' && e.table === 'followUps',
  );

beforeAll(async () => {
  await clear();
  signIn(ME);
  await voter(
    'cut',
    {
      firstName: 'Ram',
      lastName: 'Sharma',
      serialNumber: 5,
      relation: 'Shyam Sharma',
      relationType: 'father',
      rollDeleted: 'Revision 2026-I',
    },
    'supporter',
  );
  await voter(
    'asd',
    {
      firstName: 'Sita',
      lastName: 'Devi',
      partNumber: 13,
      serialNumber: 9,
      asd: 'shifted',
      asdList: 'ASD Oct 2026',
    },
    'supporter',
  );
  await voter(
    'opposed',
    { firstName: 'Mohan', lastName: 'Yadav', serialNumber: 6, rollDeleted: 'Revision 2026-I' },
    'opposed',
  );
  await voter(
    'back',
    { firstName: 'Geeta', lastName: 'Rawat', serialNumber: 7, rollBack: 'Revision 2026-II' },
    'supporter',
  );
  await createRecord(db, writer, 'followUps', {
    voterId: ids.back!,
    partNumber: 12,
    reached: true,
    outcome: 'livesHere',
    form: '6',
    formRef: 'F6/77',
    formDate: '2026-10-10',
    at: '2026-10-10T10:00:00Z',
    by: 'Asha Verma',
  });
  await voter('dead', { firstName: 'Hari', lastName: 'Prasad', serialNumber: 8 });
  await createRecord(db, writer, 'visits', {
    voterId: ids.dead!,
    outcome: 'deceased',
    note: 'Died in May',
    visitedAt: '2026-10-02T10:00:00Z',
    by: 'Asha Verma',
  });
  // Asha's own panna: serials 1–5 of part 12 (a karyakarta record with her e-mail).
  const member = await createRecord(db, writer, 'members', {
    firstName: 'Asha',
    lastName: 'Verma',
    email: ME.email,
    level: 'karyakarta',
    status: 'active',
  });
  await createRecord(db, writer, 'pannas', {
    pannaId: crypto.randomUUID(),
    partNumber: 12,
    fromSerial: 1,
    toSerial: 5,
    memberId: member,
    memberName: 'Asha Verma',
    assignedAt: '2026-09-01T10:00:00Z',
    by: 'Asha Verma',
  });
  await db.outbox.clear();
});
beforeEach(async () => {
  cleanup();
  localStorage.removeItem('followUpsTab');
  signIn(ME);
  await i18n.changeLanguage('en');
});
afterAll(async () => {
  cleanup();
  await clear();
});

describe('a worker’s follow-ups', () => {
  it('lists the supporters at risk, their own panna first, and not the others', async () => {
    renderScreen(<FollowUpsScreen />);
    await screen.findByRole('heading', { name: 'Still to bring back (2)' });
    const mine = screen.getByRole('list', { name: 'Your panna · Part 12 · 1–5 (1)' });
    expect(within(mine).getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);
    expect(within(mine).getByText('Cut in Revision 2026-I')).toBeInstanceOf(HTMLElement);
    expect(within(mine).getByText("Father's Name: Shyam Sharma")).toBeInstanceOf(HTMLElement);
    expect(within(mine).getByText('Not reached yet')).toBeInstanceOf(HTMLElement);
    const part13 = screen.getByRole('list', { name: 'Part 13 (1)' });
    expect(within(part13).getByText('On the ASD list: Shifted (ASD Oct 2026)')).toBeInstanceOf(
      HTMLElement,
    );
    // Cut, but not a supporter; back, so closed (not shown under Open).
    expect(screen.queryByText('Mohan Yadav')).toBeNull();
    expect(screen.queryByText('Geeta Rawat')).toBeNull();
    expect(await screen.findByText('Forms filed today: 0 of 50')).toBeInstanceOf(HTMLElement);
  });

  it('shows a name back as closed', async () => {
    renderScreen(<FollowUpsScreen />);
    await screen.findByRole('heading', { name: 'Still to bring back (2)' });
    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await screen.findByRole('heading', { name: 'Names back on the list (1)' });
    expect(screen.queryByRole('heading', { name: /^Still to bring back/ })).toBeNull();
    expect(screen.getByText('Name back in Revision 2026-II')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Closed: name back')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/Form 6 no\. F6\/77/)).toBeInstanceOf(HTMLElement);
    // Nothing left to record on a closed follow-up.
    expect(
      screen.queryByRole('button', { name: 'Record a follow-up step for Geeta Rawat' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await screen.findByRole('heading', { name: 'Still to bring back (2)' });
    expect(screen.getByRole('heading', { name: 'Names back on the list (1)' })).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('records a step into the outbox, the errors beside their fields, and moves the stage', async () => {
    renderScreen(<FollowUpsScreen />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record a follow-up step for Ram Sharma' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Follow-up: Ram Sharma' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    expect(await within(sheet).findByText('Say whether you reached them')).toBeInstanceOf(
      HTMLElement,
    );
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Shifted' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    expect(await within(sheet).findByText('Write where they live now')).toBeInstanceOf(HTMLElement);
    fireEvent.change(within(sheet).getByLabelText('Where do they live now?'), {
      target: { value: 'Kanpur' },
    });
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Form 8 (correction or shifting)' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    expect(await within(sheet).findByText('Write the form’s reference number')).toBeInstanceOf(
      HTMLElement,
    );
    // The date starts at today.
    expect(within(sheet).getByLabelText(/^Date filed/)).toHaveProperty('value', indiaDay());
    fireEvent.change(within(sheet).getByLabelText(/^Reference number/), {
      target: { value: 'F8/123' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const mutations = await followUpMutations();
    expect(mutations).toHaveLength(1);
    expect(mutations[0]!.fields).toMatchObject({
      voterId: ids.cut,
      partNumber: 12,
      reached: true,
      outcome: 'shifted',
      shiftedTo: 'Kanpur',
      form: '8',
      formRef: 'F8/123',
      formDate: indiaDay(),
      by: 'Asha Verma',
    });
    const mine = screen.getByRole('list', { name: 'Your panna · Part 12 · 1–5 (1)' });
    expect(await within(mine).findByText('Form filed (8)')).toBeInstanceOf(HTMLElement);
    expect(
      within(mine).getByText(/reached, shifted to Kanpur, Form 8 no\. F8\/123/),
    ).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('Forms filed today: 1 of 50')).toBeInstanceOf(HTMLElement);
  });
});

describe('names to object to (Form 7)', () => {
  it('lists a name the visits found dead with the evidence, and files the Form 7', async () => {
    await db.outbox.clear();
    renderScreen(<FollowUpsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Names to object to' }));
    const part = await screen.findByRole('list', { name: 'Part 12 (1)' });
    expect(within(part).getByText('Hari Prasad')).toBeInstanceOf(HTMLElement);
    expect(within(part).getByText(/^Visit .* · Asha Verma: Deceased$/)).toBeInstanceOf(HTMLElement);
    expect(within(part).getByText('Note: Died in May')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(part).getByRole('button', { name: 'File Form 7 for Hari Prasad' }));
    const sheet = await screen.findByRole('dialog', { name: 'Form 7: Hari Prasad' });
    const evidence = within(sheet).getByLabelText('Evidence') as HTMLTextAreaElement;
    expect(evidence.value).toMatch(
      /^Door-to-door visit on .* by Asha Verma: Deceased\. Note: Died in May$/,
    );
    fireEvent.change(within(sheet).getByLabelText(/^Reference number/), {
      target: { value: 'F7/42' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save Form 7' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [mutation] = await followUpMutations();
    expect(mutation!.fields).toMatchObject({
      voterId: ids.dead,
      reached: false,
      outcome: 'died',
      form: '7',
      formRef: 'F7/42',
      formDate: indiaDay(),
      evidence: evidence.value,
    });
    expect(
      await within(part).findByText(/^Form 7 filed: no\. F7\/42, .* · Asha Verma$/),
    ).toBeInstanceOf(HTMLElement);
    expect(within(part).queryByRole('button', { name: 'File Form 7 for Hari Prasad' })).toBeNull();
  });
});

describe('the daily limit', () => {
  beforeAll(async () => {
    // Asha has filed 48 more forms today, for voters elsewhere: 50 in all with Ram's and Hari's.
    for (let i = 0; i < DAILY_FORM_LIMIT - 2; i += 1)
      await createRecord(db, writer, 'followUps', {
        voterId: crypto.randomUUID(),
        partNumber: 12,
        reached: true,
        form: '6',
        formRef: `F6/${i}`,
        formDate: indiaDay(),
        at: new Date().toISOString(),
        by: 'Asha Verma',
      });
    await db.outbox.clear();
  });

  it('refuses the 51st form of the day with the Commission’s reason, and writes nothing', async () => {
    renderScreen(<FollowUpsScreen />);
    expect(await screen.findByText('Forms filed today: 50 of 50')).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText('You have filed 50 forms today. File the next one tomorrow.'),
    ).toBeInstanceOf(HTMLElement);
    // The list is a live query of its own: it may come after the count.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Record a follow-up step for Sita Devi' }),
    );
    const sheet = await screen.findByRole('dialog');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Form 6 (add the name)' }));
    // Said as soon as the form is chosen, and Save does not write it.
    const limit =
      'You have already filed 50 forms today, the most the Election Commission allows a Booth Level Agent in a day. File this form tomorrow.';
    expect((await within(sheet).findByRole('alert')).textContent).toContain(limit);
    fireEvent.change(within(sheet).getByLabelText(/^Reference number/), {
      target: { value: 'F6/999' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(within(sheet).getByText(limit)).toBeInstanceOf(HTMLElement);
    expect(await followUpMutations()).toEqual([]);
    // A step without a form still goes through.
    fireEvent.click(within(sheet).getByRole('radio', { name: 'No form yet' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mutations = await followUpMutations();
    expect(mutations.map((m) => [m.fields.voterId, m.fields.form])).toEqual([[ids.asd, undefined]]);
  });
});

describe('the coordinator’s view per booth', () => {
  it('is not offered to a booth worker', async () => {
    renderScreen(<FollowUpsScreen />);
    await screen.findByRole('tab', { name: 'Supporters' });
    expect(screen.queryByRole('tab', { name: 'By booth' })).toBeNull();
  });

  it('counts supporters cut, followed up, forms filed and names back per booth, and forms per agent', async () => {
    await createRecord(db, writer, 'areas', {
      path: 'up/lko/lc/b1/m1/booth-12',
      name: 'Aminabad School',
      parts: [12],
    });
    signIn(COORDINATOR.me);
    renderScreen(<FollowUpsScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By booth' }));
    const table = await screen.findByRole('table', { name: 'Follow-ups per booth' });
    const row = (name: RegExp) => within(table).getByRole('row', { name }).querySelectorAll('td');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    // Part 12: Ram (cut, followed up, form 8) and Geeta (back, form 6); part 13: Sita.
    expect([...row(/Aminabad School/)].map((c) => c.textContent)).toEqual([
      'Aminabad School · Part 12',
      '2',
      '2',
      '2',
      '1',
    ]);
    expect([...row(/^Part 13/)].map((c) => c.textContent)).toEqual(['Part 13', '1', '1', '0', '0']);
    const agents = screen.getByRole('table', { name: 'Forms filed today per agent' });
    expect(within(agents).getByRole('row', { name: /Asha Verma/ }).textContent).toContain(
      '50 of 50',
    );
  });
});

describe('in Hindi', () => {
  it('speaks the booth worker’s Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<FollowUpsScreen />);
    expect(await screen.findByRole('tab', { name: 'समर्थक' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('tab', { name: 'आपत्ति वाले नाम' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText(/^आज भरे गए फ़ॉर्म: 50 में से/)).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('ASD सूची में: स्थानांतरित (ASD Oct 2026)')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByRole('button', { name: 'Sita Devi का फ़ॉलो-अप दर्ज करें' })).toBeInstanceOf(
      HTMLElement,
    );
  });
});
