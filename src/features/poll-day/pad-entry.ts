// What the agent's keys make of the digits (issue 44). A serial already marked, or one the part
// does not have, leaves nothing to tap; the next digit must then start the next call's serial,
// not grow this one. But while a serial is typed its first digits are serials too ("24" on the
// way to 241), often marked already by midday, so a repeat is only done once no serial of the
// part could grow from its digits, or once it has stood SETTLE_MS without a key.
import type { PartRoll } from './serial-pad-data.ts';

/** Serials run to 4 digits on a real part (about 1,500 voters); 5 allow for anything. */
export const MAX_SERIAL_DIGITS = 5;

/**
 * How long a repeat (or unknown serial) that could still grow waits for a next digit to grow
 * it: longer than a pause between two digits of one serial, shorter than the time from reading
 * "already marked" to the officer's next call.
 */
export const SETTLE_MS = 1_500;

export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'back' | 'clear';

/** The digits on the pad and when the last key came (ms, any clock the caller keeps). */
export type PadEntry = { digits: string; at: number };

export const EMPTY_ENTRY: PadEntry = { digits: '', at: 0 };

const isDigit = (key: string): boolean => key.length === 1 && key >= '0' && key <= '9';

/** A key the pad takes, from a pad button or a keyboard's key name; null for any other. */
export function padKeyOf(key: string): PadKey | null {
  if (isDigit(key)) return key as PadKey;
  if (key === 'back' || key === 'Backspace') return 'back';
  if (key === 'clear' || key === 'Escape') return 'clear';
  return null;
}

/** The first index of `sorted` holding a value >= `value`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Some serial of the part is longer than `digits` and starts with them. */
export function canGrow(roll: PartRoll, digits: string): boolean {
  if (!digits) return roll.serials.length > 0;
  const n = Number(digits);
  for (let scale = 10; digits.length + String(scale).length - 1 <= MAX_SERIAL_DIGITS; scale *= 10) {
    const from = n * scale;
    if (roll.last === null || from > roll.last) return false;
    const at = lowerBound(roll.serials, from);
    if (at < roll.serials.length && roll.serials[at]! < from + scale) return true;
  }
  return false;
}

/**
 * The digits show a serial that is done: a repeat or a serial the part lacks that cannot grow,
 * or that has stood SETTLE_MS. `repeat`: the lookup found a voter already marked, or nobody.
 */
export function entryDone(entry: PadEntry, repeat: boolean, roll: PartRoll, now: number): boolean {
  if (!repeat || !entry.digits) return false;
  return now - entry.at >= SETTLE_MS || !canGrow(roll, entry.digits);
}

/** The digits before a new serial starts: a digit after a done entry starts afresh. */
function typeDigit(digits: string, key: string): string {
  if (digits.length >= MAX_SERIAL_DIGITS) return digits;
  if (digits === '' && key === '0') return digits;
  return digits + key;
}

/**
 * The entry after a key. `done`: the current digits are a finished repeat or unknown serial
 * (entryDone), so a digit starts the next serial. No leading zero; ⌫ drops the last digit.
 */
export function pressKey(entry: PadEntry, key: PadKey, now: number, done = false): PadEntry {
  if (key === 'back') return { digits: entry.digits.slice(0, -1), at: now };
  if (key === 'clear') return { digits: '', at: now };
  return { digits: typeDigit(done ? '' : entry.digits, key), at: now };
}
