// How many items of a long card list to draw: a first screenful, then more each time the end
// comes near (a marker element watched with IntersectionObserver). A part holds 300 and more
// households; drawing every card took seconds on a slow phone, again at each page a first sync
// wrote, before the first house showed. Without IntersectionObserver (old browsers, jsdom)
// everything is drawn at once, as before.
import { useCallback, useEffect, useState } from 'react';

export function useShownCount(
  total: number,
  step: number,
  /** A new list (another part): start again from the first screenful. */
  resetKey: unknown,
): { shown: number; moreRef: (el: Element | null) => void } {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [state, setState] = useState({ key: resetKey, shown: step });
  const [marker, setMarker] = useState<Element | null>(null);
  // Another list: back to the first screenful (state adjusted while rendering, as React advises).
  if (state.key !== resetKey) setState({ key: resetKey, shown: step });
  const shown = state.key === resetKey ? state.shown : step;
  useEffect(() => {
    if (!supported || !marker) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting))
          setState((s) => ({ ...s, shown: s.shown + step }));
      },
      // Watched again after each step: when the marker is still in view, the next step follows.
      // Ahead of the end, so the next cards are there before the finger gets to them.
      { rootMargin: '800px 0px' },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [marker, step, supported, shown]);
  const moreRef = useCallback((el: Element | null) => setMarker(el), []);
  return { shown: supported ? Math.min(shown, total) : total, moreRef };
}
