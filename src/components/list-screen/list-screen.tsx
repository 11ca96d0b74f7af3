// One list screen, assembled once (issue 23): title and Add, the search, the screen's filters,
// "Show Result" and its extra buttons, the table (cards on phones) and the paging line. Screens
// give it strings, columns and rows; the layout, offsets and page clamping live here.
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { DataTableColumn, PageSize } from '../data-table/index.ts';
import {
  DataTable,
  SearchBox,
  ShowResultSelect,
  TablePagination,
  usePageWithinTotal,
} from '../data-table/index.ts';
import { ListScreenLayout } from './list-screen-layout.tsx';

/** Page and page size of the list (ListControls and the reports' controls both fit). */
export type ListPaging = {
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
  pageSize: PageSize;
  setPageSize: (size: PageSize) => void;
};

export type ListScreenProps<Row> = {
  title: string;
  /** A line under the title; default none. */
  subtitle?: string;
  /** Text of the Add button; no button when absent. */
  addLabel?: string;
  onAdd?: () => void;
  /** The search box; none when absent (the reports filter instead). */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string };
  /** Controls before "Show Result", e.g. a report's filter area. */
  filters?: ReactNode;
  /** Label of the "Show Result" select; default "Show Result". */
  showResultLabel?: string;
  /** Buttons after "Show Result", e.g. Upload CSV or Add many. */
  tools?: ReactNode;
  paging: ListPaging;
  /** Rows matching the search over all pages; undefined while loading. */
  total: number | undefined;
  /** The data table's column configuration. */
  columns: readonly DataTableColumn<Row>[];
  /** Rows of the current page; undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Text of the empty table; default "Nothing found". */
  emptyMessage?: string;
  /** Accessible name of the table; default the title. */
  tableLabel?: string;
  /** Below this width the table scrolls sideways; default 700. */
  minWidth?: number;
  /** Shown instead of the table when set, e.g. a "Loading posts" note. */
  placeholder?: ReactNode;
};

export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { paging, total, columns, rows, rowKey, emptyMessage, minWidth, search } = props;
  const { page, setPage, pageSize, setPageSize } = paging;
  const tableLabel = props.tableLabel ?? props.title;
  usePageWithinTotal(total, page, pageSize, setPage);

  // Typing in a filter re-renders the screen on every keystroke before its query runs; the
  // table and paging are kept until their own inputs change (a phone at CPU 4× spent most of a
  // filter's time re-drawing the same cards).
  const table = useMemo(
    () => (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        offset={(page - 1) * pageSize}
        emptyMessage={emptyMessage}
        label={tableLabel}
        minWidth={minWidth}
      />
    ),
    [columns, rows, rowKey, page, pageSize, emptyMessage, tableLabel, minWidth],
  );
  const pagination = useMemo(
    () => (
      <TablePagination page={page} pageSize={pageSize} total={total ?? 0} onPageChange={setPage} />
    ),
    [page, pageSize, total, setPage],
  );

  return (
    <ListScreenLayout
      title={props.title}
      subtitle={props.subtitle}
      addLabel={props.addLabel}
      onAdd={props.onAdd}
      toolbar={
        <>
          {search && (
            <SearchBox
              value={search.value}
              onChange={search.onChange}
              placeholder={search.placeholder}
            />
          )}
          {props.filters}
          <ShowResultSelect value={pageSize} onChange={setPageSize} label={props.showResultLabel} />
          {props.tools}
        </>
      }
      table={props.placeholder ?? table}
      pagination={pagination}
    />
  );
}
