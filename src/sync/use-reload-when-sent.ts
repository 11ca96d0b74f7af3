// A screen that shows a server copy and queues its changes in the outbox: when the count of its
// changes still waiting falls, one has gone out, so load the server's copy again.
import { useEffect, useRef } from 'react';

/** Calls `reload` whenever `waiting` (undefined while it is being read) goes down. */
export function useReloadWhenSent(waiting: number | undefined, reload: () => void): void {
  const last = useRef(waiting);
  useEffect(() => {
    const before = last.current;
    last.current = waiting;
    if (before !== undefined && waiting !== undefined && waiting < before) reload();
  }, [waiting, reload]);
}
