// The roll's list order (list-order.ts) as React state: null while it is being read, then the
// order of the current write generation. Screens that can do better with it (serials, counts
// per part) render at once without it and again when it arrives.
import { useEffect, useState } from 'react';
import type { BoothDb } from '../db/database.ts';
import type { ListOrder } from './list-order.ts';
import { readyListOrder } from './list-order.ts';

/** How often to look again while the order is being read, or after the voters changed. */
const POLL_MS = 400;

export function useListOrder(db: BoothDb): ListOrder | null {
  const [order, setOrder] = useState<ListOrder | null>(() => readyListOrder(db));
  useEffect(() => {
    const timer = setInterval(() => {
      const now = readyListOrder(db);
      setOrder((had) => (had === now ? had : now));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [db]);
  return order;
}
