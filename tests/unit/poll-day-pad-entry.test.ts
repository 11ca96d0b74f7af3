// The pad's digits (issue 44): keys make a serial; a repeat or a serial outside the part is done
// — the next digit starts the next serial — once no serial of the part could grow from it, or
// once it has stood SETTLE_MS; while a longer serial could still follow, a digit grows it.
import { describe, expect, it } from 'vitest';
import type { VoterRecord } from '../../src/db/types.ts';
import type { PadEntry, PadKey } from '../../src/features/poll-day/pad-entry.ts';
import {
  EMPTY_ENTRY,
  SETTLE_MS,
  canGrow,
  entryDone,
  padKeyOf,
  pressKey,
} from '../../src/features/poll-day/pad-entry.ts';
import type { PartRoll } from '../../src/features/poll-day/serial-pad-data.ts';
import { isRepeat, lookUpSerial } from '../../src/features/poll-day/serial-pad-data.ts';

/** A part whose voters hold these serials; voter ids are `v<serial>`. */
function partWith(serials: number[]): PartRoll {
  const sorted = [...serials].sort((a, b) => a - b);
  return {
    part: 12,
    bySerial: new Map(sorted.map((s) => [s, { id: `v${s}` } as VoterRecord])),
    serials: sorted,
    first: sorted[0] ?? null,
    last: sorted.at(-1) ?? null,
  };
}

const ONE_TO = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * Keys typed as the screen types them (use-pad-entry.ts): each judged by the entry before it,
 * `gap` ms apart; `voted` are the serials already marked.
 */
function typeOn(roll: PartRoll, voted: number[], keys: string, gap = 300): PadEntry {
  const marks = new Map(voted.map((s) => [`v${s}`, { by: 'Asha', markedAt: '' }]));
  let entry = EMPTY_ENTRY;
  let now = 1_000_000;
  for (const k of keys.split(' ')) {
    now += gap;
    const done = entryDone(entry, isRepeat(lookUpSerial(roll, entry.digits, marks)), roll, now);
    entry = pressKey(entry, padKeyOf(k)!, now, done);
  }
  return entry;
}

describe('pad keys', () => {
  it('make a serial: no leading zero, at most five digits, back and clear', () => {
    const roll = partWith(ONE_TO(99_999));
    const typed = (keys: string) => typeOn(roll, [], keys).digits;
    expect(typed('0 4 5')).toBe('45');
    expect(typed('1 2 3 4 5 6')).toBe('12345');
    expect(typed('4 5 back')).toBe('4');
    expect(typed('4 5 clear 7')).toBe('7');
    expect(typed('4 5 Backspace')).toBe('4');
    expect(typed('4 5 Escape 7')).toBe('7');
  });

  it('takes keyboard names and pad keys, nothing else', () => {
    const keys: (PadKey | null)[] = ['7', 'back', 'back', 'clear', 'clear', null, null];
    expect(['7', 'Backspace', 'back', 'Escape', 'clear', 'x', 'Enter'].map(padKeyOf)).toEqual(keys);
  });

  it('knows which serials could still grow from the digits typed', () => {
    const roll = partWith([...ONE_TO(1200).filter((s) => s !== 24), 2401]);
    expect(canGrow(roll, '2')).toBe(true);
    expect(canGrow(roll, '24')).toBe(true); // 240…249
    expect(canGrow(roll, '120')).toBe(true); // 1200
    expect(canGrow(roll, '121')).toBe(false); // 1210 is past the last serial
    expect(canGrow(roll, '240')).toBe(true); // 2401, four digits on
    expect(canGrow(roll, '999')).toBe(false);
    expect(canGrow(roll, '1200')).toBe(false);
    expect(canGrow(partWith([]), '1')).toBe(false);
  });
});

describe('after a repeat or a serial outside the part', () => {
  const roll = partWith(ONE_TO(1200));

  it('the next digit starts a new serial when no serial could grow from it', () => {
    // 450 was marked; 450 cannot grow (4500 is past 1,200): the next call's 7 starts afresh.
    expect(typeOn(roll, [450], '4 5 0 7').digits).toBe('7');
    // 1250 is no serial of the part, nor the start of one.
    expect(typeOn(roll, [], '1 2 5 0 3').digits).toBe('3');
    // A repeat never keeps a leading zero either.
    expect(typeOn(roll, [450], '4 5 0 0').digits).toBe('');
  });

  it('a digit grows a repeat that could still become a longer serial', () => {
    // 24 is marked; typing 241 passes through it.
    expect(typeOn(roll, [24], '2 4 1').digits).toBe('241');
    // A part without serial 24 (deleted): typing 241 passes through a serial it lacks.
    const gap = partWith(ONE_TO(1200).filter((s) => s !== 24));
    expect(typeOn(gap, [], '2 4 1').digits).toBe('241');
  });

  it('once it has stood SETTLE_MS the next digit starts a new serial', () => {
    expect(typeOn(roll, [24], '2 4 1', SETTLE_MS).digits).toBe('1');
    expect(typeOn(roll, [24], '2 4 1', SETTLE_MS - 1).digits).toBe('241');
  });

  it('a voter found and not marked is not done: digits grow', () => {
    expect(typeOn(roll, [], '2 4 1', SETTLE_MS * 2).digits).toBe('241');
  });

  it('says when the entry is done, for the screen to show it', () => {
    const marks = new Map([['v24', { by: 'Asha', markedAt: '' }]]);
    const entry = { digits: '24', at: 0 };
    const repeat = isRepeat(lookUpSerial(roll, '24', marks));
    expect(repeat).toBe(true);
    expect(entryDone(entry, repeat, roll, SETTLE_MS - 1)).toBe(false);
    expect(entryDone(entry, repeat, roll, SETTLE_MS)).toBe(true);
    expect(entryDone({ digits: '450', at: 0 }, true, roll, 0)).toBe(true);
    expect(entryDone({ digits: '450', at: 0 }, false, roll, SETTLE_MS)).toBe(false);
  });
});
