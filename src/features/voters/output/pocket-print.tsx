// Opens the pocket printer dialog for some voters, loading its code only then (the dialog, the
// slip drawing and src/printer stay out of the voter list's download). Offline before printing
// was ever loaded, the import fails: the person is told to connect once.
import { Alert, Modal } from '@mantine/core';
import type { ComponentType } from 'react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { PocketPrintDialogProps } from './pocket-print-dialog.tsx';

function NotLoaded({ title, onClose }: PocketPrintDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title}>
      <Alert color="red" role="status">
        {t('voterOutput.pocket.status.notLoaded')}
      </Alert>
    </Modal>
  );
}

const Dialog = lazy(async (): Promise<{ default: ComponentType<PocketPrintDialogProps> }> => {
  try {
    return { default: (await import('./pocket-print-dialog.tsx')).PocketPrintDialog };
  } catch (err) {
    console.error('The pocket printer dialog could not load', err);
    return { default: NotLoaded };
  }
});

export type PocketPrintProps = Omit<PocketPrintDialogProps, 'rows'> & {
  /** The voters to print; null: the dialog is closed. */
  rows: readonly PocketPrintDialogProps['rows'][number][] | null;
};

export function PocketPrint({ rows, ...rest }: PocketPrintProps) {
  if (!rows) return null;
  return (
    <Suspense fallback={null}>
      <Dialog rows={rows} {...rest} />
    </Suspense>
  );
}
