// Reads the roll's list order for the dashboard's per-part counts and hands it up. A chunk of
// its own, rendered only when the phone holds voters: the roll's query code stays out of the
// dashboard of a phone with an empty roll (issue 45).
import { useEffect } from 'react';
import type { RollCounts } from './home-data.ts';
import { useRollCounts } from './use-roll-counts.ts';

/** Calls `onOrder` with each list order read (null while a newer one is being read). */
export function ListOrderReader({ onOrder }: { onOrder: (order: RollCounts | null) => void }) {
  const counts = useRollCounts();
  useEffect(() => onOrder(counts), [counts, onOrder]);
  // The home forgets the order when the roll is emptied (this reader then leaves).
  useEffect(() => () => onOrder(null), [onOrder]);
  return null;
}
