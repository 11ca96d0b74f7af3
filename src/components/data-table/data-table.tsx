// A generic table over Mantine's: columns as config, a "-" for missing cells, one empty
// message spanning every column, and a spinner row while the rows are loading.
import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
  /** Below this width the table scrolls sideways instead of squeezing; default 900. */
  minWidth?: number;
  /** Accessible name of the table. */
  label?: string;
};

const isMissing = (v: ReactNode | CellValue) => v === undefined || v === null || v === '';

function Cell<Row>({ column, row, n }: { column: DataTableColumn<Row>; row: Row; n: number }) {
  const { t } = useTranslation();
  const content = column.render ? column.render(row, n) : column.accessor?.(row, n);
  return (
    <Table.Td ta={column.align} style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
      {isMissing(content) ? t('list.missing') : content}
    </Table.Td>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, emptyMessage, offset = 0, minWidth = 900, label } = props;
  const { t } = useTranslation();
  const fullRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length}>
        <Center py="lg">{content}</Center>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.id} ta={c.align} style={{ whiteSpace: 'nowrap' }}>
                {t(c.titleKey)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? fullRow(<Loader size="sm" aria-label={t('list.loading')} />)
            : rows.length === 0
              ? fullRow(<Text c="dimmed">{emptyMessage ?? t('list.empty')}</Text>)
              : rows.map((row, i) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Cell key={c.id} column={c} row={row} n={offset + i + 1} />
                    ))}
                  </Table.Tr>
                ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
