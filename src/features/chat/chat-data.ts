// Group chat on this phone: groups and messages are synced records (the server shows them to
// members only), read live from Dexie so a message from the sync engine appears at once.
// When I last read a group is kept per user in `meta`, for the unread counts.
import Dexie from 'dexie';
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import type { ChatGroupRecord, ChatMessageRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import type { ChatPerson } from '../../domain/chat.ts';

export type GroupSummary = {
  group: ChatGroupRecord;
  last: ChatMessageRecord | undefined;
  /** Messages from others since I last opened the group. */
  unread: number;
};

const readKey = (userId: string, groupId: string) => `chat.read.${userId}.${groupId}`;

const messagesOf = (db: BoothDb, groupId: string) =>
  db.chatMessages
    .where('[groupId+sentAt]')
    .between([groupId, Dexie.minKey], [groupId, Dexie.maxKey])
    .filter((m) => !m.deleted);

/** My groups, the most recently active first. */
export async function groupSummaries(db: BoothDb, userId: string): Promise<GroupSummary[]> {
  const groups = await db.chatGroups.filter((g) => !g.deleted).toArray();
  const summaries = await Promise.all(
    groups.map(async (group) => {
      const readAt = (await getMeta<string>(db, readKey(userId, group.id))) ?? '';
      const last = await messagesOf(db, group.id).last();
      const unread = await db.chatMessages
        .where('[groupId+sentAt]')
        .between([group.id, readAt], [group.id, Dexie.maxKey], false)
        .filter((m) => !m.deleted && m.ownerId !== userId)
        .count();
      return { group, last, unread };
    }),
  );
  const activity = (s: GroupSummary) => s.last?.sentAt ?? s.group.createdOn ?? '';
  return summaries.sort((a, b) => activity(b).localeCompare(activity(a)));
}

/** A group's messages, oldest first. */
export const groupMessages = (db: BoothDb, groupId: string): Promise<ChatMessageRecord[]> =>
  messagesOf(db, groupId).toArray();

/** Everything up to `sentAt` has been seen. */
export async function markRead(
  db: BoothDb,
  userId: string,
  groupId: string,
  sentAt: string,
): Promise<void> {
  const key = readKey(userId, groupId);
  const before = (await getMeta<string>(db, key)) ?? '';
  if (sentAt > before) await setMeta(db, key, sentAt);
}

export type Me = { id: string; name: string };

/**
 * A new group: typed names that match someone offered become that account (they will see
 * the group); other names stay as names only. I am always a member.
 */
export function groupMembers(
  typed: string[],
  people: ChatPerson[],
  me: Me,
): { members: string[]; memberIds: string[] } {
  const byName = new Map(people.map((p) => [p.name.toLocaleLowerCase(), p]));
  const members = [me.name];
  const memberIds = [me.id];
  for (const name of typed) {
    const person = byName.get(name.toLocaleLowerCase());
    if (person && memberIds.includes(person.id)) continue;
    if (!person && members.some((m) => m.toLocaleLowerCase() === name.toLocaleLowerCase()))
      continue;
    members.push(person?.name ?? name);
    if (person) memberIds.push(person.id);
  }
  return { members, memberIds };
}

export function createGroup(
  db: BoothDb,
  writer: Writer,
  name: string,
  members: { members: string[]; memberIds: string[] },
): Promise<string> {
  return createRecord(db, writer, 'chatGroups', {
    name: name.trim(),
    ...members,
    createdOn: new Date().toISOString(),
  });
}

/** Send (or queue, offline) one message; the caller has dropped empty ones. */
export function sendMessage(
  db: BoothDb,
  writer: Writer,
  groupId: string,
  sender: string,
  text: string,
): Promise<string> {
  // Urgent: the sender watches it go; batched with other writes it showed "waiting" for 2 s.
  return createRecord(
    db,
    writer,
    'chatMessages',
    { groupId, sender, text, sentAt: new Date().toISOString() },
    { urgent: true },
  );
}
