// Marks by SMS when data fails (issue 44): once a mark has waited longer than the admin's
// setting (and any time on demand), Poll Day offers to send the waiting marks to the party
// office by SMS. The marks stay in the outbox and still go with data; the server counts each
// voter once however the mark arrives. Nothing shows without a party number or waiting marks.
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconMessageUp } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortTime } from '../../components/use-short-time.ts';
import { isApplePhone } from '../../domain/sms-marks/sms-link.ts';
import { markHandedToSms, prepareSmsMarks } from './sms-commands.ts';
import { SmsMessageList } from './sms-message-list.tsx';
import type { Prepared } from './sms-prepare.ts';
import type { SmsMark } from './sms-waiting.ts';
import { useSmsFallback } from './use-sms-fallback.ts';

/** On a phone the buttons span the card; wider, they keep a thumb's width, not the page's. */
const BUTTON_MAW = { base: '100%', sm: 420 };

const applePhone = () =>
  typeof navigator !== 'undefined' && isApplePhone(navigator.userAgent, navigator.maxTouchPoints);

/** memo: the screen is drawn again on every mark; this card only when what waits changes. */
export const SmsFallbackCard = memo(function SmsFallbackCard() {
  const { t } = useTranslation();
  const shortTime = useShortTime();
  const fallback = useSmsFallback();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [busy, setBusy] = useState(false);
  if (!fallback) return null;
  const { waiting, fresh, due, number, waitMinutes } = fallback;

  const prepare = async (marks: readonly SmsMark[]) => {
    setBusy(true);
    try {
      setPrepared(await prepareSmsMarks(marks, number, applePhone()));
    } finally {
      setBusy(false);
    }
  };
  const handedTimes = Object.values(waiting.handed).sort();
  const lastHanded = handedTimes[handedTimes.length - 1];

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="sms-marks-title">
      <Stack gap="xs">
        <Title order={2} fz="md" id="sms-marks-title">
          {t('smsMarks.title')}
        </Title>
        {/* Once the SMS is prepared the reason to send it has been read: the message gets the room. */}
        {due && !prepared?.ok && (
          <Alert color="yellow" variant="light" role="status" p="xs">
            {t('smsMarks.due', { count: fresh.length, minutes: waitMinutes })}
          </Alert>
        )}
        {lastHanded && (
          <Text size="sm" role="status">
            {t('smsMarks.handed', {
              count: Object.keys(waiting.handed).length,
              time: shortTime(lastHanded),
            })}
          </Text>
        )}
        {waiting.dataOnly > 0 && (
          <Text size="xs" c="dimmed">
            {t('smsMarks.dataOnly', { count: waiting.dataOnly })}
          </Text>
        )}
        {prepared?.ok === false && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('smsMarks.noKey')}
          </Alert>
        )}
        {prepared?.ok ? (
          <>
            <SmsMessageList
              messages={prepared.messages}
              number={number}
              onOpened={(m) => void markHandedToSms(m.ids)}
              maw={BUTTON_MAW}
            />
            <Button variant="subtle" mih={44} maw={BUTTON_MAW} onClick={() => setPrepared(null)}>
              {t('smsMarks.done')}
            </Button>
          </>
        ) : (
          <Button
            variant={due ? 'filled' : 'light'}
            mih={44}
            maw={BUTTON_MAW}
            loading={busy}
            leftSection={<IconMessageUp size={18} aria-hidden />}
            onClick={() => void prepare(fresh.length ? fresh : waiting.marks)}
          >
            {fresh.length
              ? t('smsMarks.send', { count: fresh.length })
              : t('smsMarks.sendAgain', { count: waiting.marks.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
});
