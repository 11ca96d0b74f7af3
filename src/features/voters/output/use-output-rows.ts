// Every row of a report under the current filters, read once when a print view opens: paper
// is a snapshot, so the view does not re-render under the worker while voters sync in.
import { useEffect, useState } from 'react';
import { db } from '../../../db/instance.ts';
import type { FilterRow, FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { loadReportRows } from '../../../roll/index.ts';

export type OutputRows =
  { status: 'loading' } | { status: 'ready'; rows: FilterRow[] } | { status: 'error' };

/** Every row of the report; the same rows (and order) the screen pages through. */
export function loadOutputRows(
  def: VoterReportDef,
  values: FilterValues,
  locale: string,
): Promise<FilterRow[]> {
  return loadReportRows(db, def, values, locale);
}

export function useOutputRows(
  def: VoterReportDef,
  values: FilterValues,
  locale: string,
): OutputRows {
  // Started once per opened view (see the header): later edits do not reload it.
  const [request] = useState(() => loadOutputRows(def, values, locale));
  const [state, setState] = useState<OutputRows>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    request.then(
      (rows) => live && setState({ status: 'ready', rows }),
      (error: unknown) => {
        console.error('Could not read the report rows for printing', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}
