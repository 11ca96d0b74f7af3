// The committee report for one area, from the server, kept on the phone per area so a
// coordinator offline still sees the figures last loaded (and says when they were).
import { useEffect, useState } from 'react';
import { useOnline } from '../../components/use-online.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import { db } from '../../db/instance.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import type { CommitteeReport } from '../../domain/committees/report.ts';
import { callApi } from '../../sync/call-api.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';

type Kept = { report: CommitteeReport; fetchedAt: string };

const keptKey = (userId: string, path: string) => `committees.report.${userId}.${path}`;

export type ReportView = {
  report: CommitteeReport | null;
  fetchedAt: string | null;
  /** Shown from the phone's copy: offline, or the server did not answer. */
  stale: boolean;
  error: unknown;
  loading: boolean;
};

type Loaded = { key: string; kept: Kept | null; error: unknown; done: boolean };

/** `path` null: the caller's own area. */
export function useCommitteeReport(path: string | null): ReportView {
  const userId = useSessionUserId();
  const online = useOnline();
  const key = `${userId}|${path ?? '~own'}|${online}`;
  const [loaded, setLoaded] = useState<Loaded>({ key: '', kept: null, error: null, done: false });
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const metaKey = keptKey(userId, path ?? '~own');
    void getMeta<string>(db, metaKey).then((saved) => {
      const had = saved ? (JSON.parse(saved) as Kept) : null;
      if (live)
        setLoaded((l) =>
          l.key === key && l.done && l.error === null
            ? l
            : { key, kept: had, error: l.error, done: !online },
        );
    });
    if (online)
      callApi(apiRoutes.committees.report, { query: { path: path ?? undefined } }).then(
        async (report) => {
          const fresh = { report, fetchedAt: new Date().toISOString() };
          if (live) setLoaded({ key, kept: fresh, error: null, done: true });
          await setMeta(db, metaKey, JSON.stringify(fresh));
        },
        (error: unknown) =>
          live &&
          setLoaded((l) => ({ key, kept: l.key === key ? l.kept : null, error, done: true })),
      );
    return () => {
      live = false;
    };
  }, [key, userId, path, online]);
  const current = loaded.key === key;
  const kept = current ? loaded.kept : null;
  const error = current ? loaded.error : null;
  return {
    report: kept?.report ?? null,
    fetchedAt: kept?.fetchedAt ?? null,
    stale: !!kept && (!online || error !== null),
    error,
    loading: !kept && !(current && loaded.done),
  };
}
