// Poll-day mode: each voter's latest mark decides (an undo is a later mark), a voter is found
// by part and roll serial, voter id or a name in either script (one without a serial by the
// last two only), one tap marks them voted on the phone (queued for the server), Undo stays
// for 10 s, and the turnout follows.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { UNDO_MS, latestMarks, votedIds } from '../../src/domain/field-work.ts';
import { findVoters } from '../../src/features/poll-day/poll-day-data.ts';
import { PollDayScreen } from '../../src/features/poll-day/poll-day-screen.tsx';
import { listOrderSettled } from '../../src/roll/list-order.ts';
import { i18n } from '../../src/i18n.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const { me: ME, writer } = boothWorker('a', 'Asha Verma');

// Written out of roll order: the serials, not the record ids, decide "12/45".
const VOTERS = [
  {
    firstName: 'सीता',
    lastName: 'शर्मा',
    relation: 'राम शर्मा',
    relationType: 'husband' as const,
    voterId: 'NLD1000002',
    partNumber: 12,
    serialNumber: 45,
  },
  {
    firstName: 'Ram',
    lastName: 'Sharma',
    relation: 'Shyam Sharma',
    relationType: 'father' as const,
    voterId: 'NLD1000001',
    partNumber: 12,
    serialNumber: 7,
  },
  {
    firstName: 'Mohan',
    lastName: 'Yadav',
    relation: 'Sohan Yadav',
    voterId: 'NLD1000003',
    partNumber: 13,
    serialNumber: 1,
  },
  // Typed in by hand: no serial.
  { firstName: 'Gopal', lastName: 'Sharma', voterId: 'NLD1000004', partNumber: 12 },
];
const ids: string[] = [];

describe('latest marks', () => {
  const mark = (id: string, voterId: string, voted: boolean, markedAt: string) => ({
    id,
    voterId,
    voted,
    markedAt,
    by: 'x',
  });
  it('takes each voter’s latest mark, an undo included, and breaks a tie by id', () => {
    const marks = [
      mark('a', 'v1', true, '2026-11-25T08:00:00Z'),
      mark('b', 'v1', false, '2026-11-25T08:00:05Z'),
      mark('c', 'v2', true, '2026-11-25T09:00:00Z'),
      mark('d', 'v3', false, '2026-11-25T09:00:00Z'),
      mark('e', 'v3', true, '2026-11-25T09:00:00Z'),
    ];
    expect(latestMarks(marks).get('v1')?.id).toBe('b');
    expect(latestMarks(marks).get('v3')?.id).toBe('e');
    expect([...votedIds(marks)].sort()).toEqual(['v2', 'v3']);
    // Order of arrival does not matter: every phone agrees.
    expect([...votedIds([...marks].reverse())].sort()).toEqual(['v2', 'v3']);
  });
});

