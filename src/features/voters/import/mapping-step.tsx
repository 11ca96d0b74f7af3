import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnMapping, ImportTarget } from '../../../domain/voter-csv.ts';
import { IMPORT_TARGETS, mappingGaps } from '../../../domain/voter-csv.ts';
import type { FilePreview } from './import-pipeline.ts';
import { PreviewTable } from './preview-table.tsx';

export type MappingStepProps = {
  fileName: string;
  preview: FilePreview;
  mapping: ColumnMapping;
  /** The mapping came from the last file with this header; default false. */
  remembered?: boolean;
  onChange: (mapping: ColumnMapping) => void;
  onStart: () => void;
  onBack: () => void;
};

const SKIP = 'skip';

/** Give `target` to `column`; a column that had it before falls back to skip. */
export function assignTarget(
  mapping: ColumnMapping,
  column: number,
  target: ImportTarget | null,
): ColumnMapping {
  return mapping.map((t, i) => (i === column ? target : t === target ? null : t));
}

/** One Select per column of the file (with sample values), the preview, and the gaps. */
export function MappingStep(props: MappingStepProps) {
  const { fileName, preview, mapping, remembered = false, onChange } = props;
  const { t } = useTranslation();
  const options = [
    { value: SKIP, label: t('voterImport.mapping.skip') },
    ...IMPORT_TARGETS.map((k) => ({ value: k, label: t(`voterImport.fields.${k}`) })),
  ];
  const gaps = mappingGaps(mapping);
  const sample = (column: number) =>
    preview.rows
      .map((r) => r[column]?.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' · ');
  return (
    <Stack gap="md">
      <Text>{t('voterImport.mapping.intro', { file: fileName })}</Text>
      {remembered && (
        <Text size="sm" c="dimmed">
          {t('voterImport.mapping.remembered')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {preview.header.map((name, column) => (
          <Select
            key={column}
            label={name || t('voterImport.mapping.column', { number: column + 1 })}
            description={sample(column)}
            data={options}
            value={mapping[column] ?? SKIP}
            allowDeselect={false}
            searchable
            onChange={(value) =>
              onChange(
                assignTarget(
                  mapping,
                  column,
                  !value || value === SKIP ? null : (value as ImportTarget),
                ),
              )
            }
          />
        ))}
      </SimpleGrid>
      <PreviewTable preview={preview} mapping={mapping} />
      {gaps.length > 0 && (
        <Alert color="yellow" role="status">
          <Stack gap={4}>
            {gaps.map((key) => (
              <Text key={key} size="sm">
                {t(key as 'voterImport.gap.name')}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="default" mih={44} onClick={props.onBack}>
          {t('voterImport.mapping.back')}
        </Button>
        <Button mih={44} disabled={gaps.length > 0} onClick={props.onStart}>
          {t('voterImport.mapping.start')}
        </Button>
      </Group>
    </Stack>
  );
}
