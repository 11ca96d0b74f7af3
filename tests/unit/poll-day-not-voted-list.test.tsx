// Poll day's not-yet-voted list on the screen: the booth's voters less those marked, my panna's
// supporters first, each with a call link (the number confirmed at the door first) and a
// WhatsApp reminder; the filters narrow it; a mark takes the voter off; a sync's voters arriving
// never empty it; Hindi. (What it holds: poll-day-not-voted.test.ts; every row reachable at 360
// px: tests/e2e/poll-day.test.ts.)
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { PollDayScreen } from '../../src/features/poll-day/poll-day-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';
import { leftDuringVoterWrites } from '../utils/unit/voter-writes.ts';

const { me: ME, writer } = boothWorker('e1', 'Asha Verma');
const ids: string[] = [];

const clear = () =>
  Promise.all([
    db.voters.clear(),
    db.visits.clear(),
    db.voteMarks.clear(),
    db.pannas.clear(),
    db.members.clear(),
    db.outbox.clear(),
  ]);

const visit = (voterId: string, leaning: 'supporter' | 'opposed', phone?: string) =>
  createRecord(db, writer, 'visits', {
    voterId,
    outcome: 'met',
    leaning,
    visitedAt: '2026-11-20T10:00:00Z',
    by: 'Asha',
    ...(phone ? { phone } : {}),
  });

beforeAll(async () => {
  await clear();
  // jsdom scrolls nothing: the virtual list's "stay where you are" on mount has no window to move.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signIn(ME);
  // Part 12: Amit (serial 1) and Bina (2) in Asha's panna, Chandu (3) and Deepa (4) outside it.
  for (const [firstName, serialNumber] of [
    ['Amit', 1],
    ['Bina', 2],
    ['Chandu', 3],
    ['Deepa', 4],
  ] as const)
    ids.push(
      await createRecord(db, writer, 'voters', {
        firstName,
        partNumber: 12,
        serialNumber,
        houseno: String(10 + serialNumber),
        phone: `900000000${serialNumber}`,
      }),
    );
  await visit(ids[0]!, 'opposed');
  await visit(ids[2]!, 'supporter', '9811100003');
  const mine = await createRecord(db, writer, 'members', {
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
    toSerial: 2,
    memberId: mine,
    memberName: 'Asha Verma',
    assignedAt: '2026-11-01T10:00:00Z',
    by: 'Asha',
  });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await clear();
});

const list = () => screen.getByRole('list', { name: 'Voters not yet voted' });
const groups = () =>
  within(list())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('not yet voted', () => {
  it('lists the whole booth, supporters and my panna first, each to call or remind', async () => {
    renderScreen(<PollDayScreen />);
    await screen.findByRole('heading', { name: 'Not yet voted · Part 12: 4' });
    expect(groups()).toEqual(['Supporters (1)', 'Others in your panna (2)', 'Other voters (1)']);
    const names = within(list())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual([
      'Supporters (1)',
      'ChanduNo. 3 · House 13 · Supporter',
      'Others in your panna (2)',
      'AmitNo. 1 · House 11 · Opposed',
      'BinaNo. 2 · House 12 · Not visited',
      'Other voters (1)',
      'DeepaNo. 4 · House 14 · Not visited',
    ]);
    // The number confirmed at the door before the roll's; WhatsApp with India's code.
    const call = within(list()).getByRole('link', { name: 'Call Chandu on 9811100003' });
    expect(call.getAttribute('href')).toBe('tel:9811100003');
    const whatsApp = within(list()).getByRole('link', { name: 'Send Amit a WhatsApp reminder' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/919000000001?text=${encodeURIComponent(
        'Namaste Amit ji, voting is on today. Please come and vote. — your booth team',
      )}`,
    );
  });

  it('narrows by panna and leaning, and a mark takes the voter off', async () => {
    renderScreen(<PollDayScreen />);
    await screen.findByRole('heading', { name: 'Not yet voted · Part 12: 4' });
    fireEvent.change(screen.getByLabelText('Panna'), { target: { value: 'mine' } });
    expect(groups()).toEqual(['Others in your panna (2)']);
    expect(screen.getByText('Showing 2 of 4')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Leaning'), { target: { value: 'notVisited' } });
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Others in your panna (1)', 'BinaNo. 2 · House 12 · Not visited']);
    fireEvent.change(screen.getByLabelText('Panna'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Leaning'), { target: { value: 'all' } });

    await createRecord(db, writer, 'voteMarks', {
      voterId: ids[2]!,
      voted: true,
      markedAt: '2026-11-25T09:00:00Z',
      by: 'Ravi',
    });
    await screen.findByRole('heading', { name: 'Not yet voted · Part 12: 3' });
    expect(groups()).toEqual(['Others in your panna (2)', 'Other voters (1)']);
    await db.voteMarks.clear();
  });

  it('stays on screen while a sync writes voters', async () => {
    renderScreen(<PollDayScreen />);
    await screen.findByRole('heading', { name: 'Not yet voted · Part 12: 4' });
    expect(await leftDuringVoterWrites(list(), db, writer, 12)).toBe(false);
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<PollDayScreen />);
    // The sync above added five voters of part 12 without a serial.
    await screen.findByRole('heading', { name: 'मतदान बाकी · भाग 12: 9' });
    expect(
      within(screen.getByRole('list', { name: 'जिनका मतदान बाकी है' })).getByRole('heading', {
        name: 'समर्थक (1)',
      }),
    ).toBeInstanceOf(HTMLElement);
  });
});
