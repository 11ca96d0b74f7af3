// Marks by SMS on the phone (issue 44), on Dexie over fake-indexeddb: a first voted mark takes
// the id the server gives the same tap by SMS; the waiting list holds the marks an SMS can carry
// (not undos, not second marks, not voters without a serial); the prepared SMS read back as
// exactly those serials, signed with the kept key; handed marks are remembered until data
// takes them.
import { describe, expect, test } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { setMeta } from '../../src/db/meta.ts';
import type { Writer } from '../../src/db/writer.ts';
import { readMarks } from '../../src/domain/sms-marks/codec.ts';
import type { SmsKey } from '../../src/domain/sms-marks/gateway.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { codeMatches } from '../../src/domain/sms-marks/sign.ts';
import { markVoted } from '../../src/features/poll-day/poll-day-data.ts';
import { readSmsKey, smsKeyName } from '../../src/features/poll-day/sms-key.ts';
import { prepareSms } from '../../src/features/poll-day/sms-prepare.ts';
import { loadWaitingForData, noteHanded } from '../../src/features/poll-day/sms-waiting.ts';
import { freshDb } from '../utils/unit/sync-helpers.ts';

const ME: Writer = { userId: '0190a4b2-1c3d-7e5f-8a9b-0c1d2e3f4a5b', scope: 'up/booth-12' };
const KEY: SmsKey = {
  keyId: 77,
  key: 'n1C8Yx2qS0W6yJq0bY0m0s6B1uXr3F9pZlE7xG0c2aQ',
  issuedAt: new Date(Date.now() - 86_400_000).toISOString(),
  expiresAt: new Date(Date.now() + 29 * 86_400_000).toISOString(),
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

async function booth() {
  const db = freshDb();
  const voter = (serialNumber: number | undefined, partNumber = 12) =>
    createRecord(db, ME, 'voters', {
      firstName: `V${serialNumber}`,
      partNumber,
      assemblyNumber: 173,
      ...(serialNumber ? { serialNumber } : {}),
    });
  const voters = {
    s5: await voter(5),
    s9: await voter(9),
    s40: await voter(40),
    none: await voter(undefined),
    p13: await voter(3, 13),
  };
  return { db, voters };
}

describe('the id of a voted mark', () => {
  test('a first voted mark takes the SMS id; an undo and a later mark take fresh ones', async () => {
    const { db, voters } = await booth();
    const first = await markVoted(db, ME, voters.s5, true, 'Asha');
    expect(first).toBe(firstMarkId(ME.userId, voters.s5));
    await tick();
    const undo = await markVoted(db, ME, voters.s5, false, 'Asha');
    await tick();
    const again = await markVoted(db, ME, voters.s5, true, 'Asha');
    expect(new Set([first, undo, again]).size).toBe(3);
    expect(again).not.toBe(firstMarkId(ME.userId, voters.s5));
    // Another account's first mark of the same voter has its own.
    const other: Writer = { userId: '0190a4b2-1c3d-7e5f-8a9b-0c1d2e3f4a99', scope: ME.scope };
    expect(await markVoted(db, other, voters.s5, true, 'Ravi')).toBe(
      firstMarkId(other.userId, voters.s5),
    );
  });

  test('two quick taps on one voter write two marks, not a clash of ids', async () => {
    const { db, voters } = await booth();
    const [a, b] = await Promise.all([
      markVoted(db, ME, voters.s9, true, 'Asha'),
      markVoted(db, ME, voters.s9, true, 'Asha'),
    ]);
    expect(a).not.toBe(b);
    expect([a, b]).toContain(firstMarkId(ME.userId, voters.s9));
  });
});

describe('marks waiting for data', () => {
  test('lists the first marks an SMS can carry; everything else only data carries', async () => {
    const { db, voters } = await booth();
    await markVoted(db, ME, voters.s40, true, 'Asha');
    await markVoted(db, ME, voters.s5, true, 'Asha');
    await markVoted(db, ME, voters.p13, true, 'Asha');
    await markVoted(db, ME, voters.none, true, 'Asha'); // no serial
    await markVoted(db, ME, voters.s9, true, 'Asha');
    await tick(); // a later tap: a later time
    await markVoted(db, ME, voters.s9, false, 'Asha'); // undone: neither goes by SMS
    const waiting = await loadWaitingForData(db, ME.userId);
    expect(waiting.marks.map((m) => [m.part, m.serial])).toEqual([
      [12, 40],
      [12, 5],
      [13, 3],
    ]);
    expect(waiting.dataOnly).toBe(3);
    // Once the server acknowledged a mark, it no longer waits.
    const entry = await db.outbox
      .where('[table+recordId]')
      .equals(['voteMarks', waiting.marks[0]!.id])
      .first();
    await db.outbox.delete(entry!.seq!);
    expect((await loadWaitingForData(db, ME.userId)).marks).toHaveLength(2);
  });

  test('prepares one signed SMS per part that reads back as exactly those serials', async () => {
    const { db, voters } = await booth();
    for (const v of [voters.s40, voters.s5, voters.s9, voters.p13])
      await markVoted(db, ME, v, true, 'Asha');
    const waiting = await loadWaitingForData(db, ME.userId);
    expect(await prepareSms(db, ME.userId, waiting.marks, '+919000000001', false)).toEqual({
      ok: false,
      problem: 'noKey',
    });
    await setMeta(db, smsKeyName(ME.userId), JSON.stringify(KEY));
    expect(await readSmsKey(db, ME.userId)).toEqual(KEY);
    const prepared = await prepareSms(db, ME.userId, waiting.marks, '+919000000001', false);
    if (!prepared.ok) throw new Error('not prepared');
    expect(prepared.messages.map((m) => [m.part, m.count])).toEqual([
      [12, 3],
      [13, 1],
    ]);
    const first = prepared.messages[0]!;
    expect(first.link).toBe(`sms:+919000000001?body=${first.text}`);
    const read = readMarks(first.text);
    expect(read.ok && read.message).toMatchObject({
      keyId: 77,
      assembly: 173,
      part: 12,
      serials: [5, 9, 40],
    });
    expect(read.ok && (await codeMatches(read.signed, read.code, KEY.key))).toBe(true);
    expect(first.ids.sort()).toEqual(
      [voters.s5, voters.s9, voters.s40].map((v) => firstMarkId(ME.userId, v)).sort(),
    );
  });

  test('a key past its end is not used', async () => {
    const db = freshDb();
    await setMeta(
      db,
      smsKeyName(ME.userId),
      JSON.stringify({ ...KEY, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(await readSmsKey(db, ME.userId)).toBeNull();
  });

  test('remembers the marks handed to the SMS app while they wait', async () => {
    const { db, voters } = await booth();
    const a = await markVoted(db, ME, voters.s5, true, 'Asha');
    const b = await markVoted(db, ME, voters.s9, true, 'Asha');
    await noteHanded(db, ME.userId, [a, 'not-waiting'], '2027-02-14T08:00:00.000Z');
    expect((await loadWaitingForData(db, ME.userId)).handed).toEqual({
      [a]: '2027-02-14T08:00:00.000Z',
    });
    await noteHanded(db, ME.userId, [b], '2027-02-14T08:05:00.000Z');
    expect(Object.keys((await loadWaitingForData(db, ME.userId)).handed).sort()).toEqual(
      [a, b].sort(),
    );
  });
});
