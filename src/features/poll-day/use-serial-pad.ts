// The serial pad's reads (serial-pad-data.ts): the parts on this phone, the agent's part (set
// once and kept on this phone), and that part's voters by serial, live, so a voter synced in
// or corrected shows at once.
import { useLocalStorage } from '@mantine/hooks';
import { db } from '../../db/instance.ts';
import type { PartRoll } from './serial-pad-data.ts';
import { loadPartRoll, partsOnPhone } from './serial-pad-data.ts';
import { sameItems, useLiveRead } from './use-live-read.ts';

/** undefined while they are read. */
export function usePartsOnPhone(): number[] | undefined {
  return useLiveRead(() => partsOnPhone(db), [], sameItems);
}

/**
 * The part the agent sits in: chosen once, remembered on this phone. A phone holding a single
 * part needs no choice.
 */
export function usePadPart(parts: number[] | undefined): [number | null, (part: number) => void] {
  const [chosen, setChosen] = useLocalStorage<number | null>({
    key: 'pollDayPart',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const held = chosen !== null && parts?.includes(chosen) ? chosen : null;
  const only = parts?.length === 1 ? parts[0]! : null;
  return [held ?? only, setChosen];
}

/** The part's voters by serial; undefined while read or when no part is chosen. */
export function usePartRoll(part: number | null): PartRoll | undefined {
  return useLiveRead(() => (part === null ? undefined : loadPartRoll(db, part)), [part]);
}
