// Door to Door's reads and its one write, bound to the app database, so the screens read
// through hooks and write through a command (walk-data.ts holds the database functions).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { getSessionUser } from '../../sync/session.ts';
import { loadPannas, myPannaIds, pannaVoterIds, useListOrder } from '../../roll/index.ts';
import type { VisitInput } from './walk-data.ts';
import { firstPartOnPhone, loadWalkList, recordVisits, visitHistory } from './walk-data.ts';

/**
 * The walk list on screen: the part (or panna) chosen — my own panna first when I have one,
 * `pannaChoice` '' for the whole part — its households in roll order and how many are visited;
 * `mine` holds the panna holders that are me.
 */
export function useWalk(chosenPart: number | null, pannaChoice: string | undefined) {
  const order = useListOrder(db);
  const pannas = useLiveQuery(() => loadPannas(db, order), [order]);
  const mine = useLiveQuery(() => myPannaIds(db, getSessionUser()?.email ?? ''), []);
  const myFirst = pannas?.find((p) => mine?.has(p.memberId));
  const pannaId = pannaChoice ?? myFirst?.pannaId ?? '';
  const panna = pannas?.find((p) => p.pannaId === pannaId);
  // Until the order is in (after a first sync's last page), the first part by its index. An
  // order read before the first page came holds no part: the index answers as soon as that page
  // is written, without waiting for the order to be read again (its settle time and poll).
  const firstPart = useLiveQuery(
    () => (order?.parts.length ? null : firstPartOnPhone(db)),
    [order],
  );
  const part = panna?.partNumber ?? chosenPart ?? order?.parts[0] ?? firstPart ?? null;
  const inPanna =
    panna && order
      ? new Set(pannaVoterIds(order, panna.partNumber, panna.fromSerial, panna.toSerial))
      : null;
  const walk = useLiveQuery(
    () => (part === null ? undefined : loadWalkList(db, part, inPanna ?? undefined)),
    [part, pannaId, order],
  );
  return { order, pannas, mine, pannaId, part, walk };
}

/** A voter's earlier visits, newest first. */
export const useVisitHistory = (voterId: string) =>
  useLiveQuery(() => visitHistory(db, voterId), [voterId]);

/** Record a visit for these voters as the signed-in person; false when no one is signed in. */
export async function saveVisits(voterIds: string[], input: VisitInput): Promise<boolean> {
  const author = currentAuthor();
  if (!author) return false;
  await recordVisits(db, author.writer, voterIds, input, author.name);
  return true;
}
