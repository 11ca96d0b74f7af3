// List mode of a voter report: title and Add, the filter area from the definition, "Show
// Result", Upload CSV and the output buttons, the table (cards on phones) with the row menu
// where the definition has one, paging with a total, the delete confirmation and the pocket
// printer's dialog for one voter's slip.
import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import { RowActionMenu, useOpenRowMenu } from '../../../components/data-table/index.ts';
import { ConfirmDialog, ListScreen } from '../../../components/list-screen/index.ts';
import type { TranslationKey } from '../../../components/use-translate-key.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { voterFullName } from '../../../domain/voter-fields.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { ImportDialog } from '../import/index.ts';
import { PocketPrint, ReportOutputButtons } from '../output/index.ts';
import { useReportPage } from '../../../roll/index.ts';
import { reportRowKey, reportTableColumns, voterIdOf } from './report-columns.ts';
import { ReportFilters } from './report-filters.tsx';
import type { ReportControls } from './use-report-controls.ts';
import { useOptionText } from './use-option-text.ts';
import type { VoterRowTarget } from './use-voter-actions.ts';
import { useDeleteVoter, useVoterActions } from './use-voter-actions.ts';

export type ReportListViewProps = {
  def: VoterReportDef;
  controls: ReportControls;
  onAdd: () => void;
  onEdit: (id: string) => void;
  onView: (id: string) => void;
  /** Open the roll import at once (a link with ?import=1). */
  startImporting?: boolean;
};

export function ReportListView(props: ReportListViewProps) {
  const { def, controls, onAdd, onEdit, onView, startImporting } = props;
  const { t, i18n } = useTranslation();
  const { values, page, pageSize } = controls;
  const data = useReportPage({ def, values, page, pageSize, locale: i18n.language });
  const [toDelete, setToDelete] = useState<VoterRowTarget | null>(null);
  const [toPrint, setToPrint] = useState<VoterRowTarget | null>(null);
  const [importing, setImporting] = useState(startImporting ?? false);
  const { menuProps } = useOpenRowMenu();
  const actionsFor = useVoterActions(onView, onEdit, setToDelete, setToPrint);
  const confirmDelete = useDeleteVoter();
  const optionText = useOptionText();
  // Definition keys are template types; voter-reports.test.ts checks each exists in en and hi.
  const title = t(def.titleKey as TranslationKey);

  const columns = useMemo((): DataTableColumn<FilterRow>[] => {
    const shown = reportTableColumns(def, optionText);
    if (!def.action) return shown;
    const action: DataTableColumn<FilterRow> = {
      id: 'action',
      titleKey: 'list.action',
      align: 'center',
      card: 'actions',
      sticky: 'end',
      render: (row) => {
        const id = voterIdOf(row);
        if (!id) return null;
        const target = { id, name: voterFullName(row), row };
        return (
          <RowActionMenu
            actions={actionsFor(target)}
            label={t('list.rowActions', { name: target.name })}
            {...menuProps(reportRowKey(row))}
          />
        );
      },
    };
    return [...shown, action];
  }, [def, optionText, actionsFor, menuProps, t]);

  // Kept until its own inputs change, like ListScreen's table: a filter keystroke re-renders
  // this view before the query runs.
  const outputs = useMemo(() => <ReportOutputButtons def={def} values={values} />, [def, values]);

  return (
    <>
      <ListScreen
        title={title}
        {...(def.addKey ? { addLabel: t(def.addKey as TranslationKey), onAdd } : {})}
        filters={<ReportFilters filters={def.filters} controls={controls} />}
        tools={
          <>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              {t('voters.screen.uploadCsv')}
            </Button>
            {outputs}
          </>
        }
        paging={controls}
        total={data?.total}
        columns={columns}
        rows={data?.rows}
        rowKey={reportRowKey}
        emptyMessage={t('list.empty')}
      />
      <ConfirmDialog
        message={toDelete ? t('voters.screen.confirmDelete') : null}
        confirmLabel={t('voters.screen.delete')}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
          setToDelete(null);
        }}
      />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
      <PocketPrint
        rows={toPrint?.row ? [toPrint.row] : null}
        title={t('voterOutput.pocket.title', { name: toPrint?.name ?? '' })}
        firstName={toPrint?.name ?? ''}
        onClose={() => setToPrint(null)}
      />
    </>
  );
}
