// The phone layout of DataTable (below 600 px): one card per row, built from the same column
// configuration as the table. The name heads the card with the status beside it and the row's
// actions in its corner, so nothing needs a sideways scroll; the other columns follow as
// label/value pairs in two columns.
import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CellContent } from './cell-content.tsx';
import type { CardPlace, DataTableColumn } from './types.ts';

export type CardListProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  offset: number;
  label?: string;
};

const placeOf = <Row,>(c: DataTableColumn<Row>): CardPlace => c.card ?? 'field';

export function CardList<Row>({ columns, rows, rowKey, offset, label }: CardListProps<Row>) {
  const { t } = useTranslation();
  const by = (place: CardPlace) => columns.filter((c) => placeOf(c) === place);
  const [media, title, status, actions, fields] = [
    by('media'),
    by('title'),
    by('status'),
    by('actions'),
    by('field'),
  ];
  return (
    <Stack component="ul" aria-label={label} gap="sm" p="sm" m={0} style={{ listStyle: 'none' }}>
      {rows?.map((row, i) => {
        const n = offset + i + 1;
        const cell = (c: DataTableColumn<Row>) => <CellContent column={c} row={row} n={n} />;
        return (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="center">
              {media.map((c) => (
                <CellContent key={c.id} column={c} row={row} n={n} blankWhenMissing />
              ))}
              <Stack gap={4} miw={0} style={{ flex: 1 }}>
                {title.map((c) => (
                  <Text key={c.id} fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {cell(c)}
                  </Text>
                ))}
                {status.length > 0 && (
                  <Group gap="xs">
                    {status.map((c) => (
                      <Box key={c.id}>{cell(c)}</Box>
                    ))}
                  </Group>
                )}
              </Stack>
              {actions.map((c) => (
                <Box key={c.id} style={{ flexShrink: 0 }}>
                  {cell(c)}
                </Box>
              ))}
            </Group>
            {fields.length > 0 && (
              <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} mt="xs" mb={0}>
                {fields.map((c) => (
                  <Box key={c.id} miw={0}>
                    <Text component="dt" size="xs" c="dimmed">
                      {t(c.titleKey)}
                    </Text>
                    <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                      {cell(c)}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
