// Group chat's writes on the app's database as the signed-in person (chat-data.ts makes the
// records): a new group, a message, and how far I have read a group.
import { db } from '../../db/instance.ts';
import type { ChatPerson } from '../../domain/chat.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { createGroup, groupMembers, markRead, sendMessage } from './chat-data.ts';

function myself() {
  const author = currentAuthor();
  if (!author) throw new Error('Not signed in');
  return { writer: author.writer, me: { id: author.id, name: author.name } };
}

/** A new group named `name` with the typed members (and me); returns its id. */
export function createChatGroup(
  name: string,
  typedMembers: string[],
  people: ChatPerson[],
): Promise<string> {
  const { writer, me } = myself();
  return createGroup(db, writer, name, groupMembers(typedMembers, people, me));
}

/** Send (or queue, offline) one message to the group. */
export async function sendChatMessage(groupId: string, text: string): Promise<void> {
  const { writer, me } = myself();
  await sendMessage(db, writer, groupId, me.name, text);
}

/** Everything in the group up to `sentAt` has been seen by `userId`. */
export const markGroupRead = (userId: string, groupId: string, sentAt: string) =>
  markRead(db, userId, groupId, sentAt);
