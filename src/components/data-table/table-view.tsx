// The wide-screen layout of DataTable: a real <table>, scrolling sideways below `minWidth`
// (tablets) with the name column held at the left edge. Plain elements rather than Mantine's
// Table: its sideways-scroll container comes with Mantine's ScrollArea and the floating-ui
// library (16 KB compressed), which the home screen's table put into every first load.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CellContent } from './cell-content.tsx';
import classes from './table-view.module.css';
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
    // The scrolling box takes focus, so a keyboard can scroll a wide table sideways even when
    // it holds no link or button (an empty report): axe's scrollable-region-focusable.
    <div
      className={`${classes.scroll} mantine-focus-auto`}
      tabIndex={0}
      {...(label ? { role: 'region', 'aria-label': label } : {})}
    >
      <table className={classes.table} style={{ minWidth }} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} style={{ textAlign: c.align, ...cellStyle(c, true) }}>
                {t(c.titleKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row, i) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.id} style={{ textAlign: c.align, ...cellStyle(c) }}>
                  <CellContent column={c} row={row} n={offset + i + 1} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
