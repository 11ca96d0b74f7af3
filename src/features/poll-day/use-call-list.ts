// The poll-day call list, live from the phone's database (supporters-to-vote.ts): it follows
// the voters' list order and every vote mark; the signed-in karyakarta's pannas are marked.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import { myPannaIds, useListOrder } from '../../roll/index.ts';
import { getSessionUser } from '../../sync/session.ts';
import type { CallList } from './supporters-to-vote.ts';
import { loadCallList } from './supporters-to-vote.ts';

/**
 * undefined while it is read. The order is kept while a newer one is read after a write, so a
 * sync's voters do not fold the panna groups into "In no panna" for a second mid-call.
 */
export function useCallList(): CallList | undefined {
  const order = useListOrder(db);
  return useLiveQuery(async () => {
    const mine = await myPannaIds(db, getSessionUser()?.email ?? '');
    return loadCallList(db, order, mine);
  }, [order]);
}
