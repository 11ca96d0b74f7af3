// The polling agent's serial pad: the part is chosen once and kept, typed digits show the voter
// at once, one tap marks (sent at once, not batched) and clears the pad; a serial already marked
// says who marked it and when, one outside the part says so, neither can be counted twice, and
// the next digit starts the next serial; a keyboard works too; Hindi. (The keys' rules:
// poll-day-pad-entry.test.ts; that nothing moves: tests/e2e/poll-pad-layout.test.ts.)
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { onLocalWrite } from '../../src/db/write-events.ts';
import { PollDayScreen } from '../../src/features/poll-day/poll-day-screen.tsx';
import {
  loadPartRoll,
  lookUpSerial,
  partsOnPhone,
} from '../../src/features/poll-day/serial-pad-data.ts';
import { dateFormats } from '../../src/domain/date-format.ts';
import { i18n } from '../../src/i18n.ts';
import { typingGate } from '../../src/sync/typing-gate.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const { me: ME, writer } = boothWorker('a', 'Asha Verma');

const VOTERS = [
  {
    firstName: 'सीता',
    lastName: 'शर्मा',
    relation: 'राम',
    relationType: 'husband' as const,
    age: 41,
    partNumber: 12,
    serialNumber: 45,
  },
  {
    firstName: 'Ram',
    lastName: 'Sharma',
    relation: 'Shyam',
    relationType: 'father' as const,
    age: 30,
    partNumber: 12,
    serialNumber: 7,
  },
  { firstName: 'Mohan', lastName: 'Yadav', partNumber: 13, serialNumber: 1 },
  { firstName: 'Gopal', lastName: 'Verma', partNumber: 12 },
];
const ids: string[] = [];

/** Mantine's useLocalStorage keeps JSON. */
const remember = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

/** The voter the pad's digits found (the list below the pad names voters too). */
const result = () => within(screen.getByTestId('pad-result'));

function press(...keys: string[]) {
  const pad = screen.getByRole('group', { name: i18n.t('pollDay.pad.keys') });
  for (const key of keys) fireEvent.click(within(pad).getByRole('button', { name: key }));
}

