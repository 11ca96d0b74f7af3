// The follow-ups screen's reads, live from the phone's database (follow-up-reads.ts): they
// follow every entry written here or synced in, and a revision applied on the server.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { FollowUpRecord } from '../../db/types.ts';
import { indiaDay } from '../../domain/follow-ups.ts';
import { menuPersonOf } from '../../domain/menu.ts';
import { myPannaIds } from '../../roll/index.ts';
import { getSessionUser } from '../../sync/session.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { agentsOn } from './booth-counts-data.ts';
import type { AgentToday, BoothRow } from './booth-counts-data.ts';
import {
  loadAllEntries,
  loadBoothRows,
  loadFollowUpList,
  loadForm7Candidates,
} from './follow-up-reads.ts';
import type { FollowUpList } from './follow-ups-data.ts';
import type { ObjectionPart } from './form7-data.ts';
import { formsBy } from './form-limit.ts';

/** The signed-in worker's list, their own pannas first; undefined while it is read. */
export function useFollowUpList(): FollowUpList | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(async () => {
    const mine = await myPannaIds(db, getSessionUser()?.email ?? '');
    return loadFollowUpList(db, mine);
  }, [userId]);
}

export type MyForms = {
  /** Every entry on the phone, for the sheet's limit check. */
  entries: FollowUpRecord[];
  /** The signed-in agent (the entries' owner). */
  agent: string;
  /** Today in India (YYYY-MM-DD) and the forms the agent filed on it. */
  today: string;
  filedToday: number;
};

/** The signed-in agent's forms against the daily limit; undefined while read. */
export function useMyForms(): MyForms | undefined {
  const agent = useSessionUserId() ?? '';
  const today = indiaDay();
  return useLiveQuery(async () => {
    const entries = await loadAllEntries(db);
    return { entries, agent, today, filedToday: formsBy(entries, agent, today) };
  }, [agent, today]);
}

/** Names to object to, per part; undefined while read. */
export function useForm7Candidates(): ObjectionPart[] | undefined {
  return useLiveQuery(() => loadForm7Candidates(db), []);
}

/** The coordinator's view: per booth, and each agent's forms today; undefined while read. */
export function useBoothView(): { rows: BoothRow[]; agents: AgentToday[] } | undefined {
  const today = indiaDay();
  return useLiveQuery(async () => {
    const [rows, entries] = await Promise.all([loadBoothRows(db), loadAllEntries(db)]);
    return { rows, agents: agentsOn(entries, today) };
  }, [today]);
}

/** Coordinators and the admin see the per-booth view (menu.ts draws the same line). */
export function useIsCoordinator(): boolean {
  useSessionUserId(); // again on sign-in/out
  return menuPersonOf(getSessionUser()) !== 'boothWorker';
}
