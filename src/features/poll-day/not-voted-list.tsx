// Everyone not yet voted (issues 11, 24 and 44): the booth's whole roll less those marked voted —
// supporters and the karyakarta's own pannas first — every name reachable in a virtual list,
// each with a call and a WhatsApp reminder, filtered by panna, street and leaning. It follows
// every mark made on any phone of the booth as the marks sync in.
import { Card, Stack, Text, Title } from '@mantine/core';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotVotedFilters } from './not-voted-filters.tsx';
import type { NotVotedFilter } from './not-voted-items.ts';
import { EVERYONE, notVotedList } from './not-voted-items.ts';
import { NotVotedRows } from './not-voted-rows.tsx';
import { useBoothVoters } from './use-not-voted.ts';
import { useNumberFormats } from './use-number-formats.ts';
import { usePadPart, usePartsOnPhone } from './use-serial-pad.ts';

/** memo: drawn again when who has voted changes (a mark), not on a digit or anything else. */
export const NotVotedList = memo(function NotVotedList({ voted }: { voted: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const parts = usePartsOnPhone();
  // The pad's part: the booth the agent sits in, chosen once on this phone.
  const [chosen, setPart] = usePadPart(parts);
  const part = chosen ?? parts?.[0] ?? null;
  const loaded = useBoothVoters(part);
  const booth = loaded?.part === part ? loaded : undefined;
  const [filter, setFilter] = useState<NotVotedFilter>(EVERYONE);
  const formats = useNumberFormats();
  // A mark filters the list again after the pad has drawn, in a render that yields to the keys.
  const votedNow = useDeferredValue(voted);
  const list = useMemo(
    () => booth && notVotedList(booth, votedNow, filter),
    [booth, votedNow, filter],
  );
  const choosePart = useCallback(
    (p: number) => {
      setPart(p);
      setFilter(EVERYONE);
    },
    [setPart],
  );
  if (!parts?.length || !booth || !list) return null;
  const { number } = formats;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="not-voted-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="not-voted-title">
          {t('pollDay.notVoted.title', { part: booth.part, count: number.format(list.waiting) })}
        </Title>
        {list.waiting > 0 && (
          <NotVotedFilters
            booth={booth}
            filter={filter}
            onFilter={setFilter}
            parts={parts}
            onPart={choosePart}
          />
        )}
        {list.waiting === 0 ? (
          <Text c="dimmed" size="sm">
            {t('pollDay.notVoted.none')}
          </Text>
        ) : list.shown === 0 ? (
          <Text c="dimmed" size="sm">
            {t('pollDay.notVoted.noMatch')}
          </Text>
        ) : (
          <>
            {list.shown < list.waiting && (
              <Text size="sm" aria-live="polite">
                {t('pollDay.notVoted.shown', {
                  shown: number.format(list.shown),
                  count: number.format(list.waiting),
                })}
              </Text>
            )}
            <NotVotedRows items={list.items} label={t('pollDay.notVoted.listLabel')} />
          </>
        )}
      </Stack>
    </Card>
  );
});
