import { useEffect, useState } from 'react';

/** Spec §9: a spinner shows for 1.5 s before each auth page appears. */
export const AUTH_SPINNER_MS = 1500;

/** False for the first AUTH_SPINNER_MS after mount, then true. */
export function useAuthDelay(ms = AUTH_SPINNER_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setReady(true), ms);
    return () => window.clearTimeout(id);
  }, [ms]);
  return ready;
}
