// The state of "Load the demo" for the empty dashboard's card: what the server says about a
// load (asked once when the card opens, so a load already running shows its progress), polled
// every two seconds while it runs; when it is done the phone pulls the new voters at once.
import { useCallback, useEffect, useState } from 'react';
import type { DemoStatus } from '../../domain/demo.ts';
import { usePoll } from '../../components/use-poll.ts';
import { fetchDemoStatus, pullDemo, startDemoLoad } from './demo-commands.ts';

const POLL_MS = 2000;

export type DemoLoad = {
  status: DemoStatus | undefined;
  /** The start call is on its way. */
  starting: boolean;
  /** Why the start was refused or failed (an ApiError or a network fault). */
  error: unknown;
  start(): Promise<void>;
};

export function useDemoLoad(enabled: boolean): DemoLoad {
  const [status, setStatus] = useState<DemoStatus>();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchDemoStatus(controller.signal).then(setStatus, () => {});
    return () => controller.abort();
  }, [enabled]);

  const loading = status?.state === 'loading';
  usePoll(
    async () => {
      const next = await fetchDemoStatus();
      setStatus(next);
      if (next.state === 'done') pullDemo();
    },
    POLL_MS,
    enabled && loading,
  );

  const start = useCallback(async () => {
    setStarting(true);
    setError(null);
    try {
      setStatus(await startDemoLoad());
    } catch (err) {
      setError(err);
    } finally {
      setStarting(false);
    }
  }, []);

  return { status, starting, error, start };
}
