// The digits on the agent's pad and what they find (pad-entry.ts, serial-pad-data.ts). `press`
// never changes, so the keys are drawn once; a digit re-renders only what shows the digits.
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { PadEntry, PadKey } from './pad-entry.ts';
import { EMPTY_ENTRY, SETTLE_MS, canGrow, entryDone, pressKey } from './pad-entry.ts';
import type { VotedMark } from './poll-day-data.ts';
import type { PadLookup, PartRoll } from './serial-pad-data.ts';
import { isRepeat, lookUpSerial } from './serial-pad-data.ts';

export type PadEntryState = {
  digits: string;
  found: PadLookup;
  /** The digits are a repeat or an unknown serial that the next digit replaces. */
  done: boolean;
  press: (key: PadKey) => void;
};

type Press = { key: PadKey; at: number };

export function usePadEntry(
  roll: PartRoll | undefined,
  marks: ReadonlyMap<string, VotedMark>,
): PadEntryState {
  // The reducer of the latest render judges a key by the voters and marks shown at that time.
  const [entry, dispatch] = useReducer((e: PadEntry, { key, at }: Press) => {
    const done =
      roll !== undefined && entryDone(e, isRepeat(lookUpSerial(roll, e.digits, marks)), roll, at);
    return pressKey(e, key, at, done);
  }, EMPTY_ENTRY);
  const press = useCallback((key: PadKey) => dispatch({ key, at: Date.now() }), []);

  const found = lookUpSerial(roll, entry.digits, marks);
  const repeat = isRepeat(found);
  const grows = roll !== undefined && canGrow(roll, entry.digits);
  // A repeat that could still grow is done once it has stood SETTLE_MS: shown then, not later.
  const [settled, setSettled] = useState<PadEntry | null>(null);
  useEffect(() => {
    if (!repeat || !grows) return;
    const timer = setTimeout(
      () => setSettled(entry),
      Math.max(0, entry.at + SETTLE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [entry, repeat, grows]);
  const done = repeat && entry.digits !== '' && (!grows || settled === entry);
  return { digits: entry.digits, found, done, press };
}