describe('poll-day mode', () => {
  beforeAll(async () => {
    await Promise.all([db.voters.clear(), db.voteMarks.clear(), db.outbox.clear()]);
    for (const v of VOTERS) ids.push(await createRecord(db, writer, 'voters', v));
    await db.outbox.clear();
    await listOrderSettled(db);
  });
  beforeEach(async () => {
    cleanup();
    localStorage.clear();
    await Promise.all([db.voteMarks.clear(), db.outbox.clear()]);
    await i18n.changeLanguage('en');
    signIn(ME);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('finds a voter by part and roll serial, voter id, and a name in either script', async () => {
    const names = async (q: string) =>
      (await findVoters(db, q)).map((f) => `${f.voter.firstName} ${f.part}/${f.serial}`);
    expect(await names('12/45')).toEqual(['सीता 12/45']);
    expect(await names('12 7')).toEqual(['Ram 12/7']);
    expect(await names('12-7')).toEqual(['Ram 12/7']);
    expect(await names('13/1')).toEqual(['Mohan 13/1']);
    // No voter has serial 2 of part 12, whatever their place in the list.
    expect(await names('12/2')).toEqual([]);
    expect(await names('13/2')).toEqual([]);
    expect(await names('nld1000003')).toEqual(['Mohan 13/1']);
    // In roll order: serials first, the voter without one after them.
    expect(await names('Sharma')).toEqual(['Ram 12/7', 'सीता 12/45', 'Gopal 12/null']);
    // Sharma ↔ शर्मा: every voter of that surname, whichever script is typed.
    expect((await names('शर्मा')).length).toBe(3);
    // The voter without a serial: by voter id or name only.
    expect(await names('nld1000004')).toEqual(['Gopal 12/null']);
    expect(await findVoters(db, '   ')).toEqual([]);
  });

  it('finds by serial before the list order is read', async () => {
    const late = await createRecord(db, writer, 'voters', {
      firstName: 'Late',
      partNumber: 14,
      serialNumber: 3,
    });
    expect((await findVoters(db, '14/3')).map((f) => f.voter.firstName)).toEqual(['Late']);
    await db.voters.delete(late);
    await db.outbox.clear();
    await listOrderSettled(db);
  });

  function renderPollDay() {
    renderScreen(<PollDayScreen />);
  }

  it('marks a voter with one tap, queued for the server, with Undo for 10 s', async () => {
    renderPollDay();
    await screen.findByText('0 of 4 voters have voted (0%)');
    fireEvent.change(screen.getByLabelText('Find a voter'), { target: { value: 'Mohan' } });
    const results = await screen.findByRole('list', { name: 'Voters found' });
    expect(within(results).getByText('Part 13 · No. 1')).toBeInstanceOf(HTMLElement);
    expect(within(results).getByText('Father/Husband Name: Sohan Yadav')).toBeInstanceOf(
      HTMLElement,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(within(results).getByRole('button', { name: 'Mark Mohan Yadav as voted' }));

    expect(await within(results).findByText('Has voted')).toBeInstanceOf(HTMLElement);
    await screen.findByText('1 of 4 voters have voted (25%)');
    const [m] = await db.voteMarks.toArray();
    expect(m).toMatchObject({ voterId: ids[2], voted: true, by: 'Asha Verma', version: 0 });
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ table: 'voteMarks', op: 'put', recordId: m!.id }),
    ]);

    // Undo within the 10 s: a second mark, voted false; the count goes back.
    fireEvent.click(
      within(results).getByRole('button', { name: 'Undo the vote mark of Mohan Yadav' }),
    );
    await screen.findByText('0 of 4 voters have voted (0%)');
    expect((await db.voteMarks.toArray()).map((x) => x.voted).sort()).toEqual([false, true]);

    // Marked again, Undo goes after 10 s; the mark stays.
    fireEvent.click(
      await within(results).findByRole('button', { name: 'Mark Mohan Yadav as voted' }),
    );
    await within(results).findByRole('button', { name: 'Undo the vote mark of Mohan Yadav' });
    await vi.advanceTimersByTimeAsync(UNDO_MS + 100);
    await waitFor(() =>
      expect(within(results).queryByRole('button', { name: /^Undo/ })).toBeNull(),
    );
    expect(within(results).getByText('Has voted')).toBeInstanceOf(HTMLElement);
  });

  it('shows the serial and the relative by relation type, and says when there is no serial', async () => {
    renderPollDay();
    fireEvent.change(screen.getByLabelText('Find a voter'), { target: { value: 'Sharma' } });
    const results = await screen.findByRole('list', { name: 'Voters found' });
    expect(within(results).getByText('Part 12 · No. 7')).toBeInstanceOf(HTMLElement);
    expect(within(results).getByText("Father's Name: Shyam Sharma")).toBeInstanceOf(HTMLElement);
    expect(within(results).getByText("Husband's Name: राम शर्मा")).toBeInstanceOf(HTMLElement);
    expect(within(results).getByText('Part 12 · no serial number')).toBeInstanceOf(HTMLElement);
    await i18n.changeLanguage('hi');
    expect(await within(results).findByText('भाग 12 · क्रमांक नहीं')).toBeInstanceOf(HTMLElement);
    expect(within(results).getByText('पति का नाम: राम शर्मा')).toBeInstanceOf(HTMLElement);
  });

  it('says when nothing matches', async () => {
    renderPollDay();
    expect(
      await screen.findByText('Type a serial, voter ID or name to find a voter.'),
    ).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Find a voter'), { target: { value: 'Zzyzx' } });
    expect(await screen.findByText('No voter found')).toBeInstanceOf(HTMLElement);
  });
});
