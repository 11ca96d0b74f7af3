// The feed for the screen: the copy on the phone at once (a 2G answer can take many seconds),
// then the server's. When the server cannot be reached the copy stays, marked `cached`, and
// the screen shows the spec's yellow notice with Retry.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../../db/instance.ts';
import type { PostRecord } from '../../db/types.ts';
import { fetchPosts, readCachedPosts } from './social-api.ts';
import { useReloadWhenSent } from '../../sync/use-reload-when-sent.ts';

export type SocialFeedState =
  | { kind: 'loading' }
  /** `cached`: the last request failed, so these are the posts kept on the phone. */
  | { kind: 'ready'; posts: PostRecord[]; cached: boolean };

export type SocialFeed = SocialFeedState & { reload: () => void };

/** My post changes still waiting in the outbox; when one goes out, the feed loads again. */
function usePendingPostChanges(userId: string | null): number | undefined {
  return useLiveQuery(async () => {
    if (!userId) return 0;
    const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
    return pending.filter(
      (e) =>
        e.kind === 'request' &&
        e.path.startsWith('/social-media') &&
        e.path !== '/social-media/track-share',
    ).length;
  }, [userId]);
}

export function useSocialFeed(userId: string | null): SocialFeed {
  const [state, setState] = useState<SocialFeedState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  const waiting = usePendingPostChanges(userId);
  useReloadWhenSent(waiting, reload);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      const kept = await readCachedPosts(db, userId).catch(() => []);
      if (live && kept.length)
        setState((s) => (s.kind === 'ready' ? s : { kind: 'ready', posts: kept, cached: false }));
      try {
        // Offline the request can only fail: say so at once instead of after a timeout.
        if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Error('offline');
        const posts = await fetchPosts(db, userId);
        if (live) setState({ kind: 'ready', posts, cached: false });
      } catch (err) {
        if (!live) return;
        console.warn('Social media feed load failed', err);
        setState({ kind: 'ready', posts: kept, cached: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, round]);

  return { ...(userId ? state : { kind: 'ready', posts: [], cached: true }), reload };
}
