// The prepared SMS (issue 44), one row each: which part and how many voters it carries, a
// button that opens the phone's SMS app with the party's number and the text filled in (the
// person taps Send there), and Copy for an SMS app that does not take the text.
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { IconCopy, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { PreparedSms } from './sms-prepare.ts';

/** Wrapped, not scrolled (Mantine's Code scrolls what overflows; a scroll box needs a tab stop). */
const MESSAGE_STYLE: MantineStyleProp = {
  display: 'block',
  padding: 8,
  overflow: 'visible',
  overflowWrap: 'anywhere',
};

export function SmsMessageList({
  messages,
  number,
  onOpened,
  maw,
}: {
  messages: readonly PreparedSms[];
  /** The party's number the messages go to. */
  number: string;
  /** Told when a message's SMS app is opened (its marks are then handed over). */
  onOpened: (message: PreparedSms) => void;
  /** The buttons' greatest width. */
  maw?: StyleProp<number | string>;
}) {
  const { t } = useTranslation();
  const total = messages.length;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('smsMarks.copied'));
    } catch (err) {
      console.warn('Copying the SMS failed', err);
      toast.error(t('smsMarks.copyFailed'));
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{t('smsMarks.tapSend', { number, count: total })}</Text>
      {messages.map((m, i) => (
        <Stack key={m.text} gap={4}>
          <Text size="sm" fw={600}>
            {t('smsMarks.message', { n: i + 1, total, part: m.part, count: m.count })}
          </Text>
          {/* The text itself, to check the SMS app got all of it. */}
          <Code style={MESSAGE_STYLE}>{m.text}</Code>
          <Group gap="xs" wrap="nowrap" maw={maw}>
            <Button
              component="a"
              href={m.link}
              onClick={() => onOpened(m)}
              leftSection={<IconMessage size={18} aria-hidden />}
              mih={44}
              flex={1}
              aria-label={t('smsMarks.openLabel', { n: i + 1, total })}
            >
              {t('smsMarks.open')}
            </Button>
            <Button
              variant="default"
              mih={44}
              leftSection={<IconCopy size={18} aria-hidden />}
              aria-label={t('smsMarks.copyLabel', { n: i + 1, total })}
              onClick={() => void copy(m.text)}
            >
              {t('smsMarks.copy')}
            </Button>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
