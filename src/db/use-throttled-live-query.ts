// useLiveQuery for a query that reads whole tables (a dashboard folding every mark and visit):
// on a coordinator's phone a first sync or polling day writes those tables page after page,
// and re-reading them after every page would cost more with each page. This re-runs the query
// when any of `tables` is written, but at most once per `gapMs`; the last write always gets
// its run.
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { DependencyList } from 'react';
import { useEffect, useRef, useState } from 'react';

/** A new object after every write to any of `tables` (undefined until first read). */
function useTablesWritten(tables: readonly Table[]): object | undefined {
  // count() observes the whole table, so any put or delete re-runs this; a fresh object tells
  // React something changed even when the counts did not.
  return useLiveQuery(() => Promise.all(tables.map((t) => t.count())).then(() => ({})), []);
}

export function useThrottledLiveQuery<T>(
  query: () => Promise<T>,
  deps: DependencyList,
  tables: readonly Table[],
  gapMs = 1_000,
): T | undefined {
  const written = useTablesWritten(tables);
  const [value, setValue] = useState<T>();
  const lastRun = useRef(0);
  const runs = useRef({ started: 0, shown: 0 });
  const inputs = useRef<{ deps: DependencyList; generation: number }>({ deps: [], generation: 0 });
  useEffect(() => {
    if (written === undefined) return;
    // New inputs (another area, the list order read) run at once and make earlier answers
    // stale; writes wait their turn, and an answer still counts if writes came meanwhile.
    const sameInputs = deps.every((d, i) => Object.is(d, inputs.current.deps[i]));
    if (!sameInputs) inputs.current = { deps, generation: inputs.current.generation + 1 };
    const generation = inputs.current.generation;
    const wait = sameInputs ? Math.max(0, lastRun.current + gapMs - Date.now()) : 0;
    const timer = setTimeout(() => {
      lastRun.current = Date.now();
      const run = ++runs.current.started;
      void query().then((v) => {
        // Not an older run's answer over a newer one's, nor one for other inputs.
        if (generation !== inputs.current.generation || run < runs.current.shown) return;
        runs.current.shown = run;
        setValue(() => v);
      });
    }, wait);
    return () => clearTimeout(timer);
    // `query` is a new closure each render; `deps` say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [written, ...deps]);
  return value;
}
