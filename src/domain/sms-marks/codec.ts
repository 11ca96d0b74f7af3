// One SMS of vote marks (issue 44): who sent it (the account's SMS key number), the part
// (assembly and part number), the minute of its earliest mark, and the serials marked, in one
// GSM-7 message of at most 160 characters that ends in an 8-character code (sign.ts). The
// serials go as the shorter of two codes, both read in one pass: Rice-coded gaps between the
// sorted serials (scattered marks), or a bitmap over their span (dense marks).
//
//   BP1 · key number · assembly · part · minute · code kind · serials · padding │ 8-char code
//   (the part after "BP1" is bits, six a character: bits.ts)
import { BitReader, BitWriter, GarbledError, expGolombBits, riceBits } from './bits.ts';

/** What every marks SMS starts with: "Booth Panel", version 1 of this layout. */
export const SMS_PREFIX = 'BP1';
/** One SMS of GSM-7 text. */
export const SMS_MAX_CHARS = 160;
/** The code at the end (48 bits of an HMAC, sign.ts). */
export const SMS_CODE_CHARS = 8;

export const SMS_LIMITS = {
  keyId: 2 ** 31 - 1,
  assembly: 9_999,
  part: 99_999,
  serial: 99_999,
  /** 26 bits of minutes: until the year 2147. */
  minute: 2 ** 26 - 1,
} as const;

/** Minute 0 of the message's clock: 2020-01-01 00:00 UTC. */
export const SMS_EPOCH_MS = Date.UTC(2020, 0, 1);

export type MarksMessage = {
  /** The number of the sender's SMS key: it names the account (server/services/sms-keys.ts). */
  keyId: number;
  /** The part's assembly (AC) number; 0 when its voters carry none. */
  assembly: number;
  part: number;
  /** Whole minutes since SMS_EPOCH_MS of the earliest mark the message carries. */
  minute: number;
  /** Roll serials voted, ascending, each once, from 1. */
  serials: number[];
};

export const minuteOf = (iso: string): number =>
  Math.floor((Date.parse(iso) - SMS_EPOCH_MS) / 60_000);

export const isoOfMinute = (minute: number): string =>
  new Date(SMS_EPOCH_MS + minute * 60_000).toISOString();

// The header's codes: small numbers short (a booth's key number, an AC, a part).
const K_KEY = 4;
const K_PLACE = 5;
const K_COUNT = 4;
const K_FIRST = 6;
const MINUTE_BITS = 26;
const RICE_K_BITS = 4;

type SerialCode = { kind: 'rice'; k: number; bits: number } | { kind: 'bitmap'; bits: number };

/** The shorter way to write these serials (ascending, unique, non-empty). */
function chooseCode(serials: readonly number[]): SerialCode {
  const first = serials[0]! - 1;
  const last = serials[serials.length - 1]!;
  const span = last - serials[0]!;
  const bitmap = 1 + expGolombBits(first, K_FIRST) + expGolombBits(span, K_FIRST) + span;
  let best: SerialCode = { kind: 'bitmap', bits: bitmap };
  for (let k = 0; k < 2 ** RICE_K_BITS; k++) {
    let bits =
      1 + expGolombBits(serials.length - 1, K_COUNT) + RICE_K_BITS + expGolombBits(first, K_FIRST);
    for (let i = 1; i < serials.length; i++) bits += riceBits(serials[i]! - serials[i - 1]! - 1, k);
    if (bits < best.bits) best = { kind: 'rice', k, bits };
  }
  return best;
}

function headerBits(m: MarksMessage): number {
  return (
    expGolombBits(m.keyId, K_KEY) +
    expGolombBits(m.assembly, K_PLACE) +
    expGolombBits(m.part, K_PLACE) +
    MINUTE_BITS
  );
}

/** Characters of the whole SMS these fields make, code included, without writing it. */
export function smsLength(m: MarksMessage): number {
  const bits = headerBits(m) + chooseCode(m.serials).bits;
  return SMS_PREFIX.length + Math.ceil(bits / 6) + SMS_CODE_CHARS;
}

function checkFields(m: MarksMessage): void {
  const whole = (n: number, max: number, min = 0) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(m.keyId, SMS_LIMITS.keyId, 1)) throw new RangeError(`key ${m.keyId}`);
  if (!whole(m.assembly, SMS_LIMITS.assembly)) throw new RangeError(`assembly ${m.assembly}`);
  if (!whole(m.part, SMS_LIMITS.part)) throw new RangeError(`part ${m.part}`);
  if (!whole(m.minute, SMS_LIMITS.minute)) throw new RangeError(`minute ${m.minute}`);
  if (!m.serials.length) throw new RangeError('no serials');
  m.serials.forEach((s, i) => {
    if (!whole(s, SMS_LIMITS.serial, 1) || (i > 0 && s <= m.serials[i - 1]!))
      throw new RangeError(`serials must ascend from 1 to ${SMS_LIMITS.serial}`);
  });
}

