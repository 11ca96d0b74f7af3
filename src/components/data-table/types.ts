import type { ReactNode } from 'react';
import type { TranslationKey } from '../use-translate-key.ts';

/** A plain cell value; undefined, null and '' show the "missing" mark ("-"). */
export type CellValue = string | number | null | undefined;

/**
 * One table column as configuration (STYLE.md "columns as config"). Give `accessor` for plain
 * values or `render` for anything else; `render` wins when both are set.
 */
export type DataTableColumn<Row> = {
  /** Unique within the table; also the React key. */
  id: string;
  /** i18n key of the header text. */
  titleKey: TranslationKey;
  /** Plain value of the cell. `rowNumber` is 1-based across pages. */
  accessor?: (row: Row, rowNumber: number) => CellValue;
  /** Custom cell content; return null/undefined to show the missing mark. */
  render?: (row: Row, rowNumber: number) => ReactNode;
  /** Header and cell alignment; default 'left'. */
  align?: 'left' | 'center' | 'right';
  /** Keep the column's content on one line; default false. */
  noWrap?: boolean;
  /**
   * Stays at the left edge while a wide table scrolls sideways (phones), so the row's name
   * remains in view next to the Action column; default false. Meant for one column.
   */
  sticky?: boolean;
};
