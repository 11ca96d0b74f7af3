// The panna screen's reads, live from the phone's database (panna-data.ts): the voters' list
// order, the current pannas with their counts, and the karyakartas a panna can go to.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { ListOrder, PannaRow } from '../../roll/index.ts';
import { loadPannas, useListOrder } from '../../roll/index.ts';
import { karyakartas } from './panna-data.ts';

/**
 * Each is undefined while it is read (`order` is null until the list order is first built, then
 * kept while a newer one is read: the open form must not close when a sync brings voters).
 */
export function usePannas(): {
  order: ListOrder | null;
  pannas: PannaRow[] | undefined;
  members: MemberRecord[] | undefined;
} {
  const order = useListOrder(db);
  const pannas = useLiveQuery(() => loadPannas(db, order), [order]);
  const members = useLiveQuery(() => karyakartas(db), []);
  return { order, pannas, members };
}