/** The message without its code: "BP1" and the bits (sign.ts adds the code). */
export function encodeMarks(m: MarksMessage): string {
  checkFields(m);
  const w = new BitWriter();
  w.expGolomb(m.keyId, K_KEY);
  w.expGolomb(m.assembly, K_PLACE);
  w.expGolomb(m.part, K_PLACE);
  w.fixed(m.minute, MINUTE_BITS);
  const code = chooseCode(m.serials);
  const first = m.serials[0]!;
  if (code.kind === 'bitmap') {
    w.bit(true);
    const last = m.serials[m.serials.length - 1]!;
    w.expGolomb(first - 1, K_FIRST);
    w.expGolomb(last - first, K_FIRST);
    const marked = new Set(m.serials);
    for (let s = first + 1; s <= last; s++) w.bit(marked.has(s));
  } else {
    w.bit(false);
    w.expGolomb(m.serials.length - 1, K_COUNT);
    w.fixed(code.k, RICE_K_BITS);
    w.expGolomb(first - 1, K_FIRST);
    for (let i = 1; i < m.serials.length; i++)
      w.rice(m.serials[i]! - m.serials[i - 1]! - 1, code.k);
  }
  return SMS_PREFIX + w.toText();
}

export type ReadMarks =
  | { ok: true; message: MarksMessage; signed: string; code: string }
  | { ok: false; reason: 'notMarks' | 'garbled'; detail: string };

/**
 * The marks SMS inside a received text: its first word that starts with "BP1" (an SMS app may
 * add a signature after it), read whole. `signed` is what the code covers. A text that holds
 * no such word is `notMarks`; one that does but cannot be read exactly is `garbled`.
 */
export function readMarks(text: string): ReadMarks {
  const word = text
    .trim()
    .split(/\s+/)
    .find((w) => w.startsWith(SMS_PREFIX));
  if (!word) return { ok: false, reason: 'notMarks', detail: 'no word starts with BP1' };
  if (word.length > SMS_MAX_CHARS || word.length < SMS_PREFIX.length + 1 + SMS_CODE_CHARS)
    return { ok: false, reason: 'garbled', detail: `length ${word.length}` };
  const signed = word.slice(0, -SMS_CODE_CHARS);
  const code = word.slice(-SMS_CODE_CHARS);
  try {
    new BitReader(code); // the code's characters too
    return { ok: true, message: decodeBits(signed.slice(SMS_PREFIX.length)), signed, code };
  } catch (err) {
    if (err instanceof GarbledError) return { ok: false, reason: 'garbled', detail: err.message };
    throw err;
  }
}

function decodeBits(payload: string): MarksMessage {
  const r = new BitReader(payload);
  const keyId = r.expGolomb(K_KEY, SMS_LIMITS.keyId);
  if (keyId < 1) throw new GarbledError('key 0');
  const assembly = r.expGolomb(K_PLACE, SMS_LIMITS.assembly);
  const part = r.expGolomb(K_PLACE, SMS_LIMITS.part);
  const minute = r.fixed(MINUTE_BITS);
  const serials: number[] = [];
  if (r.bit() === 1) {
    const first = r.expGolomb(K_FIRST, SMS_LIMITS.serial - 1) + 1;
    const span = r.expGolomb(K_FIRST, SMS_LIMITS.serial - first);
    if (span > r.left) throw new GarbledError('bitmap longer than the text');
    serials.push(first);
    for (let s = first + 1; s <= first + span; s++) if (r.bit()) serials.push(s);
    if (span > 0 && serials[serials.length - 1] !== first + span)
      throw new GarbledError('bitmap does not end on a mark');
  } else {
    const count = r.expGolomb(K_COUNT, SMS_LIMITS.serial - 1) + 1;
    const k = r.fixed(RICE_K_BITS);
    let s = r.expGolomb(K_FIRST, SMS_LIMITS.serial - 1) + 1;
    serials.push(s);
    for (let i = 1; i < count; i++) {
      s += r.rice(k, SMS_LIMITS.serial - s - 1) + 1;
      serials.push(s);
    }
  }
  r.end();
  const message = { keyId, assembly, part, minute, serials };
  // Only the shorter code is ever written: anything else was not made by encodeMarks.
  if (SMS_PREFIX + payload !== encodeMarks(message))
    throw new GarbledError('not written the way the app writes');
  return message;
}
