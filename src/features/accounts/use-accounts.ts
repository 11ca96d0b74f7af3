// The accounts list for the candidate manager: the server's (or the cached copy offline),
// then the creations still waiting in the outbox, newest first.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../../db/instance.ts';
import type { RequestEntry } from '../../db/types.ts';
import type { UserSummary } from '../../domain/users.ts';
import { loadAccounts, pendingAccounts } from './account-api.ts';

export type AccountRow = UserSummary & { pending?: true };

/** Where the listed accounts came from: the server, the copy kept offline, or nowhere yet
 * (offline before the list was ever loaded: accounts can still be added, they wait). */
export type AccountsSource = 'server' | 'cached' | 'none';

export type AccountsState =
  { kind: 'loading' } | { kind: 'ready'; rows: AccountRow[]; source: AccountsSource };

export function useAccounts(userId: string | null): AccountsState & { reload: () => void } {
  const [state, setState] = useState<AccountsState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const queued = useLiveQuery(
    async () =>
      userId
        ? ((await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray()).filter(
            (e) => e.kind === 'request',
          ) as RequestEntry[])
        : [],
    [userId],
  );
  useEffect(() => {
    let live = true;
    loadAccounts(db).then(
      ({ users, cached }) =>
        live && setState({ kind: 'ready', rows: users, source: cached ? 'cached' : 'server' }),
      () => live && setState({ kind: 'ready', rows: [], source: 'none' }),
    );
    return () => {
      live = false;
    };
    // A queued call that went out changes the list: load it again.
  }, [round, queued?.length]);
  if (state.kind !== 'ready') return { ...state, reload };
  const waiting = pendingAccounts(queued ?? []).reverse();
  return { ...state, rows: [...waiting, ...state.rows], reload };
}
