import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toast } from '../../components/toast.ts';
import { downloadText, outboxCsv } from './export-csv.ts';
import { loadUnsyncedEntries } from './outbox-commands.ts';
import { useSyncT } from './use-sync-t.ts';

/** Long labels wrap instead of running off a phone's screen. */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 44 },
  label: { whiteSpace: 'normal' },
} as const;

export type ExportUnsyncedButtonProps = {
  userId: string | null;
  /** Take the whole width of the parent; default false. */
  fullWidth?: boolean;
};

/** Downloads every pending and failed change of the signed-in user as CSV. */
export function ExportUnsyncedButton({ userId, fullWidth = false }: ExportUnsyncedButtonProps) {
  const t = useSyncT();
  const onExport = async () => {
    const entries = userId ? await loadUnsyncedEntries(userId) : [];
    if (!entries.length) {
      toast.info(t('sync.export.empty'));
      return;
    }
    const day = new Date().toISOString().slice(0, 10);
    downloadText(`booth-panel-unsynced-${day}.csv`, outboxCsv(entries));
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      fullWidth={fullWidth}
      styles={WRAPPING_BUTTON}
      py={6}
      onClick={() => void onExport()}
    >
      {t('sync.export.button')}
    </Button>
  );
}
