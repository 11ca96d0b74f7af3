// Generic list-screen parts (docs/recipes.md): table, "Show Result", search, paging, row menu.
export { DataTable } from './data-table.tsx';
export type { DataTableProps } from './data-table.tsx';
export type { CardPlace, CellValue, DataTableColumn } from './types.ts';
export { CARD_LAYOUT_QUERY } from './data-table.tsx';
export { PhoneLink, phoneCell, telHref } from './phone-link.tsx';
export { RowActionMenu, useOpenRowMenu } from './row-action-menu.tsx';
export type { RowAction, RowActionMenuProps } from './row-action-menu.tsx';
export { SearchBox } from './search-box.tsx';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, ShowResultSelect } from './show-result-select.tsx';
export type { PageSize } from './show-result-select.tsx';
export { TablePagination, pageCount } from './table-pagination.tsx';
export { usePageWithinTotal } from './use-page-within-total.ts';
export { useListControls } from './use-list-controls.ts';
export type { ListControls } from './use-list-controls.ts';
