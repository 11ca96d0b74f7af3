// Names to object to (issue 25): voters still on the list whose latest door-to-door visit
// found them dead or moved away, per part, each with that visit as the evidence; filing a
// Form 7 records it, and the card shows the form from then on.
import { Stack, Text, Title } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import type { CaseCardData, CaseLine } from './case-card.tsx';
import { CaseCard } from './case-card.tsx';
import type { ObjectionItem } from './form7-data.ts';
import { useFollowUpTexts } from './use-follow-up-texts.ts';
import { useForm7Candidates } from './use-follow-ups.ts';

/** The evidence a Form 7 carries, in the words of the person filing it. */
export function useEvidenceText() {
  const { t } = useTranslation();
  const texts = useFollowUpTexts();
  return ({ visit }: ObjectionItem) =>
    [
      t('followUps.objections.evidenceText', {
        date: texts.date(visit.visitedAt),
        by: visit.by,
        outcome: t(`walk.outcomes.${visit.outcome}`),
      }),
      visit.note ? t('followUps.objections.evidenceNote', { note: visit.note }) : '',
    ]
      .filter(Boolean)
      .join(' ');
}

function useCardData(onFile: (item: ObjectionItem) => void) {
  const { t } = useTranslation();
  const texts = useFollowUpTexts();
  return (item: ObjectionItem): CaseCardData => {
    const { voter, visit, filed } = item;
    const name = texts.name(voter);
    const lines: CaseLine[] = [
      { text: texts.place(voter) },
      ...(voter.relation ? [{ text: texts.relative(voter), tone: 'dimmed' as const }] : []),
      {
        text: t('followUps.objections.visit', {
          date: texts.date(visit.visitedAt),
          by: visit.by,
          outcome: t(`walk.outcomes.${visit.outcome}`),
        }),
        tone: 'alert',
      },
      ...(visit.note ? [{ text: t('followUps.objections.note', { note: visit.note }) }] : []),
      ...(filed
        ? [
            {
              text: t('followUps.objections.filed', {
                ref: filed.formRef ?? '-',
                date: texts.day(filed.formDate),
                by: filed.by,
              }),
              tone: 'done' as const,
            },
          ]
        : []),
    ];
    return {
      id: voter.id,
      name,
      badge: filed
        ? { label: t('followUps.objections.filedBadge'), color: 'green.9' }
        : { label: t('followUps.objections.toFile'), color: 'orange.9' },
      lines,
      // Once filed the card says so; a correction is still a new Form 7 entry.
      ...(filed
        ? {}
        : {
            action: {
              label: t('followUps.objections.file'),
              aria: t('followUps.objections.fileLabel', { name }),
              icon: <IconFileAlert size={18} aria-hidden />,
              onClick: () => onFile(item),
            },
          }),
    };
  };
}

export function ObjectionsPanel({ onFile }: { onFile: (item: ObjectionItem) => void }) {
  const { t } = useTranslation();
  const parts = useForm7Candidates();
  const toCard = useCardData(onFile);
  if (!parts) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('followUps.objections.intro')}</Text>
      {parts.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('followUps.objections.none')}
        </Text>
      )}
      {parts.map(({ part, items }) => {
        const title = t('followUps.objections.part', { part, count: items.length });
        return (
          <Stack key={part} gap={6}>
            <Title order={2} fz="md">
              {title}
            </Title>
            <CardStack label={title}>
              {items.map((item) => (
                <CaseCard key={item.voter.id} data={toCard(item)} />
              ))}
            </CardStack>
          </Stack>
        );
      })}
    </Stack>
  );
}
