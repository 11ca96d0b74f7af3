// List mode of a voter report: title and Add, the filter area from the definition, "Show
// Result", Upload CSV and the output buttons, the table (cards on phones) with the row menu
// where the definition has one, paging with a total, and the delete confirmation.
import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/index.ts';
import {
  DataTable,
  RowActionMenu,
  ShowResultSelect,
  TablePagination,
  useOpenRowMenu,
  usePageWithinTotal,
} from '../../../components/data-table/index.ts';
import { ConfirmDialog, ListScreenLayout } from '../../../components/list-screen/index.ts';
import type { TranslationKey } from '../../../components/use-translate-key.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { voterFullName } from '../../../domain/voter-fields.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { ImportDialog } from '../import/index.ts';
import { ReportOutputButtons } from '../output/index.ts';
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
  const { values, page, setPage, pageSize, setPageSize } = controls;
  const data = useReportPage({ def, values, page, pageSize, locale: i18n.language });
  const [toDelete, setToDelete] = useState<VoterRowTarget | null>(null);
  const [importing, setImporting] = useState(startImporting ?? false);
  const { menuProps } = useOpenRowMenu();
  const actionsFor = useVoterActions(onView, onEdit, setToDelete);
  const confirmDelete = useDeleteVoter();
  const optionText = useOptionText();
  // Definition keys are template types; voter-reports.test.ts checks each exists in en and hi.
  const title = t(def.titleKey as TranslationKey);

  const total = data?.total;
  usePageWithinTotal(total, page, pageSize, setPage);

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

  // Typing in a filter box re-renders this view on every keystroke, before the query runs; the
  // table, paging and output buttons are kept as they were until their own inputs change (a
  // phone at CPU 4× spent most of a filter's time re-drawing the same cards).
  const rows = data?.rows;
  const table = useMemo(
    () => (
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={reportRowKey}
        offset={(page - 1) * pageSize}
        emptyMessage={t('list.empty')}
        label={title}
      />
    ),
    [columns, rows, page, pageSize, t, title],
  );
  const pagination = useMemo(
    () => (
      <TablePagination page={page} pageSize={pageSize} total={total ?? 0} onPageChange={setPage} />
    ),
    [page, pageSize, total, setPage],
  );
  const outputs = useMemo(() => <ReportOutputButtons def={def} values={values} />, [def, values]);

  return (
    <>
      <ListScreenLayout
        title={title}
        {...(def.addKey ? { addLabel: t(def.addKey as TranslationKey), onAdd } : {})}
        toolbar={
          <>
            <ReportFilters filters={def.filters} controls={controls} />
            <ShowResultSelect value={pageSize} onChange={setPageSize} />
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
        table={table}
        pagination={pagination}
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
    </>
  );
}
