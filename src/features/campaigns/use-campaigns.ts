// My campaigns for the screen: what the phone keeps at once, then the server's list. Answers
// still waiting in the outbox are laid over it. Only with nothing kept does a failed load
// become the error view.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../db/instance.ts';
import type { CampaignRecord } from '../../db/types.ts';
import {
  readCampaigns,
  readInvitations,
  refreshCampaigns,
  waitingAnswers,
} from '../../sync/campaign-copy.ts';

/** A campaign as shown: my answer (the phone's if newer) and whether it waits for the network. */
export type CampaignView = CampaignRecord & { waiting: boolean };

export type CampaignsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** `stale`: the server could not be reached, so this is the list last loaded. */
  | { kind: 'ready'; stale: boolean; campaigns: CampaignView[] };

async function readViews(userId: string): Promise<{ loaded: boolean; views: CampaignView[] }> {
  const [campaigns, answers, waiting, loaded] = await Promise.all([
    readCampaigns(db, userId),
    readInvitations(db, userId),
    waitingAnswers(db, userId),
    db.meta.get(`campaignsLoaded:${userId}`),
  ]);
  const answer = new Map(answers.map((a) => [a.campaignId, a.status]));
  const views = campaigns
    .map((c): CampaignView => {
      const mine = answer.get(c.id);
      // An acceptance the server has not counted yet still counts me.
      const extra = mine === 'accepted' && c.status !== 'accepted' ? 1 : 0;
      return {
        ...c,
        status: mine ?? c.status,
        attendeeCount: c.attendeeCount + extra,
        waiting: waiting.has(c.id),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { loaded: loaded !== undefined || views.length > 0, views };
}

export function useCampaigns(userId: string | null): {
  state: CampaignsState;
  reload: () => void;
} {
  const [round, setRound] = useState(0);
  const [load, setLoad] = useState<'loading' | 'ok' | 'failed'>('loading');
  const reload = useCallback(() => {
    setLoad((s) => (s === 'failed' ? 'loading' : s));
    setRound((r) => r + 1);
  }, []);

  const local = useLiveQuery(async () => (userId ? readViews(userId) : undefined), [userId]);

  // An answer that went out: load again for the server's counts.
  const waitingCount = local?.views.filter((v) => v.waiting).length;
  const lastWaiting = useRef(waitingCount);
  useEffect(() => {
    const before = lastWaiting.current;
    lastWaiting.current = waitingCount;
    if (before !== undefined && waitingCount !== undefined && waitingCount < before) reload();
  }, [waitingCount, reload]);

  useEffect(() => {
    const back = () => reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [reload]);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void (async () => {
      try {
        // Offline the request can only fail; say so at once instead of after a timeout.
        if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Error('offline');
        await refreshCampaigns(db, userId);
        await db.meta.put({ key: `campaignsLoaded:${userId}`, value: new Date().toISOString() });
        if (live) setLoad('ok');
      } catch (err) {
        if (!live) return;
        console.warn('Campaigns load failed', err);
        setLoad('failed');
      }
    })();
    return () => {
      live = false;
    };
  }, [userId, round]);

  let state: CampaignsState;
  if (!userId) state = { kind: 'failed' };
  else if (local?.loaded)
    state = { kind: 'ready', stale: load === 'failed', campaigns: local.views };
  else if (load === 'ok' && local) state = { kind: 'ready', stale: false, campaigns: local.views };
  else state = load === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
  return { state, reload };
}
