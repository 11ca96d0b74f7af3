// Group Chat (the specification's screens): the list of my groups, the Create Group form, and a group's chat view
// with "Back to Groups". Which one shows is in the address (?group=…, ?create), so the phone's
// back button goes back to the list.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { createChatGroup, markGroupRead, sendChatMessage } from './chat-commands.ts';
import { useChatPeople } from './chat-people.ts';
import { Conversation } from './conversation.tsx';
import { GroupForm } from './group-form.tsx';
import type { GroupFormValues } from './group-form.tsx';
import { GroupList } from './group-list.tsx';
import { useConversation, useGroupSummaries } from './use-chat.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

function GroupView({
  groupId,
  userId,
  onBack,
}: {
  groupId: string;
  userId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { group, messages } = useConversation(groupId);
  const newest = messages?.at(-1)?.sentAt;
  useEffect(() => {
    if (newest) void markGroupRead(userId, groupId, newest);
  }, [newest, userId, groupId]);
  if (group === undefined || messages === undefined)
    return <LoadingMark label={t('list.loading')} />;
  if (!group || group.deleted) {
    return (
      <Stack>
        <Text>{t('chat.view.notFound')}</Text>
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('chat.view.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const send = (text: string) => sendChatMessage(groupId, text);
  return (
    <Conversation group={group} messages={messages} myId={userId} onSend={send} onBack={onBack} />
  );
}

export function ChatScreen() {
  const { t } = useTranslation();
  const userId = useSessionUserId();
  const [params, setParams] = useSearchParams();
  const people = useChatPeople(userId);
  const savedToast = useSavedToast();
  const summaries = useGroupSummaries(userId);
  const groupId = params.get('group');
  const creating = params.has('create');
  const show = useCallback((next: Record<string, string>) => setParams(next), [setParams]);

  const create = async (values: GroupFormValues) => {
    const id = await createChatGroup(values.name, values.members, people);
    savedToast(t('chat.form.created'));
    show({ group: id });
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('chat.title')}</PageTitle>
      {groupId && userId ? (
        <GroupView groupId={groupId} userId={userId} onBack={() => show({})} />
      ) : creating ? (
        <GroupForm
          people={people.filter((p) => p.id !== userId)}
          onSubmit={create}
          onCancel={() => show({})}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <Text c="dimmed" size="sm" maw={520}>
              {t('chat.subtitle')}
            </Text>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => show({ create: '' })}
            >
              {t('chat.createGroup')}
            </Button>
          </Group>
          {summaries === undefined ? (
            <LoadingMark label={t('list.loading')} />
          ) : (
            <GroupList summaries={summaries} onOpen={(id) => show({ group: id })} />
          )}
        </>
      )}
    </Stack>
  );
}
