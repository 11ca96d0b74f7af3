// "Print slips" on a panna's card: every voter of the panna a slip, one after another, on the
// pocket printer. The panna screen (another feature) shows it through src/app, which composes
// the two (route-screens.ts), so neither feature imports the other.
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { voterFullName } from '../../../domain/voter-fields.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type { PannaRange } from './panna-slip-rows.ts';
import { pannaSlipRows } from './panna-slip-rows.ts';
import { PocketPrint } from './pocket-print.tsx';

export function PannaSlipsButton({ panna }: { panna: PannaRange }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FilterRow[] | null>(null);
  const range = { part: panna.partNumber, from: panna.fromSerial, to: panna.toSerial };
  const open = () => {
    pannaSlipRows(panna)
      .then(setRows)
      .catch((err: unknown) => {
        console.error('Panna voters not read', err);
        setRows([]);
      });
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPrinter size={18} aria-hidden />}
        onClick={open}
        aria-label={t('voterOutput.pocket.pannaButtonLabel', range)}
      >
        {t('voterOutput.pocket.pannaButton')}
      </Button>
      <PocketPrint
        rows={rows}
        title={t('voterOutput.pocket.titlePanna', range)}
        firstName={rows?.[0] ? voterFullName(rows[0]) : ''}
        onClose={() => setRows(null)}
      />
    </>
  );
}
