import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnMapping } from '../../../domain/voter-csv.ts';
import type { FilePreview } from './import-pipeline.ts';

export type PreviewTableProps = { preview: FilePreview; mapping: ColumnMapping };

/** The first rows as they are in the file, each column headed by the field it goes to. */
export function PreviewTable({ preview, mapping }: PreviewTableProps) {
  const { t } = useTranslation();
  const heading = (column: number) => {
    const target = mapping[column];
    return target ? t(`voterImport.fields.${target}`) : t('voterImport.mapping.skip');
  };
  return (
    <Table.ScrollContainer minWidth={Math.max(320, preview.header.length * 120)}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{t('voterImport.mapping.preview')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {preview.header.map((name, column) => (
              <Table.Th key={column} scope="col">
                <Text size="xs" c="dimmed">
                  {name}
                </Text>
                {heading(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row, r) => (
            <Table.Tr key={r}>
              {preview.header.map((_, column) => (
                <Table.Td key={column}>{row[column] ?? ''}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
