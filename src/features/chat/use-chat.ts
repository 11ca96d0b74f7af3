// Group chat's reads, live from the phone's database (chat-data.ts): my groups with their
// unread counts, and one group with its messages, so a synced message appears at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { ChatGroupRecord, ChatMessageRecord } from '../../db/types.ts';
import type { GroupSummary } from './chat-data.ts';
import { groupMessages, groupSummaries } from './chat-data.ts';

/** My groups (none while nobody is signed in); undefined while they are read. */
export function useGroupSummaries(userId: string | null): GroupSummary[] | undefined {
  return useLiveQuery(() => (userId ? groupSummaries(db, userId) : Promise.resolve([])), [userId]);
}

/** One group and its messages, oldest first; each undefined while it is read. */
export function useConversation(groupId: string): {
  group: ChatGroupRecord | undefined;
  messages: ChatMessageRecord[] | undefined;
} {
  const group = useLiveQuery(() => db.chatGroups.get(groupId), [groupId]);
  const messages = useLiveQuery(() => groupMessages(db, groupId), [groupId]);
  return { group, messages };
}
