// One print view of a report: reads every filtered row, refuses sizes a phone cannot print,
// and hosts the table, slip or label sheets with their progress in the toolbar.
import { Alert } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import { dateFormats } from '../../../domain/date-format.ts';
import type { FilterRow, FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { FamilyLabelsSheet } from './family-labels-sheet.tsx';
import type { OutputView } from './output-kinds.ts';
import { PRINT_LIMITS } from './output-kinds.ts';
import { PrintView } from './print-view.tsx';
import { ReportTableSheet } from './report-table-sheet.tsx';
import type { Progress } from './sheet-progress.ts';
import { useOutputRows } from './use-output-rows.ts';
import { VoterSlipsSheet } from './voter-slips-sheet.tsx';
import { LoadingMark } from '../../../components/loading-mark.tsx';

export type OutputViewDialogProps = {
  def: VoterReportDef;
  values: FilterValues;
  view: OutputView;
  onClose: () => void;
};

const START: Progress = { done: 0, complete: false, failed: false };

export function OutputViewDialog({ def, values, view, onClose }: OutputViewDialogProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const loaded = useOutputRows(def, values, i18n.language);
  const [progress, setProgress] = useState<Progress>(START);
  const onProgress = useCallback((p: Progress) => setProgress(p), []);
  const report = tk(def.titleKey);
  const title = t(`voterOutput.view.title.${view}`, { report });

  const message = (text: string, color = 'blue') => (
    // The alert says it; the status line stays empty so it is not announced twice.
    <PrintView title={title} status="" onClose={onClose}>
      <Alert className="bp-print-message" color={color}>
        {text}
      </Alert>
    </PrintView>
  );

  if (loaded.status === 'loading') {
    return (
      <PrintView title={title} status={t('voterOutput.view.loading')} onClose={onClose}>
        <LoadingMark size="md" className="bp-print-message" label={t('voterOutput.view.loading')} />
      </PrintView>
    );
  }
  if (loaded.status === 'error') return message(t('voterOutput.view.loadFailed'), 'red');
  const { rows } = loaded;
  if (!rows.length) return message(t('voterOutput.view.empty'));
  const limit = PRINT_LIMITS[view];
  if (rows.length > limit) {
    return message(t('voterOutput.view.tooMany', { count: rows.length, limit }), 'yellow');
  }
  if (progress.failed) return message(t('voterOutput.view.renderFailed'), 'red');

  const status = progress.complete
    ? t(`voterOutput.view.ready.${view}`, { count: rows.length })
    : t('voterOutput.view.progress', { done: progress.done, total: rows.length });
  return (
    <PrintView title={title} status={status} ready={progress.complete} onClose={onClose}>
      <Sheet view={view} def={def} rows={rows} caption={report} onProgress={onProgress} />
    </PrintView>
  );
}

type SheetProps = {
  view: OutputView;
  def: VoterReportDef;
  rows: FilterRow[];
  caption: string;
  onProgress: (p: Progress) => void;
};

function Sheet({ view, def, rows, caption, onProgress }: SheetProps) {
  const { t, i18n } = useTranslation();
  switch (view) {
    case 'table': {
      const date = dateFormats(i18n.language).date(new Date());
      const full = t('voterOutput.view.caption', { report: caption, date, count: rows.length });
      return <ReportTableSheet def={def} rows={rows} caption={full} onProgress={onProgress} />;
    }
    case 'slips':
      return <VoterSlipsSheet rows={rows} onProgress={onProgress} />;
    case 'labels':
      return <FamilyLabelsSheet rows={rows} onProgress={onProgress} />;
    default: {
      const never: never = view;
      throw new Error(`Unknown print view ${String(never)}`);
    }
  }
}
