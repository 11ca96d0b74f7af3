// A delete (here or synced from a teammate) can empty the last page of a list: step back to
// the new last page instead of showing an empty one.
import { useEffect } from 'react';
import { pageCount } from './table-pagination.tsx';

export function usePageWithinTotal(
  total: number | undefined,
  page: number,
  pageSize: number,
  setPage: (page: number) => void,
): void {
  useEffect(() => {
    if (total !== undefined && page > pageCount(total, pageSize))
      setPage(pageCount(total, pageSize));
  }, [total, page, pageSize, setPage]);
}
