// A part's electors by gender: as printed on the roll beside as counted from its rows, a
// figure that differs marked in words and colour, in a table narrow enough for 360 px.
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RollPartResult, RollTotals } from '../../domain/roll-jobs.ts';

const ROWS = ['male', 'female', 'thirdGender', 'total'] as const satisfies (keyof RollTotals)[];

export function PartTotals({ part }: { part: RollPartResult }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} fz="sm">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start', marginBottom: 4 }}>
        {t('rolls.detail.totals')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Td />
          <Table.Th scope="col">{t('rolls.detail.printed')}</Table.Th>
          <Table.Th scope="col">{t('rolls.detail.counted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((key) => {
          const printed = part.printed?.[key];
          const counted = part.counted[key];
          const differs = printed !== undefined && printed !== counted;
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={key === 'total' ? 700 : 500}>
                {t(`rolls.detail.${key}`)}
              </Table.Th>
              <Table.Td>
                {printed === undefined ? (
                  <Text span size="sm" c="dimmed">
                    {t('rolls.detail.notPrinted')}
                  </Text>
                ) : (
                  n.format(printed)
                )}
              </Table.Td>
              <Table.Td
                fw={differs ? 700 : undefined}
                c={differs ? 'var(--mantine-color-error)' : undefined}
              >
                {n.format(counted)}
                {differs ? ` ≠ ${n.format(printed)}` : ''}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
