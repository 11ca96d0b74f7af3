import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileError } from './use-voter-import.ts';
import { MAX_IMPORT_MB } from './use-voter-import.ts';
import { LoadingMark } from '../../../components/loading-mark.tsx';

export type FileStepProps = {
  /** Called with the chosen or dropped file. */
  onFile: (file: File) => void;
  /** The file is being read; default false. */
  reading?: boolean;
  /** Why the last file was refused, if it was. */
  error?: FileError;
};

const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
} as const;

/** A drop zone that is also the file input's label: tap to choose, or drop a file on it. */
export function FileStep({ onFile, reading = false, error }: FileStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {t(`voterImport.file.${error}`, { max: MAX_IMPORT_MB })}
        </Alert>
      )}
      <Paper
        component="label"
        htmlFor={id}
        withBorder
        radius="md"
        p="lg"
        mih={160}
        bg={over ? 'var(--mantine-primary-color-light)' : undefined}
        style={{ borderStyle: 'dashed', cursor: 'pointer', display: 'grid', placeItems: 'center' }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          {reading ? (
            <LoadingMark size="md" label={t('voterImport.file.reading')} />
          ) : (
            <IconFileSpreadsheet size={40} aria-hidden />
          )}
          <Text fw={700} ta="center">
            {t('voterImport.file.label')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('voterImport.file.drop')}
          </Text>
        </Stack>
        <input
          id={id}
          type="file"
          aria-label={t('voterImport.file.label')}
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          style={HIDDEN_INPUT}
          disabled={reading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
      </Paper>
      <Text size="sm" c="dimmed">
        {t('voterImport.file.hint')}
      </Text>
    </Stack>
  );
}
