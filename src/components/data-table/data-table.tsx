// A generic list over one column configuration: a table on wide screens, one card per row
// below 600 px (a rule of ours: screens never build their own phone layout). Missing cells show "-";
// the empty message or a spinner sits under the list, outside any sideways-scrolling area.
import { Center, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CardList } from './card-list.tsx';
import { TableView } from './table-view.tsx';
import type { DataTableColumn } from './types.ts';
import { LoadingMark } from '../loading-mark.tsx';

/** Below this width every list shows cards. */
export const CARD_LAYOUT_QUERY = '(max-width: 599.98px)';

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** Rows of the current page; undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Text of the empty table; default list.empty ("Nothing found"). */
  emptyMessage?: string;
  /** Row number of the first row minus one (the page offset); default 0. */
  offset?: number;
  /** Below this width the table scrolls sideways instead of squeezing further; default 700. */
  minWidth?: number;
  /** Accessible name of the table (or of the card list). */
  label?: string;
  /** 'auto' follows the screen width; default 'auto'. */
  layout?: 'auto' | 'table' | 'cards';
};

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, emptyMessage, offset = 0, minWidth = 700, label } = props;
  const { t } = useTranslation();
  const narrow =
    useMediaQuery(CARD_LAYOUT_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const layout = props.layout ?? 'auto';
  const cards = layout === 'cards' || (layout === 'auto' && narrow);
  return (
    <>
      {cards ? (
        rows?.length ? (
          <CardList columns={columns} rows={rows} rowKey={rowKey} offset={offset} label={label} />
        ) : null
      ) : (
        <TableView
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          offset={offset}
          minWidth={minWidth}
          label={label}
        />
      )}
      {(rows === undefined || rows.length === 0) && (
        <Center py="xl" px="sm" role="status">
          {rows === undefined ? (
            <LoadingMark label={t('list.loading')} />
          ) : (
            <Text c="dimmed" ta="center">
              {emptyMessage ?? t('list.empty')}
            </Text>
          )}
        </Center>
      )}
    </>
  );
}
