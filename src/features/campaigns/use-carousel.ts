// The carousel's position: advances every `intervalMs` and wraps (the specification's states); arrows and dots
// move it too, and restart the wait so a slide someone chose is not swept away at once.
import { useCallback, useEffect, useState } from 'react';

export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, round]);

  const go = useCallback(
    (to: number) => {
      if (count === 0) return;
      setIndex(((to % count) + count) % count);
      setRound((r) => r + 1);
    },
    [count],
  );
  // A shorter list (a tab changed) must not leave the position past its end.
  const current = count === 0 ? 0 : index % count;
  return {
    index: current,
    go,
    next: () => go(current + 1),
    previous: () => go(current - 1),
  };
}
