import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { OutboxEntry } from '../../db/types.ts';
import { OutboxEntryRow } from './outbox-entry-row.tsx';
import { useVoterNames } from './use-outbox.ts';

type Props = {
  title: string;
  empty: string;
  entries: OutboxEntry[];
  /** Shown under the list, e.g. "…and 12 more". */
  footer?: string;
  hint?: string;
};

/** A titled card listing outbox entries, or its empty text. */
export function OutboxSection({ title, empty, entries, footer, hint }: Props) {
  const voterNames = useVoterNames(entries);
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {hint && entries.length > 0 && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {entries.length === 0 && <Text size="sm">{empty}</Text>}
        {entries.map((entry, i) => (
          <Fragment key={entry.seq}>
            {i > 0 && <Divider />}
            <OutboxEntryRow entry={entry} voterNames={voterNames} />
          </Fragment>
        ))}
        {footer && (
          <Text size="sm" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
