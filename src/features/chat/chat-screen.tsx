// Group Chat (spec §2): the list of my groups, the Create Group form, and a group's chat view
// with "Back to Groups". Which one shows is in the address (?group=…, ?create), so the phone's
// back button goes back to the list.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title.tsx';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { useSessionUserId } from '../../components/use-session-user-id.ts';
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import {
  createGroup,
  groupMembers,
  groupMessages,
  groupSummaries,
  markRead,
  sendMessage,
} from './chat-data.ts';
import { useChatPeople } from './chat-people.ts';
import { Conversation } from './conversation.tsx';
import { GroupForm } from './group-form.tsx';
import type { GroupFormValues } from './group-form.tsx';
import { GroupList } from './group-list.tsx';

function myself() {
  const author = currentAuthor();
  if (!author) throw new Error('Not signed in');
  return { writer: author.writer, me: { id: author.id, name: author.name } };
}

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
  const group = useLiveQuery(() => db.chatGroups.get(groupId), [groupId]);
  const messages = useLiveQuery(() => groupMessages(db, groupId), [groupId]);
  const newest = messages?.at(-1)?.sentAt;
  useEffect(() => {
    if (newest) void markRead(db, userId, groupId, newest);
  }, [newest, userId, groupId]);
  if (group === undefined || messages === undefined) return <Loader size="sm" />;
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
  const send = async (text: string) => {
    const { writer, me } = myself();
    await sendMessage(db, writer, groupId, me.name, text);
  };
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
  const summaries = useLiveQuery(
    () => (userId ? groupSummaries(db, userId) : Promise.resolve([])),
    [userId],
  );
  const groupId = params.get('group');
  const creating = params.has('create');
  const show = useCallback((next: Record<string, string>) => setParams(next), [setParams]);

  const create = async (values: GroupFormValues) => {
    const { writer, me } = myself();
    const id = await createGroup(db, writer, values.name, groupMembers(values.members, people, me));
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
            <Loader size="sm" />
          ) : (
            <GroupList summaries={summaries} onOpen={(id) => show({ group: id })} />
          )}
        </>
      )}
    </Stack>
  );
}
