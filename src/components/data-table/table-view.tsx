// The wide-screen layout of DataTable: a real <table>, scrolling sideways below `minWidth`
// (tablets) with the name column held at the left edge.
import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from './cell-content.tsx';
import type { DataTableColumn } from './types.ts';

const STICKY_BASE: CSSProperties = {
  position: 'sticky',
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

const STICKY = {
  start: {
    ...STICKY_BASE,
    left: 0,
    boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
  },
  end: { ...STICKY_BASE, right: 0, boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)' },
} as const satisfies Record<'start' | 'end', CSSProperties>;

function cellStyle<Row>(column: DataTableColumn<Row>, header = false): CSSProperties {
  return {
    ...(column.noWrap || header ? { whiteSpace: 'nowrap' } : {}),
    ...(column.sticky ? STICKY[column.sticky] : {}),
  };
}

export type TableViewProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  offset: number;
  minWidth: number;
  label?: string;
};

export function TableView<Row>({
  columns,
  rows,
  rowKey,
  offset,
  minWidth,
  label,
}: TableViewProps<Row>) {
  const { t } = useTranslation();
  return (
    // The scrolling viewport takes focus, so a keyboard can scroll a wide table sideways even
    // when it holds no link or button (an empty report): axe's scrollable-region-focusable.
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, ...(label ? { role: 'region', 'aria-label': label } : {}) },
      }}
    >
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
                <Table.Td key={c.id} ta={c.align} style={cellStyle(c)}>
                  <CellContent column={c} row={row} n={offset + i + 1} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
