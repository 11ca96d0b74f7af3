// Poll day's search (issue 11): by serial ("12/45"), voter id or name in either script; each
// found voter's card marks with one tap, and a mark made here keeps its Undo for 10 s.
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardStack } from '../../components/card-stack.tsx';
import { voterFullName } from '../../domain/voter-fields.ts';
import { POLL_DAY_RESULTS } from './poll-day-data.ts';
import { useFoundVoters } from './use-poll-day.ts';
import { useVoteMarking } from './use-vote-marking.ts';
import { VoterMarkCard } from './voter-mark-card.tsx';

/** Find by serial, voter id or name; each found voter's card marks with one tap. */
export function SearchToMark({ voted }: { voted: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const found = useFoundVoters(debounced);
  const { recent, mark } = useVoteMarking();

  return (
    <Stack gap="md">
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
                  voted={voted.has(f.voter.id)}
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
    </Stack>
  );
}
