// Marks by SMS (issue 44): the pack/unpack module the phone and the server share
// (src/domain/sms-marks/). Property tests: every message round-trips, none is over 160
// characters, a 1,200-voter booth's marks go at least 40 to a message, and a damaged, cut or
// made-up text is refused, never read as other marks.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SMS_ALPHABET } from '../../src/domain/sms-marks/bits.ts';
import type { MarksMessage } from '../../src/domain/sms-marks/codec.ts';
import {
  SMS_LIMITS,
  SMS_MAX_CHARS,
  encodeMarks,
  isoOfMinute,
  minuteOf,
  readMarks,
  smsLength,
} from '../../src/domain/sms-marks/codec.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import type { WaitingMark } from '../../src/domain/sms-marks/pack.ts';
import { packMarks } from '../../src/domain/sms-marks/pack.ts';
import { codeMatches, signMarks } from '../../src/domain/sms-marks/sign.ts';
import { isApplePhone, smsLink } from '../../src/domain/sms-marks/sms-link.ts';

const KEY = 'n1C8Yx2qS0W6yJq0bY0m0s6B1uXr3F9pZlE7xG0c2aQ';
const OTHER_KEY = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

const sortedSet = (max: number, minLength = 1, maxLength = 300) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max }), { minLength, maxLength, size: 'max' })
    .map((a) => [...a].sort((x, y) => x - y));

const messageArb = (maxSerial: number = SMS_LIMITS.serial): fc.Arbitrary<MarksMessage> =>
  fc.record({
    keyId: fc.integer({ min: 1, max: SMS_LIMITS.keyId }),
    assembly: fc.integer({ min: 0, max: SMS_LIMITS.assembly }),
    part: fc.integer({ min: 0, max: SMS_LIMITS.part }),
    minute: fc.integer({ min: 0, max: SMS_LIMITS.minute }),
    serials: sortedSet(maxSerial, 1, 45),
  });

/** A booth's waiting marks: a random share of its voters, tapped over the last hours. */
const boothMarks = (voters: number, part = 121) =>
  fc
    .tuple(sortedSet(voters, 1, voters), fc.integer({ min: 0, max: 3 * 3600 }))
    .map(([serials, spreadS]) =>
      serials.map((serial, i): WaitingMark => ({
        assembly: 173,
        part,
        serial,
        markedAt: new Date(
          Date.UTC(2027, 1, 14, 8) + ((i * 7919) % (spreadS + 1)) * 1000,
        ).toISOString(),
      })),
    );

