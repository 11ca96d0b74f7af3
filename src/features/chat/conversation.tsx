// One group's messages and the box to write the next. A message written offline is on the
// phone at once, marked "Waiting to send" until the server has it (version 0 = not synced).
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatGroupRecord, ChatMessageRecord } from '../../db/types.ts';
import { messageText } from '../../domain/chat.ts';
import { useShortTime } from '../../components/use-short-time.ts';

export type ConversationProps = {
  group: ChatGroupRecord;
  messages: ChatMessageRecord[];
  myId: string;
  onSend: (text: string) => Promise<void>;
  onBack: () => void;
};

function MessageItem({ message, mine }: { message: ChatMessageRecord; mine: boolean }) {
  const { t } = useTranslation();
  const time = useShortTime();
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      bg={mine ? 'blue.0' : undefined}
      ml={mine ? 'auto' : 0}
      mr={mine ? 0 : 'auto'}
      maw="85%"
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={700}>
          {mine ? t('chat.view.you') : message.sender}
        </Text>
        <Text size="xs" c="dimmed">
          {time(message.sentAt) || message.time}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Text>
      {message.version === 0 && (
        <Badge mt={4} variant="filled" color="orange.9" size="sm">
          {t('chat.view.pending')}
        </Badge>
      )}
    </Card>
  );
}

export function Conversation({ group, messages, myId, onSend, onBack }: ConversationProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = messageText(draft);
    // The specification's states: an empty or whitespace-only message is ignored.
    if (!text) return;
    setDraft('');
    await onSend(text);
  };

  return (
    <Stack gap="md">
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
        >
          {t('chat.view.back')}
        </Button>
      </Group>
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {group.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('chat.view.members', { names: group.members.join(', ') })}
        </Text>
      </Stack>
      {messages.length ? (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('chat.view.list')}
          style={{ listStyle: 'none' }}
        >
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} mine={m.ownerId === myId} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('chat.view.empty')}</Text>
      )}
      <div ref={end} />
      <form onSubmit={(e) => void submit(e)}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('chat.view.message')}
            placeholder={t('chat.view.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={4000}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSend size={18} aria-hidden />}>
            {t('chat.view.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
