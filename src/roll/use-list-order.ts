// The roll's list order (list-order.ts) as React state: null until it is first read, then the
// latest order read. Screens that can do better with it (serials, counts per part) render at
// once without it and again when it arrives.
import { useEffect, useState } from 'react';
import type { BoothDb } from '../db/database.ts';
import type { ListOrder } from './list-order.ts';
import { readyListOrder } from './list-order.ts';

/** How often to look again while the order is being read, or after the voters changed. */
const POLL_MS = 400;

/**
 * Once an order is in, it is kept while the next one is read after a write (a sync's page of
 * voters, an import): an open form or a walk list must not vanish or change under a thumb for
 * that second, and an order a write old only misses that write's voters until the new one is
 * in. `onlyCurrent` gives null instead while the newer one is read, for a screen that would
 * rather say it is counting than show counts a write old (the dashboard's tiles).
 */
export function useListOrder(db: BoothDb, { onlyCurrent = false } = {}): ListOrder | null {
  const [order, setOrder] = useState<ListOrder | null>(() => readyListOrder(db));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = readyListOrder(db);
      setOrder((had) => (had === now || (!onlyCurrent && !now) ? had : now));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [db, onlyCurrent]);
  return order;
}
