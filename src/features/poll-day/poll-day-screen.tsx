// Poll-day mode (issue 11): the turnout of the voters on this phone, and a search by serial,
// voter id or name (either script) whose results are marked voted with one tap, offline too.
import { Card, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { toast } from '../../components/toast.ts';
import { UNDO_MS } from '../../domain/field-work.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import { POLL_DAY_RESULTS } from './poll-day-data.ts';
import { markVoterVoted } from './poll-day-commands.ts';
import { CallList } from './call-list.tsx';
import { ScanSlip } from './scan-slip.tsx';
import { useFoundVoters, useTurnout } from './use-poll-day.ts';
import { VoterMarkCard } from './voter-mark-card.tsx';

function TurnoutCard({ voted, total }: { voted: number; total: number }) {
  const { t, i18n } = useTranslation();
  const share = total ? voted / total : 0;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  return (
    <Card withBorder radius="md" padding="md" aria-labelledby="turnout-title">
      <Text id="turnout-title" fw={700} size="sm" c="dimmed" tt="uppercase">
        {t('pollDay.turnout')}
      </Text>
      <Text fz="lg" fw={700} aria-live="polite">
        {t('pollDay.turnoutOf', {
          voted: number.format(voted),
          total: number.format(total),
          percent: percent.format(share),
        })}
      </Text>
      <Progress value={share * 100} color="green.8" size="lg" mt="xs" aria-hidden />
    </Card>
  );
}

export function PollDayScreen() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const turnout = useTurnout();
  const found = useFoundVoters(debounced);
  // Marks made here in the last 10 s: their cards offer Undo.
  const [recent, setRecent] = useState<Map<string, number>>(new Map());
  useEffect(() => {
    if (!recent.size) return;
    const next = Math.min(...recent.values()) - Date.now();
    const timer = setTimeout(
      () => setRecent((r) => new Map([...r].filter(([, until]) => until > Date.now()))),
      Math.max(next, 0),
    );
    return () => clearTimeout(timer);
  }, [recent]);

  const mark = async (voterId: string, name: string, voted: boolean) => {
    if (!(await markVoterVoted(voterId, voted))) return;
    setRecent((r) => {
      const next = new Map(r);
      if (voted) next.set(voterId, Date.now() + UNDO_MS);
      else next.delete(voterId);
      return next;
    });
    if (!voted) toast.info(t('pollDay.undone', { name }));
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('nav.pages.pollDay')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('pollDay.subtitle')}
      </Text>
      {turnout && <TurnoutCard voted={turnout.voted.size} total={turnout.total} />}
      <ScanSlip />
      <TextInput
        label={t('pollDay.search')}
        description={t('pollDay.searchHint')}
        placeholder={t('pollDay.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      {found === null || found === undefined ? (
        <Text c="dimmed">{t('pollDay.typeToFind')}</Text>
      ) : found.length === 0 ? (
        <Text>{t('pollDay.noMatch')}</Text>
      ) : (
        <>
          <CardStack gap="xs" label={t('pollDay.results')}>
            {found.map((f) => {
              const name = voterFullName(f.voter) || f.voter.voterId || '-';
              return (
                <VoterMarkCard
                  key={f.voter.id}
                  found={f}
                  voted={turnout?.voted.has(f.voter.id) ?? false}
                  undoable={recent.has(f.voter.id)}
                  onMark={() => void mark(f.voter.id, name, true)}
                  onUndo={() => void mark(f.voter.id, name, false)}
                />
              );
            })}
          </CardStack>
          {found.length >= POLL_DAY_RESULTS && (
            <Text size="sm" c="dimmed">
              {t('pollDay.more', { count: POLL_DAY_RESULTS })}
            </Text>
          )}
        </>
      )}
      <CallList />
    </Stack>
  );
}
