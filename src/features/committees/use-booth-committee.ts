// The booth screen's data: the committee kept on the phone at once, the server's when it
// answers (and again whenever a change waiting in the outbox has gone out), with the waiting
// changes laid over it; the booth team's members to name from. Offline it keeps showing the
// kept copy and says when it was fetched.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '../../components/use-online.ts';
import { db } from '../../db/instance.ts';
import type { BoothCommittee } from '../../domain/committees/seats.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import type { KeptCommittee } from './committee-api.ts';
import {
  fetchCommittee,
  keepCommittee,
  pendingChanges,
  readKeptCommittee,
} from './committee-api.ts';
import type { ShownCommittee } from './committee-view.ts';
import { withPending } from './committee-view.ts';
import { memberFactsOf } from './team-members.ts';

export type BoothCommitteeView = {
  committee: ShownCommittee | null;
  /** When the shown copy came from the server; null before any. */
  fetchedAt: string | null;
  /** The last fetch failed (offline, or refused): the kept copy shows, if any. */
  error: unknown;
  loading: boolean;
  /** The copy shown is the one kept on the phone: offline, or the server did not answer. */
  stale: boolean;
  /** Show the server's answer to a change (and keep it). */
  apply: (committee: BoothCommittee) => void;
  refresh: () => void;
};

/** What one load (one booth, online or not, one refresh) came to. */
type Loaded = { key: string; kept: KeptCommittee | null; error: unknown; done: boolean };

export function useBoothCommittee(boothId: string | null): BoothCommitteeView {
  const userId = useSessionUserId();
  const online = useOnline();
  const [asked, setAsked] = useState(0);
  const key = `${userId}|${boothId}|${online}|${asked}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', kept: null, error: null, done: false });
  const kept = loaded.kept?.committee.booth.id === boothId ? loaded.kept : null;
  const boothPath = kept?.committee.booth.path ?? null;

  const pending = useLiveQuery(
    () => (userId && boothId ? pendingChanges(db, userId, boothId) : []),
    [userId, boothId],
  );
  const members = useLiveQuery(() => memberFactsOf(db, boothPath), [boothPath]);

  useEffect(() => {
    if (!userId || !boothId) return;
    let live = true;
    void readKeptCommittee(db, userId, boothId).then((had) => {
      // The server's answer, if it came first, stands.
      if (live)
        setLoaded((l) =>
          l.key === key && l.done && l.error === null
            ? l
            : { key, kept: had, error: l.error, done: !online },
        );
    });
    if (online)
      fetchCommittee(db, userId, boothId).then(
        (fresh) => live && setLoaded({ key, kept: fresh, error: null, done: true }),
        (error: unknown) => live && setLoaded((l) => ({ key, kept: l.kept, error, done: true })),
      );
    return () => {
      live = false;
    };
  }, [key, userId, boothId, online]);

  // A change that waited has gone out: the server's committee now holds it.
  const waiting = pending?.length ?? 0;
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting < before.current && online) setAsked((n) => n + 1);
    before.current = waiting;
  }, [waiting, online]);

  const apply = useCallback(
    (committee: BoothCommittee) => {
      setLoaded((l) => ({ ...l, kept: { committee, fetchedAt: new Date().toISOString() } }));
      if (userId) void keepCommittee(db, userId, committee);
    },
    [userId],
  );
  const refresh = useCallback(() => setAsked((n) => n + 1), []);

  const shown = kept ? withPending(kept.committee, pending ?? [], members ?? new Map()) : null;
  const current = loaded.key === key;
  const error = current ? loaded.error : null;
  return {
    committee: shown,
    fetchedAt: kept?.fetchedAt ?? null,
    error,
    loading: !shown && !!userId && !!boothId && !(current && loaded.done),
    stale: !!shown && (!online || error !== null),
    apply,
    refresh,
  };
}
