// A generic table over Mantine's: columns as config, a "-" for missing cells, and an empty
// message or a spinner under the header. Those two sit outside the sideways-scrolling area, so
// on a phone they stay in view instead of centring on a table wider than the screen.
import { Center, Loader, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellValue, DataTableColumn } from './types.ts';

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** Rows of the current page; undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Text of the empty table; default "No candidates found". */
  emptyMessage?: string;
  /** Row number of the first row minus one (the page offset); default 0. */
  offset?: number;
  /** Below this width the table scrolls sideways instead of squeezing further; default 700. */
  minWidth?: number;
  /** Accessible name of the table. */
  label?: string;
};

const STICKY: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
};

function cellStyle<Row>(column: DataTableColumn<Row>, header = false): CSSProperties {
  return {
    ...(column.noWrap || header ? { whiteSpace: 'nowrap' } : {}),
    ...(column.sticky ? STICKY : {}),
  };
}

const isMissing = (v: ReactNode | CellValue) => v === undefined || v === null || v === '';

function Cell<Row>({ column, row, n }: { column: DataTableColumn<Row>; row: Row; n: number }) {
  const { t } = useTranslation();
  const content = column.render ? column.render(row, n) : column.accessor?.(row, n);
  return (
    <Table.Td ta={column.align} style={cellStyle(column)}>
      {isMissing(content) ? t('list.missing') : content}
    </Table.Td>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, emptyMessage, offset = 0, minWidth = 700, label } = props;
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.id} ta={c.align} style={cellStyle(c, true)}>
                  {t(c.titleKey)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row, i) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Cell key={c.id} column={c} row={row} n={offset + i + 1} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(rows === undefined || rows.length === 0) && (
        <Center py="xl" px="sm" role="status">
          {rows === undefined ? (
            <Loader size="sm" aria-label={t('list.loading')} />
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