// jsdom scrolls nothing: the virtual list's "stay where you are" on mount has no window to move.
beforeAll(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterAll(() => vi.restoreAllMocks());

describe('serial pad', () => {
  beforeAll(async () => {
    await Promise.all([db.voters.clear(), db.voteMarks.clear(), db.outbox.clear()]);
    for (const v of VOTERS) ids.push(await createRecord(db, writer, 'voters', v));
  });
  beforeEach(async () => {
    cleanup();
    localStorage.clear();
    await Promise.all([db.voteMarks.clear(), db.outbox.clear()]);
    await i18n.changeLanguage('en');
    signIn(ME);
  });
  afterEach(() => cleanup());

  it('reads the parts on the phone and a part by serial, with its first and last serial', async () => {
    expect(await partsOnPhone(db)).toEqual([12, 13]);
    const roll = await loadPartRoll(db, 12);
    expect([...roll.bySerial.keys()].sort((a, b) => a - b)).toEqual([7, 45]);
    expect([roll.first, roll.last]).toEqual([7, 45]);
    expect(roll.serials).toEqual([7, 45]);
    const mark = { by: 'Ravi Kumar', markedAt: '2026-11-25T04:30:00.000Z' };
    const marks = new Map([[ids[1]!, mark]]);
    expect(lookUpSerial(roll, '', marks)).toEqual({ kind: 'empty' });
    expect(lookUpSerial(roll, '45', marks)).toMatchObject({ kind: 'found', serial: 45 });
    expect(lookUpSerial(roll, '7', marks)).toMatchObject({ kind: 'voted', serial: 7, mark });
    expect(lookUpSerial(roll, '8', marks)).toEqual({ kind: 'outside', serial: 8 });
  });

  it('chooses the part once, shows the voter as the digits go in, marks with one tap and clears', async () => {
    remember('pollDayMode', 'pad');
    const urgent: boolean[] = [];
    const stop = onLocalWrite((u) => urgent.push(u));
    renderScreen(<PollDayScreen />);
    // Two parts on the phone: the agent picks theirs.
    fireEvent.click(await screen.findByRole('combobox', { name: 'Your part (booth)' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Part 12' }),
    );
    expect(await screen.findByText('Type the serial number the officer calls.')).toBeInstanceOf(
      HTMLElement,
    );
    expect(JSON.parse(localStorage.getItem('pollDayPart')!)).toBe(12);

    press('4', '5');
    expect(result().getByText('सीता शर्मा')).toBeInstanceOf(HTMLElement);
    expect(result().getByText("Husband's Name: राम · age 41")).toBeInstanceOf(HTMLElement);
    // While the digits go in, sync work that writes to the phone waits (typing-gate.ts) …
    expect(typingGate.typing()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark सीता शर्मा as voted' }));
    // … and Mark lets it go at once.
    expect(typingGate.typing()).toBe(false);
    expect(await screen.findByText('Marked: 45 सीता शर्मा')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('pad-digits').textContent).toBe('–');
    await screen.findByText('1 of 4 voters have voted (25%)');
    const [mark] = await db.voteMarks.toArray();
    expect(mark).toMatchObject({ voterId: ids[0], voted: true, by: 'Asha Verma' });
    expect(await db.outbox.count()).toBe(1);
    // Sent at once: a poll-day mark is not held back for the next batch of writes.
    expect(urgent).toEqual([true]);
    stop();

    // The same serial again: who marked it and when, and no button to count it twice.
    press('4', '5');
    const at = dateFormats('en').time(mark!.markedAt);
    expect(
      await screen.findByText(`Already marked voted, not counted again: by Asha Verma at ${at}`),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: /as voted$/ })).toBeNull();
    // No serial of the part starts with 45 and is longer: the next digit starts a new serial.
    press('7');
    expect(screen.getByTestId('pad-digits').textContent).toBe('7');
    expect(result().getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);
    // Outside the part: said; nor does any serial start with 9, so 7 starts afresh again.
    press('Clear the number', '9');
    expect(screen.getByText('No voter at serial 9 in part 12 (serials 7–45).')).toBeInstanceOf(
      HTMLElement,
    );
    press('4');
    expect(screen.getByTestId('pad-digits').textContent).toBe('4');
    press('Delete last digit', '7');
    expect(result().getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);

    // The picker is out of the way until the agent asks to change the part.
    expect(screen.queryByRole('combobox', { name: 'Your part (booth)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change part' }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Your part (booth)' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Part 13' }),
    );
    expect(await screen.findByText('Part 13 · serial')).toBeInstanceOf(HTMLElement);
    press('1');
    expect(await result().findByText('Mohan Yadav')).toBeInstanceOf(HTMLElement);
  });

  it('takes a keyboard: digits, Backspace and Enter; Undo takes the last mark back', async () => {
    remember('pollDayMode', 'pad');
    remember('pollDayPart', 12);
    renderScreen(<PollDayScreen />);
    await screen.findByText('Type the serial number the officer calls.');
    for (const key of ['7', '8', 'Backspace']) fireEvent.keyDown(document.body, { key });
    expect(result().getByText('Ram Sharma')).toBeInstanceOf(HTMLElement);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await screen.findByText('Marked: 7 Ram Sharma');
    await screen.findByText('1 of 4 voters have voted (25%)');
    fireEvent.click(screen.getByRole('button', { name: 'Undo the vote mark of Ram Sharma' }));
    await screen.findByText('0 of 4 voters have voted (0%)');
    expect((await db.voteMarks.toArray()).map((m) => m.voted).sort()).toEqual([false, true]);
  });

  it('speaks Hindi, and a phone with one part needs no choice', async () => {
    remember('pollDayMode', 'pad');
    await db.voters.update(ids[2]!, { deleted: 1 });
    await i18n.changeLanguage('hi');
    try {
      renderScreen(<PollDayScreen />);
      expect(await screen.findByText('अधिकारी जो क्रमांक बोलें, वह दबाएँ।')).toBeInstanceOf(HTMLElement);
      press('9');
      expect(screen.getByText('भाग 12 में क्रमांक 9 पर कोई मतदाता नहीं (क्रमांक 7–45)।')).toBeInstanceOf(
        HTMLElement,
      );
    } finally {
      await db.voters.update(ids[2]!, { deleted: 0 });
    }
    await waitFor(async () => expect(await partsOnPhone(db)).toEqual([12, 13]));
  });
});

describe('officer’s count', () => {
  beforeEach(async () => {
    cleanup();
    localStorage.clear();
    await Promise.all([db.officerTurnout.clear(), db.voteMarks.clear(), db.outbox.clear()]);
    await i18n.changeLanguage('en');
    signIn(ME);
    remember('pollDayMode', 'pad');
    remember('pollDayPart', 12);
  });
  afterEach(() => cleanup());

  const enter = async (slot: string, votes: string) => {
    fireEvent.change(screen.getByLabelText('Time of the figure'), { target: { value: slot } });
    fireEvent.change(screen.getByLabelText(/^Votes cast so far/), { target: { value: votes } });
    fireEvent.click(screen.getByRole('button', { name: 'Save figure' }));
  };

  it('takes the officer’s figure, compares it with our marks, and keeps the day’s order', async () => {
    await createRecord(db, writer, 'voteMarks', {
      voterId: ids[0]!,
      voted: true,
      markedAt: '2026-11-25T04:00:00.000Z',
      by: 'Asha',
    });
    renderScreen(<PollDayScreen />);
    expect(await screen.findByText('No figure from the officer yet.')).toBeInstanceOf(HTMLElement);
    await enter('11', '2');
    expect(await screen.findByText('Officer (11:00 am): 2 · our marks: 1 · gap 1')).toBeInstanceOf(
      HTMLElement,
    );
    const [figure] = await db.officerTurnout.toArray();
    expect(figure).toMatchObject({ partNumber: 12, slot: '11', votes: 2, by: 'Asha Verma' });
    expect(await db.outbox.toArray()).toContainEqual(
      expect.objectContaining({ table: 'officerTurnout', op: 'put', recordId: figure!.id }),
    );

    // Below the 11 o'clock figure at 1 pm, above it at 9, more than the part's voters: said.
    await enter('13', '1');
    expect(
      await screen.findByText('Less than the 11:00 am figure (2): the count only grows'),
    ).toBeInstanceOf(HTMLElement);
    await enter('09', '3');
    expect(await screen.findByText('More than the 11:00 am figure (2)')).toBeInstanceOf(
      HTMLElement,
    );
    await enter('13', '5');
    expect(await screen.findByText("More than the part's 3 voters")).toBeInstanceOf(HTMLElement);
    expect(await db.officerTurnout.count()).toBe(1);
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderScreen(<PollDayScreen />);
    expect(await screen.findByText('अधिकारी का आँकड़ा अभी नहीं आया।')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('आँकड़े का समय'), { target: { value: 'close' } });
    fireEvent.change(screen.getByLabelText(/^अब तक पड़े वोट/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'आँकड़ा सहेजें' }));
    expect(
      await screen.findByText('अधिकारी (मतदान समाप्ति पर): 3 · हमारी गिनती: 0 · अंतर 3'),
    ).toBeInstanceOf(HTMLElement);
  });
});
