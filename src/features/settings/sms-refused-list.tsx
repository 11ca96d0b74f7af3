// The SMS the server refused (issue 44), newest first, for the admin: when, from which number
// and account, why in words, which part and serials. None of them moved a count.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShortTime } from '../../components/use-short-time.ts';
import type { SmsInboxEntry } from '../../domain/sms-marks/gateway.ts';
import { useRefusedSms } from './use-sms-gateway.ts';

function RefusedSms({ entry }: { entry: SmsInboxEntry }) {
  const { t } = useTranslation();
  const shortTime = useShortTime();
  return (
    <Paper withBorder p="xs" component="li">
      <Text size="sm" fw={600}>
        {entry.reason ? t(`smsMarks.inbox.reasons.${entry.reason}`) : entry.outcome}
      </Text>
      <Text size="xs" c="dimmed">
        {shortTime(entry.receivedAt)} · {t('smsMarks.inbox.from', { sender: entry.sender })}
        {entry.accountName ? ` · ${t('smsMarks.inbox.account', { name: entry.accountName })}` : ''}
        {entry.part !== null ? ` · ${t('smsMarks.inbox.part', { part: entry.part })}` : ''}
      </Text>
      {entry.refusedSerials.length > 0 && (
        <Text size="xs">
          {t('smsMarks.inbox.serials', { serials: entry.refusedSerials.join(', ') })}
        </Text>
      )}
      {entry.outcome === 'partial' && (
        <Text size="xs">{t('smsMarks.inbox.applied', { count: entry.applied })}</Text>
      )}
      {entry.reason === 'notMarks' || entry.reason === 'garbled' ? (
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {entry.text}
        </Text>
      ) : null}
    </Paper>
  );
}

export function SmsRefusedList({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const refused = useRefusedSms(online);
  return (
    <Stack gap="xs" component="section" aria-labelledby="settings-sms-refused">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="settings-sms-refused">
          {t('smsMarks.inbox.title')}
        </Title>
        <Button variant="subtle" mih={44} disabled={!online} onClick={() => void refused.refresh()}>
          {t('smsMarks.inbox.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('smsMarks.inbox.help')}
      </Text>
      {refused.entries?.length === 0 && <Text size="sm">{t('smsMarks.inbox.empty')}</Text>}
      {refused.entries && refused.entries.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {refused.entries.map((e) => (
            <RefusedSms key={e.id} entry={e} />
          ))}
        </Stack>
      )}
      {refused.entries && refused.entries.length < refused.total && (
        <Button variant="default" mih={44} onClick={() => void refused.more()}>
          {t('smsMarks.inbox.more')}
        </Button>
      )}
    </Stack>
  );
}
