// The filter values, page size and page of a report, kept by the screen (not the list view) so
// they survive a trip to the form and back (the specification's states: the filter is not cleared after edits).
// Typed inputs apply after a short pause, so a query does not run on every keystroke; a
// select applies at once. Any change returns to the first page.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageSize } from '../../../components/data-table/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../../components/data-table/index.ts';
import type { FilterInputId, FilterValues } from '../../../domain/voter-filters.ts';

/** Pause after the last keystroke before a typed filter applies. */
export const TYPING_DELAY_MS = 250;

export type ReportControls = {
  /** What the inputs show, as typed. */
  draft: FilterValues;
  /** What the query uses (the draft, once typing paused). */
  values: FilterValues;
  /** `typing`: wait for a pause before querying (text and number boxes). */
  setValue: (input: FilterInputId, value: string, typing?: boolean) => void;
  pageSize: PageSize;
  setPageSize: (size: PageSize) => void;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
};

/** `initial`: filter values to start with (a link from a team member opens their booth's parts). */
export function useReportControls(initial: FilterValues = {}): ReportControls {
  const [draft, setDraft] = useState<FilterValues>(initial);
  const [values, setValues] = useState<FilterValues>(initial);
  const [pageSize, setPageSizeState] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef<FilterValues>(initial);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setValue = useCallback((input: FilterInputId, value: string, typing = false) => {
    const next = { ...latest.current, [input]: value };
    latest.current = next;
    setDraft(next);
    setPage(1);
    clearTimeout(timer.current);
    if (typing) timer.current = setTimeout(() => setValues(latest.current), TYPING_DELAY_MS);
    else setValues(next);
  }, []);

  const setPageSize = useCallback((s: PageSize) => {
    setPageSizeState(s);
    setPage(1);
  }, []);

  return { draft, values, setValue, pageSize, setPageSize, page, setPage };
}
