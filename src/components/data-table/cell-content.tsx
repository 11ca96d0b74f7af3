// What one cell shows, the same in the table and on a phone card: the column's render or
// accessor, or the "missing" mark ("-") for undefined, null and ''.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValue, DataTableColumn } from './types.ts';

const isMissing = (v: ReactNode | CellValue) => v === undefined || v === null || v === '';

export type CellContentProps<Row> = {
  column: DataTableColumn<Row>;
  row: Row;
  n: number;
  /** Show nothing instead of the missing mark (a card's photo slot); default false. */
  blankWhenMissing?: boolean;
};

export function CellContent<Row>({ column, row, n, blankWhenMissing }: CellContentProps<Row>) {
  const { t } = useTranslation();
  const content = column.render ? column.render(row, n) : column.accessor?.(row, n);
  if (!isMissing(content)) return <>{content}</>;
  return blankWhenMissing ? null : <>{t('list.missing')}</>;
}
