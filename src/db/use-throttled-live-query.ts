// useLiveQuery for a query that reads whole tables (a dashboard folding every mark and visit):
// on a coordinator's phone a first sync or polling day writes those tables page after page,
// and re-reading them after every page would cost more with each page. This re-runs the query
// when any of `tables` is written, but at most once per `gapMs`; the last write always gets
// its run.
import { Dexie } from 'dexie';
import type { ObservabilitySet, Table } from 'dexie';
import type { DependencyList } from 'react';
import { useEffect, useRef, useState } from 'react';

/**
 * A number that goes up after every write to any of `tables` (in this tab or another), from
 * Dexie's own change event: nothing is read. Counting the tables instead (a live count) made
 * every page of a first sync count the whole voters table again.
 */
export function useTablesWritten(tables: readonly Table[]): number {
  const [writes, setWrites] = useState(0);
  const names = tables.map((t) => `idb://${t.db.name}/${t.name}/`).join('\n');
  useEffect(() => {
    const prefixes = names.split('\n');
    const onMutated = (parts: ObservabilitySet) => {
      for (const part of Object.keys(parts))
        if (prefixes.some((p) => part.startsWith(p))) return setWrites((n) => n + 1);
    };
    Dexie.on.storagemutated.subscribe(onMutated);
    return () => Dexie.on.storagemutated.unsubscribe(onMutated);
  }, [names]);
  return writes;
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
