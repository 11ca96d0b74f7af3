// The roll's list order as the home counts it (home-parts.ts); read by ListOrderReader only.
import { useMemo } from 'react';
import { db } from '../../db/instance.ts';
import { useListOrder } from '../../roll/index.ts';
import type { RollCounts } from './home-data.ts';
import { rollCounts } from './home-parts.ts';

/** Null while the list order is read, or while a newer one is (the tiles wait for it). */
export function useRollCounts(): RollCounts | null {
  const order = useListOrder(db, { onlyCurrent: true });
  return useMemo(() => order && rollCounts(order), [order]);
}
