// My profile for the screen: the cached copy at once (a 2G answer can take many seconds),
// then the server's. Only with no copy on the phone does a failed load become an error.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../db/instance.ts';
import type { LoadedProfile } from './profile-api.ts';
import {
  cacheProfile,
  fetchMyProfile,
  pendingProfileSaves,
  readCachedProfile,
} from './profile-api.ts';
import { useReloadWhenSent } from '../../sync/use-reload-when-sent.ts';

export type MyProfileState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `stale`: the server could not be reached, so this is the copy last loaded. */
  | ({ kind: 'ready'; stale: boolean } & LoadedProfile);

export type MyProfile = {
  state: MyProfileState;
  /** Load again (Retry); the error panel turns back into the loading text. */
  reload: () => void;
  /** Show what a save left (already cached by the save). */
  saved: (loaded: LoadedProfile) => void;
  /** My saves still waiting in the outbox for the network. */
  waiting: number;
};

export function useMyProfile(userId: string | null): MyProfile {
  const [state, setState] = useState<MyProfileState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  // Bumped by every save: a load that started before it must not put older values back.
  const saves = useRef(0);

  const reload = useCallback(() => {
    setState((s) => (s.kind === 'failed' ? { kind: 'loading' } : s));
    setRound((r) => r + 1);
  }, []);

  const saved = useCallback((loaded: LoadedProfile) => {
    saves.current += 1;
    setState({ kind: 'ready', stale: false, ...loaded });
  }, []);

  // A queued save that has gone out: load again for the server's own version.
  const waiting = useLiveQuery(
    async () => (userId ? (await pendingProfileSaves(db, userId)).length : 0),
    [userId],
  );
  useReloadWhenSent(waiting, reload);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const started = saves.current;
    const current = () => live && saves.current === started;
    void (async () => {
      const cached = await readCachedProfile(db, userId).catch(() => null);
      if (cached && current())
        setState((s) => (s.kind === 'ready' ? s : { kind: 'ready', stale: false, ...cached }));
      try {
        // Offline the request can only fail; say so at once instead of after a timeout.
        if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Error('offline');
        const fresh = await fetchMyProfile(db, userId);
        if (saves.current !== started) return;
        await cacheProfile(db, fresh);
        if (current()) setState({ kind: 'ready', stale: false, ...fresh });
      } catch (err) {
        if (!current()) return;
        console.warn('Profile load failed', err);
        setState((s) => (s.kind === 'ready' ? { ...s, stale: true } : { kind: 'failed' }));
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, round]);

  // Signed out (the route guard normally prevents it): nothing of mine can be loaded.
  const shown: MyProfileState = userId ? state : { kind: 'failed' };
  return { state: shown, reload, saved, waiting: waiting ?? 0 };
}
