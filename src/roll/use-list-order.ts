// The roll's list order (list-order.ts) as React state: null while it is being read, then the
// order of the current write generation. Screens that can do better with it (serials, counts
// per part) render at once without it and again when it arrives.
import { useEffect, useState } from 'react';
import type { BoothDb } from '../db/database.ts';
import type { ListOrder } from './list-order.ts';
import { readyListOrder } from './list-order.ts';

/** How often to look again while the order is being read, or after the voters changed. */
const POLL_MS = 400;

/**
 * `steady`: once an order is in, keep it while the next one is read after a write (a sync's
 * page of voters, an import), instead of going back to null. For screens a worker is acting
 * on: an open form or a walk list must not vanish or change under a thumb for that second;
 * an order a write old only misses the voters of that write until the new one is in.
 */
export function useListOrder(db: BoothDb, { steady = false } = {}): ListOrder | null {
  const [order, setOrder] = useState<ListOrder | null>(() => readyListOrder(db));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = readyListOrder(db);
      setOrder((had) => (had === now || (steady && !now) ? had : now));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [db, steady]);
  return order;
}
