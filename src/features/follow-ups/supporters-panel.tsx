// A worker's follow-ups (issue 25): the supporters still to bring back — their own pannas
// first, then each part — and, closed, the names back on the list. Open, all or closed.
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import type { FollowUpStage } from '../../domain/follow-ups.ts';
import type { CaseCardData, CaseLine } from './case-card.tsx';
import { CaseCard } from './case-card.tsx';
import type { FollowUpGroup, FollowUpItem } from './follow-ups-data.ts';
import { itemCount } from './follow-ups-data.ts';
import { useFollowUpTexts } from './use-follow-up-texts.ts';
import { useFollowUpList } from './use-follow-ups.ts';

type Filter = 'open' | 'all' | 'closed';

const STAGE_COLORS: Record<FollowUpStage, string> = {
  open: 'gray.7',
  reached: 'blue.9',
  filed: 'orange.9',
  back: 'green.9',
};

function useCardData(onRecord: (item: FollowUpItem) => void) {
  const { t } = useTranslation();
  const texts = useFollowUpTexts();
  return (item: FollowUpItem): CaseCardData => {
    const { voter, entries, closed } = item;
    const name = texts.name(voter);
    const lines: CaseLine[] = [
      { text: texts.place(voter) },
      ...(voter.relation ? [{ text: texts.relative(voter), tone: 'dimmed' as const }] : []),
      { text: texts.reason(item.reason), tone: closed ? 'done' : 'alert' },
      entries[0]
        ? { text: texts.entry(entries[0]) }
        : { text: t('followUps.noEntry'), tone: 'dimmed' },
    ];
    const stage =
      item.stage === 'filed' && entries[0]?.form
        ? `${t('followUps.stage.filed')} (${entries[0].form})`
        : t(`followUps.stage.${item.stage}`);
    return {
      id: voter.id,
      name,
      badge: { label: stage, color: STAGE_COLORS[item.stage] },
      lines,
      // A closed follow-up has nothing left to record.
      ...(closed
        ? {}
        : {
            action: {
              label: t('followUps.record'),
              aria: t('followUps.recordLabel', { name }),
              icon: <IconPencilPlus size={18} aria-hidden />,
              onClick: () => onRecord(item),
            },
          }),
    };
  };
}

function Groups({
  groups,
  toCard,
}: {
  groups: FollowUpGroup[];
  toCard: (item: FollowUpItem) => CaseCardData;
}) {
  const { t } = useTranslation();
  return groups.map((g) => {
    const values = { part: g.part, count: g.items.length, ...g.panna };
    const title = t(g.panna ? 'followUps.groups.mine' : 'followUps.groups.part', values);
    return (
      <Stack key={g.key} gap={6}>
        <Title order={3} fz="sm">
          {title}
        </Title>
        <CardStack label={title}>
          {g.items.map((item) => (
            <CaseCard key={item.voter.id} data={toCard(item)} />
          ))}
        </CardStack>
      </Stack>
    );
  });
}

export function SupportersPanel({ onRecord }: { onRecord: (item: FollowUpItem) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('open');
  const list = useFollowUpList();
  const toCard = useCardData(onRecord);
  if (!list) return null;
  const open = filter !== 'closed';
  const closed = filter !== 'open';
  const shown = (open ? itemCount(list.open) : 0) + (closed ? itemCount(list.closed) : 0);
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        size="md"
        styles={{
          label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
        }}
        aria-label={t('followUps.filter.label')}
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={(['open', 'all', 'closed'] as const).map((f) => ({
          value: f,
          label: t(`followUps.filter.${f}`),
        }))}
      />
      {shown === 0 && (
        <Text c="dimmed" size="sm">
          {t(`followUps.none.${filter}`)}
        </Text>
      )}
      {open && list.open.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('followUps.sections.open', { count: itemCount(list.open) })}
          </Title>
          <Groups groups={list.open} toCard={toCard} />
        </Stack>
      )}
      {closed && list.closed.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('followUps.sections.closed', { count: itemCount(list.closed) })}
          </Title>
          <Groups groups={list.closed} toCard={toCard} />
        </Stack>
      )}
    </Stack>
  );
}
