// Search text, page size and page of a list screen, kept by the screen (not the list view) so
// they survive a trip to the form and back (the specification's states: the filter is not cleared after edits).
import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './show-result-select.tsx';
import type { PageSize } from './show-result-select.tsx';

export type ListControls = {
  search: string;
  setSearch: (search: string) => void;
  pageSize: PageSize;
  setPageSize: (size: PageSize) => void;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
};

export function useListControls(initialPageSize: PageSize = DEFAULT_PAGE_SIZE): ListControls {
  const [search, setSearchState] = useState('');
  const [pageSize, setPageSizeState] = useState<PageSize>(initialPageSize);
  const [page, setPage] = useState(1);
  // A new search or page size starts again at the first page.
  const setSearch = useCallback((s: string) => {
    setSearchState(s);
    setPage(1);
  }, []);
  const setPageSize = useCallback((s: PageSize) => {
    setPageSizeState(s);
    setPage(1);
  }, []);
  return { search, setSearch, pageSize, setPageSize, page, setPage };
}