describe('one message', () => {
  test('round-trips: what is signed is read back exactly, and its code matches', async () => {
    await fc.assert(
      fc.asyncProperty(messageArb(), async (m) => {
        fc.pre(smsLength(m) <= SMS_MAX_CHARS);
        const text = await signMarks(encodeMarks(m), KEY);
        expect(text).toHaveLength(smsLength(m));
        const read = readMarks(text);
        expect(read.ok && read.message).toEqual(m);
        expect(read.ok && (await codeMatches(read.signed, read.code, KEY))).toBe(true);
        expect(read.ok && (await codeMatches(read.signed, read.code, OTHER_KEY))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  test('uses only the 64 characters every phone and gateway pass unchanged', () => {
    fc.assert(
      fc.property(messageArb(), (m) => {
        expect([...encodeMarks(m)].every((c) => SMS_ALPHABET.includes(c))).toBe(true);
        expect(encodeURIComponent(encodeMarks(m))).toBe(encodeMarks(m));
      }),
    );
  });

  test('a signature an SMS app adds after the marks, and spaces around them, are left out', async () => {
    const m = { keyId: 7, assembly: 173, part: 12, minute: 3_700_000, serials: [3, 4, 90] };
    const text = await signMarks(encodeMarks(m), KEY);
    const read = readMarks(`  ${text}\nSent from my phone`);
    expect(read.ok && read.message).toEqual(m);
  });

  test('the minute is the earliest mark’s, to the minute', () => {
    const at = '2027-02-14T07:31:59.900Z';
    expect(isoOfMinute(minuteOf(at))).toBe('2027-02-14T07:31:00.000Z');
  });
});

describe('garbled text is refused', () => {
  test('any one character changed: not read, or its code does not match', async () => {
    await fc.assert(
      fc.asyncProperty(
        messageArb(2000),
        fc.nat(),
        fc.constantFrom(...SMS_ALPHABET, ' ', '@', 'é', '?'),
        async (m, at, c) => {
          fc.pre(smsLength(m) <= SMS_MAX_CHARS);
          const text = await signMarks(encodeMarks(m), KEY);
          const i = 3 + (at % (text.length - 3));
          fc.pre(text[i] !== c);
          const bad = text.slice(0, i) + c + text.slice(i + 1);
          const read = readMarks(bad);
          if (read.ok) expect(await codeMatches(read.signed, read.code, KEY)).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('cut short or run on: not read, or its code does not match', async () => {
    await fc.assert(
      fc.asyncProperty(
        messageArb(2000),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        async (m, n, cut) => {
          fc.pre(smsLength(m) <= SMS_MAX_CHARS);
          const text = await signMarks(encodeMarks(m), KEY);
          const bad = cut ? text.slice(0, -n) : text + 'A'.repeat(n);
          const read = readMarks(bad);
          if (read.ok) expect(await codeMatches(read.signed, read.code, KEY)).toBe(false);
        },
      ),
    );
  });

  test('made-up text after "BP1" is never taken as marks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom(...SMS_ALPHABET), minLength: 0, maxLength: 157 }),
        async (rest) => {
          const read = readMarks(`BP1${rest}`);
          if (read.ok) expect(await codeMatches(read.signed, read.code, KEY)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('what is not a marks SMS says so; what cannot be read says garbled', () => {
    expect(readMarks('Hello, is the booth open?')).toMatchObject({ ok: false, reason: 'notMarks' });
    expect(readMarks('')).toMatchObject({ ok: false, reason: 'notMarks' });
    expect(readMarks('BP1@@@@@@@@@@@@')).toMatchObject({ ok: false, reason: 'garbled' });
    expect(readMarks(`BP1${'A'.repeat(200)}`)).toMatchObject({ ok: false, reason: 'garbled' });
    expect(readMarks('BP1AAAAAAAA')).toMatchObject({ ok: false, reason: 'garbled' });
  });
});

describe('packing waiting marks', () => {
  test('no message is over 160 characters; every serial goes once, each message one part', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(boothMarks(1200, 0), { minLength: 1, maxLength: 3 }),
        async (booths) => {
          const marks = booths.flatMap((b, part) => b.map((m) => ({ ...m, part: part + 10 })));
          const packed = packMarks(42, marks);
          for (const p of packed) {
            const text = await signMarks(encodeMarks(p.message), KEY);
            expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
            expect(new Set(p.marks.map((m) => m.part))).toEqual(new Set([p.message.part]));
            expect(p.message.minute).toBe(Math.min(...p.marks.map((m) => minuteOf(m.markedAt))));
          }
          const sent = packed.flatMap((p) =>
            p.message.serials.map((s) => `${p.message.part}/${s}`),
          );
          expect(sent.sort()).toEqual(marks.map((m) => `${m.part}/${m.serial}`).sort());
          expect(packed.flatMap((p) => p.marks)).toHaveLength(marks.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('a 1,200-voter booth: at least 40 marks in every message but its last', () => {
    fc.assert(
      fc.property(boothMarks(1200), (marks) => {
        const packed = packMarks(42, marks);
        for (const p of packed.slice(0, -1))
          expect(p.message.serials.length).toBeGreaterThanOrEqual(40);
        if (marks.length >= 40)
          expect(packed[0]!.message.serials.length).toBeGreaterThanOrEqual(40);
      }),
      { numRuns: 200 },
    );
  });

  test('even 40 serials spread over the largest part fit in one message', () => {
    fc.assert(
      fc.property(
        sortedSet(SMS_LIMITS.serial, 40, 40),
        fc.integer({ min: 1, max: 1e6 }),
        (serials, keyId) => {
          const m = { keyId, assembly: 9999, part: 99_999, minute: SMS_LIMITS.minute, serials };
          expect(smsLength(m)).toBeLessThanOrEqual(SMS_MAX_CHARS);
        },
      ),
    );
  });

  test('the same serial marked twice goes once; a mark the codec cannot carry stays behind', () => {
    const at = '2027-02-14T08:00:00.000Z';
    const marks = [
      { assembly: 173, part: 12, serial: 5, markedAt: at },
      { assembly: 173, part: 12, serial: 5, markedAt: '2027-02-14T08:05:00.000Z' },
      { assembly: 173, part: 12, serial: SMS_LIMITS.serial + 1, markedAt: at },
    ];
    const packed = packMarks(1, marks);
    expect(packed.map((p) => p.message.serials)).toEqual([[5]]);
    expect(packed[0]!.marks).toHaveLength(2);
  });
});

describe('the rest of the module', () => {
  test('a first mark’s id is the same from either side, whatever the case of the ids', () => {
    const account = '0190a4b2-1c3d-7e5f-8a9b-0c1d2e3f4a5b';
    const voter = '0190A4B2-1C3D-7E5F-8A9B-0C1D2E3F4A6C';
    expect(firstMarkId(account, voter)).toBe(
      firstMarkId(account.toUpperCase(), voter.toLowerCase()),
    );
    expect(firstMarkId(account, voter)).not.toBe(firstMarkId(voter, account));
    expect(firstMarkId(account, voter)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test('the SMS link: "?body=" for Android, "&body=" for the iPhone', () => {
    expect(smsLink('+919876543210', 'BP1xyz-.', false)).toBe('sms:+919876543210?body=BP1xyz-.');
    expect(smsLink('+919876543210', 'BP1xyz-.', true)).toBe('sms:+919876543210&body=BP1xyz-.');
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
    expect(isApplePhone(android)).toBe(false);
    expect(isApplePhone(iphone)).toBe(true);
    expect(isApplePhone(ipad, 5)).toBe(true);
    expect(isApplePhone(ipad, 0)).toBe(false);
  });
});
