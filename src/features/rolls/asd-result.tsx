// What an ASD list did (POST /api/rolls/asd): how many voters it marked, by category, how many
// already had the mark, and — for the coordinator to check by hand — the rows it could not
// match to a voter (with the reason) and the lines it could not read, as the file had them.
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsdLine, AsdResult, AsdUnmatched } from '../../domain/asd-list.ts';
import { ASD_CATEGORIES } from '../../domain/roll-status.ts';

const listStyle = { listStyle: 'none' } as const;

/** The lines of the file that read as no elector, numbered as in the file. */
export function AsdUnreadLines({ lines }: { lines: readonly AsdLine[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {t('asd.result.unread', { count: lines.length })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('asd.result.unreadHint')}
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} style={listStyle}>
        {lines.map((l) => (
          <Text component="li" key={l.line} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t('asd.result.line', { line: l.line })}:
            </Text>{' '}
            <Text span ff="monospace" size="sm">
              {l.text}
            </Text>
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function UnmatchedRow({ row }: { row: AsdUnmatched }) {
  const { t } = useTranslation();
  const who = [row.name, row.relative && `(${row.relative})`].filter(Boolean).join(' ');
  const facts = [
    row.serial !== undefined && t('asd.result.serial', { serial: row.serial }),
    row.epic,
    t(`asd.result.categories.${row.category}`),
    t('asd.result.line', { line: row.line }),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {who || row.text}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`asd.result.reasons.${row.reason}`)}
      </Text>
    </Paper>
  );
}

export type AsdResultViewProps = {
  result: AsdResult;
  /** The heading, for the card to move focus to once the answer is in. */
  headingRef?: Ref<HTMLHeadingElement>;
};

export function AsdResultView({ result, headingRef }: AsdResultViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('asd.result.heading', { list: result.listName, part: result.partNumber })}
      </Title>
      <Stack gap={2} aria-live="polite">
        <Text fw={700}>{t('asd.result.marked', { count: result.marked })}</Text>
        {result.already > 0 && (
          <Text size="sm">{t('asd.result.already', { count: result.already })}</Text>
        )}
        <Text size="sm">
          {t('asd.result.rows', { count: result.rows })} {t(`asd.result.readBy.${result.readBy}`)}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Title order={4} size="h6">
          {t('asd.result.byCategory')}
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 4 }}
          spacing="xs"
          m={0}
          p={0}
          style={listStyle}
        >
          {ASD_CATEGORIES.map((c) => (
            <Paper component="li" key={c} withBorder radius="sm" p="xs">
              <Text size="xl" fw={700} lh={1.2}>
                {number.format(result.byCategory[c])}
              </Text>
              <Text size="sm">{t(`asd.result.categories.${c}`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      {result.unmatched.length === 0 ? (
        <Text size="sm">{t('asd.result.allMatched')}</Text>
      ) : (
        <Stack gap={4}>
          <Title order={4} size="h6">
            {t('asd.result.unmatched', { count: result.unmatched.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('asd.result.unmatchedHint')}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={listStyle}>
            {result.unmatched.map((row) => (
              <UnmatchedRow key={`${row.line}-${row.epic ?? row.serial ?? ''}`} row={row} />
            ))}
          </Stack>
        </Stack>
      )}
      {result.unread.length > 0 && <AsdUnreadLines lines={result.unread} />}
    </Stack>
  );
}
