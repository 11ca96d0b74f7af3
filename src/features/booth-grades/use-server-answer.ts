// One server answer a screen shows: asked when its key changes (an earlier answer arriving late
// is dropped), the last answer kept on screen while the next is asked, and asked again on
// demand.
import { useCallback, useEffect, useState } from 'react';

export type ServerAnswer<T> = {
  /** idle: nothing to ask (null key); loading: the answer for this key is on its way. */
  kind: 'idle' | 'loading' | 'failed' | 'ready';
  /** The latest answer, maybe for an earlier key while the next one loads. */
  value: T | undefined;
  reload: () => void;
};

type Held<T> = { key: string; round: number; value: T | undefined; failed: boolean };

/** `ask` is called with an abort signal whenever `key` changes; null `key`: nothing to ask. */
export function useServerAnswer<T>(
  key: string | null,
  ask: (signal: AbortSignal) => Promise<T>,
): ServerAnswer<T> {
  const [held, setHeld] = useState<Held<T> | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    ask(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setHeld({ key, round, value, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Booth grades: a request failed', error);
        setHeld((h) => ({ key, round, value: h?.value, failed: true }));
      },
    );
    return () => controller.abort();
    // `ask` is rebuilt on every render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const current = held !== null && held.key === key && held.round === round;
  const kind = key === null ? 'idle' : !current ? 'loading' : held.failed ? 'failed' : 'ready';
  return { kind, value: held?.value, reload };
}
