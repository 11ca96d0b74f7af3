// The report toolbar's output actions: Export CSV, Print, Voter slips (reports of voters) and
// Family labels (reports of households). Separate buttons on wider screens; one
// "Export / print" menu on phones, where four buttons would not fit beside the filters.
import { Button, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconFileSpreadsheet,
  IconHome,
  IconIdBadge2,
  IconPrinter,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { exportReportCsv } from './export-report-csv.ts';
import type { OutputView } from './output-kinds.ts';
import { hasLabels, hasSlips } from './output-kinds.ts';
import { OutputViewDialog } from './output-view-dialog.tsx';

export type ReportOutputButtonsProps = {
  def: VoterReportDef;
  /** The filter area's current values: the output covers every row they select. */
  values: FilterValues;
};

/** Below this width the actions collapse into one menu (the app's phone breakpoint). */
const PHONE_QUERY = '(max-width: 37.49em)';

type Action = { id: 'csv' | OutputView; label: string; icon: ReactNode; run: () => void };

export function ReportOutputButtons({ def, values }: ReportOutputButtonsProps) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [view, setView] = useState<OutputView | null>(null);
  const [exporting, setExporting] = useState(false);
  const close = useCallback(() => setView(null), []);

  const onExport = async () => {
    setExporting(true);
    try {
      const count = await exportReportCsv(def, values, i18n.language, tk);
      if (!count) toast.info(t('voterOutput.csv.empty'));
    } catch (error) {
      console.error('CSV export failed', error);
      toast.error(t('voterOutput.csv.failed'));
    } finally {
      setExporting(false);
    }
  };

  const icon = (Icon: typeof IconPrinter) => <Icon size={18} aria-hidden />;
  const actions: Action[] = [
    {
      id: 'csv',
      label: t('voterOutput.actions.csv'),
      icon: icon(IconFileSpreadsheet),
      run: () => void onExport(),
    },
    {
      id: 'table',
      label: t('voterOutput.actions.print'),
      icon: icon(IconPrinter),
      run: () => setView('table'),
    },
    ...(hasSlips(def)
      ? [
          {
            id: 'slips',
            label: t('voterOutput.actions.slips'),
            icon: icon(IconIdBadge2),
            run: () => setView('slips'),
          } as const,
        ]
      : []),
    ...(hasLabels(def)
      ? [
          {
            id: 'labels',
            label: t('voterOutput.actions.labels'),
            icon: icon(IconHome),
            run: () => setView('labels'),
          } as const,
        ]
      : []),
  ];

  return (
    <>
      {phone ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              loading={exporting}
              rightSection={<IconChevronDown size={16} aria-hidden />}
            >
              {t('voterOutput.actions.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((a) => (
              <Menu.Item key={a.id} leftSection={a.icon} onClick={a.run}>
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Group gap="xs" role="group" aria-label={t('voterOutput.actions.menu')}>
          {actions.map((a) => (
            <Button
              key={a.id}
              variant="default"
              size="sm"
              leftSection={a.icon}
              loading={a.id === 'csv' && exporting}
              onClick={a.run}
            >
              {a.label}
            </Button>
          ))}
        </Group>
      )}
      {view && <OutputViewDialog def={def} values={values} view={view} onClose={close} />}
    </>
  );
}
