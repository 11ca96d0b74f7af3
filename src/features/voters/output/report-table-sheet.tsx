// The report as a plain table for paper: every filtered row, the definition's columns,
// "-" for a missing cell as on screen. The header row repeats on every printed page.
import { memo, useEffect, useMemo } from 'react';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type { VoterColumn } from '../../../domain/voter-fields.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { columnWidths } from './column-widths.ts';
import { RENDER_CHUNK } from './output-kinds.ts';
import { outputColumns } from './report-csv.ts';
import type { SheetProgress } from './sheet-progress.ts';
import { useChunkedMap } from './use-chunked-map.ts';

const same = (row: FilterRow) => row;

const cellText = (value: ReturnType<VoterColumn<FilterRow>['read']>) =>
  value === undefined || value === null || value === '' ? '-' : String(value);

type RowsChunkProps = { rows: FilterRow[]; columns: VoterColumn<FilterRow>[]; offset: number };

const RowsChunk = memo(function RowsChunk({ rows, columns, offset }: RowsChunkProps) {
  return (
    <tbody>
      {rows.map((row, i) => (
        <tr key={offset + i}>
          {columns.map((c) => (
            <td key={c.id}>{cellText(c.read(row, offset + i + 1))}</td>
          ))}
        </tr>
      ))}
    </tbody>
  );
});

export type ReportTableSheetProps = {
  def: VoterReportDef;
  rows: FilterRow[];
  /** Printed above the table: the report's title and the date. */
  caption: string;
  onProgress: SheetProgress;
};

export function ReportTableSheet({ def, rows, caption, onProgress }: ReportTableSheetProps) {
  const tk = useTranslateKey();
  // Stable, so the memoised row chunks already on the page do not render again.
  const columns = useMemo(() => outputColumns(def), [def]);
  const widths = columnWidths(columns.map((c) => c.id));
  const { chunks, done, complete, failed } = useChunkedMap(rows, same, RENDER_CHUNK);
  useEffect(() => onProgress({ done, complete, failed }), [onProgress, done, complete, failed]);
  return (
    <section className="bp-sheet bp-sheet-table">
      <p className="bp-sheet-caption">{caption}</p>
      <table className="bp-print-table">
        <colgroup>
          {widths.map((width, i) => (
            <col key={columns[i]!.id} style={{ width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {tk(c.titleKey)}
              </th>
            ))}
          </tr>
        </thead>
        {chunks.map((chunk, i) => (
          <RowsChunk key={i} rows={chunk} columns={columns} offset={i * RENDER_CHUNK} />
        ))}
      </table>
    </section>
  );
}
