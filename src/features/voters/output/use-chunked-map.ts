// Large print views (thousands of slips, each with a QR code) are built a chunk at a time,
// yielding to the browser in between, so the page stays responsive and shows progress.
// Each chunk is kept as its own array: already rendered chunks keep their identity and their
// memoised components do not render again when the next chunk arrives.
import { useEffect, useState } from 'react';

export type Chunked<U> = {
  chunks: U[][];
  /** Items ready so far. */
  done: number;
  /** Every item is ready. */
  complete: boolean;
  /** Mapping an item failed (the error is logged). */
  failed: boolean;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `map` over `items`, `size` at a time. `items` and `map` must keep their identity (memoise
 * them); the caller remounts the component to start over with other items.
 */
export function useChunkedMap<T, U>(
  items: readonly T[],
  map: (item: T) => U | Promise<U>,
  size: number,
): Chunked<U> {
  const [chunks, setChunks] = useState<U[][]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const run = async () => {
      for (let i = 0; i < items.length && live; i += size) {
        const chunk = await Promise.all(items.slice(i, i + size).map(map));
        if (!live) return;
        setChunks((prev) => [...prev, chunk]);
        await nextTask();
      }
    };
    run().catch((error: unknown) => {
      console.error('Could not prepare the print view', error);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [items, map, size]);
  const done = chunks.reduce((n, c) => n + c.length, 0);
  return { chunks, done, complete: done === items.length, failed };
}
