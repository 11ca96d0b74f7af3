// Poll Day's live reads of the phone's database, drawn so that they never hold up the pad. A
// mark, its push and its pull each change what these reads return; useLiveQuery would draw the
// screen again each time in one piece — at CPU 4×, 60–110 ms in which a key's tap waits. Here
// a read's new value is drawn as a transition (React renders it in slices and lets a tap in
// between them), and a value equal to the one shown (the pull writing back the mark just made)
// is not drawn at all.
import { liveQuery } from 'dexie';
import { startTransition, useEffect, useState } from 'react';
import type { DependencyList } from 'react';

type Shown<T> = { value: T | undefined; error?: unknown };

/**
 * The query's latest value, read again whenever what it read changes (Dexie's liveQuery);
 * undefined until its first answer. `same`: a new answer equal to the one shown is dropped.
 * New `deps` start a new query; the old value stays until its first answer.
 */
export function useLiveRead<T>(
  query: () => Promise<T> | T,
  deps: DependencyList,
  same: (a: T, b: T) => boolean = Object.is,
): T | undefined {
  const [shown, setShown] = useState<Shown<T>>({ value: undefined });
  useEffect(() => {
    let first = true;
    let last: T;
    const subscription = liveQuery(query).subscribe({
      next: (value) => {
        if (!first && same(last, value)) return;
        last = value;
        const show = () => setShown({ value });
        // The first answer shows at once; later ones yield to the keys.
        if (first) show();
        else startTransition(show);
        first = false;
      },
      error: (error: unknown) => setShown((s) => ({ value: s.value, error })),
    });
    return () => subscription.unsubscribe();
    // `query` and `same` are new closures each render; `deps` say when the query is another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  // As useLiveQuery does: a failed read is the screen's error boundary's.
  if (shown.error !== undefined) throw shown.error;
  return shown.value;
}

/** Two arrays with the same items in the same order. */
export const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
