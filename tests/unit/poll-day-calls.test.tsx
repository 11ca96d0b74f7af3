// Poll day's call list: supporters (latest visit) who have not voted (latest mark), grouped by
// panna (by roll serial: a voter without one is in no panna), with the number confirmed at the
// door before the roll's, and a tap-to-call link.
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { CallList } from '../../src/features/poll-day/call-list.tsx';
import { loadCallList } from '../../src/features/poll-day/supporters-to-vote.ts';
import { listOrderSettled } from '../../src/roll/list-order.ts';
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
    db.outbox.clear(),
  ]);

beforeAll(async () => {
  await clear();
  await i18n.changeLanguage('en');
  signIn(ME);
  // Serials 3, 1, 2 (written out of roll order); Deepa was typed in without one.
  const names = [
    ['Amit', 3],
    ['Bina', 1],
    ['Chandu', 2],
    ['Deepa', undefined],
  ] as const;
  for (const [firstName, serialNumber] of names)
    ids.push(
      await createRecord(db, writer, 'voters', {
        firstName,
        partNumber: 12,
        ...(serialNumber ? { serialNumber } : {}),
        address: `H.No. ${firstName.length}`,
        phone: '9000000000',
      }),
    );
  const visit = (voterId: string, leaning: 'supporter' | 'opposed', at: string, phone?: string) =>
    createRecord(db, writer, 'visits', {
      voterId,
      outcome: 'met',
      leaning,
      visitedAt: at,
      by: 'Asha',
      ...(phone ? { phone } : {}),
    });
  await visit(ids[0]!, 'supporter', '2026-11-20T10:00:00Z', '9811100001'); // to call
  await visit(ids[1]!, 'supporter', '2026-11-20T10:00:00Z'); // votes below
  await visit(ids[2]!, 'supporter', '2026-11-20T10:00:00Z');
  await visit(ids[2]!, 'opposed', '2026-11-21T10:00:00Z'); // no longer a supporter
  await visit(ids[3]!, 'supporter', '2026-11-20T10:00:00Z'); // no serial: in no panna
  await createRecord(db, writer, 'voteMarks', {
    voterId: ids[1]!,
    voted: true,
    markedAt: '2026-11-25T09:00:00Z',
    by: 'Asha',
  });
  await createRecord(db, writer, 'pannas', {
    pannaId: crypto.randomUUID(),
    partNumber: 12,
    fromSerial: 1,
    toSerial: 10,
    memberId: crypto.randomUUID(),
    memberName: 'Ravi Kumar',
    assignedAt: '2026-11-01T10:00:00Z',
    by: 'Asha',
  });
  await listOrderSettled(db);
});
afterAll(async () => {
  cleanup();
  await clear();
});

describe('supporters yet to vote', () => {
  it('lists supporters not yet voted by panna, the door phone first', async () => {
    const list = await loadCallList(db, await listOrderSettled(db));
    expect(list.pannas.map((g) => g.supporters.map((s) => [s.id, s.phone]))).toEqual([
      [[ids[0], '9811100001']],
    ]);
    expect(list.rest.map((s) => [s.id, s.phone])).toEqual([[ids[3], '9000000000']]);
  });

  it('shows each group with a tap-to-call link', async () => {
    renderScreen(<CallList />);
    await screen.findByRole('heading', { name: 'Supporters yet to vote: 2' });
    const panna = screen.getByRole('list', { name: 'Part 12 · 1–10 · Ravi Kumar (1)' });
    expect(within(panna).getByRole('link', { name: '9811100001' }).getAttribute('href')).toBe(
      'tel:9811100001',
    );
    const rest = screen.getByRole('list', { name: 'In no panna (1)' });
    expect(within(rest).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('while a sync writes voters', () => {
  it('keeps the panna groups on screen instead of folding them into "In no panna"', async () => {
    cleanup();
    renderScreen(<CallList />);
    const panna = await screen.findByRole('list', { name: 'Part 12 · 1–10 · Ravi Kumar (1)' });
    expect(await leftDuringVoterWrites(panna, db, writer, 14)).toBe(false);
    cleanup();
  });
});

describe('the karyakarta’s own panna, booths and WhatsApp', () => {
  let mine: string;
  beforeAll(async () => {
    // Asha holds a panna of part 13 (a member record with her e-mail); part 13 has a supporter.
    mine = await createRecord(db, writer, 'members', {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'ASHA@example.com',
      level: 'karyakarta',
      status: 'active',
      phone: '9000000001',
    });
    const voter = await createRecord(db, writer, 'voters', {
      firstName: 'Esha',
      partNumber: 13,
      serialNumber: 5,
      phone: '098111 00005',
    });
    await createRecord(db, writer, 'visits', {
      voterId: voter,
      outcome: 'met',
      leaning: 'supporter',
      visitedAt: '2026-11-20T10:00:00Z',
      by: 'Asha',
    });
    await createRecord(db, writer, 'pannas', {
      pannaId: crypto.randomUUID(),
      partNumber: 13,
      fromSerial: 1,
      toSerial: 20,
      memberId: mine,
      memberName: 'Asha Verma',
      assignedAt: '2026-11-01T10:00:00Z',
      by: 'Asha',
    });
    await listOrderSettled(db);
  });

  it('puts my panna first, heads each booth, and offers a WhatsApp reminder', async () => {
    const list = await loadCallList(db, await listOrderSettled(db), new Set([mine]));
    expect(list.pannas.map((g) => [g.panna.partNumber, g.mine])).toEqual([
      [12, false],
      [13, true],
    ]);
    cleanup();
    renderScreen(<CallList />);
    await screen.findByRole('heading', { name: 'Supporters yet to vote: 3' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Your panna · Part 13 · 1–20 (1)',
      'Part 12: 1 yet to vote',
      'Part 12 · 1–10 · Ravi Kumar (1)',
      'In no panna (1)',
    ]);
    const myList = screen.getByRole('list', { name: 'Your panna · Part 13 · 1–20 (1)' });
    const whatsApp = within(myList).getByRole('link', { name: 'Send Esha a WhatsApp reminder' });
    // A number written 0XXXXXXXXXX gets India's code; the message names the voter.
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/919811100005?text=${encodeURIComponent(
        'Namaste Esha ji, voting is on today. Please come and vote. — your booth team',
      )}`,
    );
  });
});
