// The report toolbar's output actions: Export CSV, Print, Voter slips (reports of voters) and
// Family labels (reports of households). Separate buttons on wider screens; one
// "Export / print" menu on phones, where four buttons would not fit beside the filters.
import { Button, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { FilterValues } from '../../../domain/voter-filters.ts';
import type { VoterReportDef } from '../../../domain/voter-reports.ts';
import { exportReportCsv } from './export-report-csv.ts';
import type { OutputActionId } from './output-actions.ts';
import { OUTPUT_ACTIONS } from './output-actions.ts';
import type { OutputView } from './output-kinds.ts';
import { OutputViewDialog } from './output-view-dialog.tsx';

export type ReportOutputButtonsProps = {
  def: VoterReportDef;
  /** The filter area's current values: the output covers every row they select. */
  values: FilterValues;
};

/** Below this width the actions collapse into one menu (the app's phone breakpoint). */
const PHONE_QUERY = '(max-width: 37.49em)';

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
  const run = (id: OutputActionId) => (id === 'csv' ? void onExport() : setView(id));
  const actions = OUTPUT_ACTIONS.filter((a) => a.offered(def)).map((a) => ({
    id: a.id,
    label: tk(a.labelKey),
    icon: <a.icon size={18} aria-hidden />,
  }));

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
              <Menu.Item key={a.id} leftSection={a.icon} onClick={() => run(a.id)}>
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
              onClick={() => run(a.id)}
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
