// What the SMS fallback card shows (issue 44): the party's number and the wait from the admin's
// settings, the marks waiting for data (live from the outbox), and whether one not yet handed to
// the SMS app has waited longer than the setting. Fetches the account's SMS key when online.
import { useEffect, useState } from 'react';
import { db } from '../../db/instance.ts';
import { useCachedSettings } from '../../sync/use-settings.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { keepSmsKey } from './sms-commands.ts';
import type { SmsMark, WaitingForData } from './sms-waiting.ts';
import { loadWaitingForData } from './sms-waiting.ts';
import { useLiveRead } from './use-live-read.ts';

/** How often the card looks again at how long marks have waited. */
const TICK_MS = 30_000;

export type SmsFallback = {
  number: string;
  waitMinutes: number;
  waiting: WaitingForData;
  /** Waiting marks not yet handed to the SMS app. */
  fresh: SmsMark[];
  /** One of `fresh` has waited longer than `waitMinutes`. */
  due: boolean;
};

const sameWaiting = (a: WaitingForData | null, b: WaitingForData | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** null: no party number set, nobody signed in, or nothing waiting an SMS could carry. */
export function useSmsFallback(): SmsFallback | null | undefined {
  const userId = useSessionUserId();
  const settings = useCachedSettings();
  const now = useNow();
  useEffect(() => {
    if (!userId) return;
    void keepSmsKey();
    const online = () => void keepSmsKey();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId]);
  // Read again as a mark goes in, is pushed and comes back: drawn only when what waits changed.
  const waiting = useLiveRead(
    () => (userId ? loadWaitingForData(db, userId) : Promise.resolve(null)),
    [userId],
    sameWaiting,
  );
  if (waiting === undefined || settings === undefined) return undefined;
  const { number, waitMinutes } = settings.settings.smsMarks;
  if (!waiting || !number || !waiting.marks.length) return null;
  const fresh = waiting.marks.filter((m) => !(m.id in waiting.handed));
  const oldest = fresh[0] ? Date.parse(fresh[0].markedAt) : Infinity;
  return { number, waitMinutes, waiting, fresh, due: now - oldest >= waitMinutes * 60_000 };
}
