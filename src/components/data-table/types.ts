import type { ReactNode } from 'react';
import type { TranslationKey } from '../use-translate-key.ts';

/** A plain cell value; undefined, null and '' show the "missing" mark ("-"). */
export type CellValue = string | number | null | undefined;

/**
 * Where a column goes on a phone card (below 600 px the table becomes one card per row):
 * - `title`: the card's heading line (the name); one column.
 * - `field`: a label and value under the title (the default).
 * - `status`: beside the title, without a label (a badge).
 * - `media`: before the title (a photo).
 * - `actions`: the card's top-right corner, always in view (the row menu).
 * - `hidden`: not on the card (the running number).
 */
export type CardPlace = 'title' | 'field' | 'status' | 'media' | 'actions' | 'hidden';

/**
 * One table column as configuration (STYLE.md "columns as config"). Give `accessor` for plain
 * values or `render` for anything else; `render` wins when both are set.
 */
export type DataTableColumn<Row> = {
  /** Unique within the table; also the React key. */
  id: string;
  /** i18n key of the header text (and of the label on a phone card). */
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
   * Stays at the left ('start') or right ('end') edge while a wide table scrolls sideways: the
   * row's name and its Action column remain in view together. Meant for one column each.
   */
  sticky?: 'start' | 'end';
  /** Place on a phone card; default 'field'. */
  card?: CardPlace;
};
