// My groups: each a card that opens the conversation, with its last message and unread count.
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from './chat-data.ts';
import { CardStack } from '../../components/card-stack.tsx';
import { useShortTime } from '../../components/use-short-time.ts';

export function GroupList({
  summaries,
  onOpen,
}: {
  summaries: GroupSummary[];
  onOpen: (groupId: string) => void;
}) {
  const { t } = useTranslation();
  const time = useShortTime();
  if (!summaries.length) return <Text c="dimmed">{t('chat.noGroups')}</Text>;
  return (
    <CardStack label={t('chat.groups')}>
      {summaries.map(({ group, last, unread }) => (
        <li key={group.id}>
          <UnstyledButton
            onClick={() => onOpen(group.id)}
            w="100%"
            aria-label={t('chat.openGroup', { name: group.name })}
          >
            <Card withBorder radius="md" padding="md" mih={44}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {group.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('chat.membersCount', { count: group.members.length })}
                  </Text>
                  <Text size="sm" lineClamp={1}>
                    {last ? `${last.sender}: ${last.text}` : t('chat.noMessagesYet')}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {last && (
                    <Text size="xs" c="dimmed">
                      {time(last.sentAt)}
                    </Text>
                  )}
                  {unread > 0 && (
                    <Badge variant="filled" color="blue.9">
                      {t('chat.unread', { count: unread })}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </CardStack>
  );
}
