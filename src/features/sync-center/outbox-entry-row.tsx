// One queued or failed change: what it is, when it was made, and for failures the reason
// with Retry / Discard.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../db/types.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { OP_KEYS, TABLE_KEYS, entrySubject } from './entry-labels.ts';
import { formatTime } from './format.ts';
import { dismissEntry, retryEntry } from './outbox-commands.ts';
import { useSyncT } from './use-sync-t.ts';

export function OutboxEntryRow({
  entry,
  voterNames,
}: {
  entry: OutboxEntry;
  /** Names of the voters entries are about, by record id (useVoterNames). */
  voterNames: ReadonlyMap<string, string>;
}) {
  const t = useSyncT();
  const translateKey = useTranslateKey();
  const { i18n } = useTranslation();
  const what =
    entry.kind === 'mutation'
      ? `${t(TABLE_KEYS[entry.table])} · ${t(OP_KEYS[entry.op])}`
      : translateKey(entry.label, t('sync.request.other'));
  const subject = entrySubject(entry, voterNames);
  const failure = entry.failure;
  const seq = entry.seq!;

  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py={6}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={500} size="sm">
          {what}
        </Text>
        {subject && (
          <Text size="sm" truncate>
            {subject}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatTime(entry.createdAt, i18n.language)}
        </Text>
        {failure && (
          <Text size="sm" c="red">
            {translateKey(failure.reason, t('sync.failed.unknownReason'))}
            {failure.fields &&
              ` (${Object.entries(failure.fields)
                .map(([field, key]) => `${field}: ${translateKey(key)}`)
                .join(', ')})`}
          </Text>
        )}
      </Stack>
      {failure && (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => void retryEntry(seq)}>
            {t('sync.failed.retry')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => {
              if (window.confirm(t('sync.failed.dismissConfirm'))) void dismissEntry(seq);
            }}
          >
            {t('sync.failed.dismiss')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
