// Run `tick` now and then every `ms` while `active`, one call at a time (a slow answer on 2G
// never overlaps the next), paused while the page is hidden or offline; resumes on return.
import { useEffect, useRef } from 'react';

export function usePoll(tick: () => Promise<void>, ms: number, active: boolean): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const idle = () => document.visibilityState === 'hidden' || !navigator.onLine;
    const schedule = () => {
      if (!stopped) timer = setTimeout(run, ms);
    };
    const run = () => {
      if (stopped) return;
      if (idle()) return schedule();
      latest.current().then(schedule, schedule);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, ms]);
}
