// The signed-in session as the sync engine sees it in the browser (localStorage, session.ts).
import type { Writer } from '../db/writer.ts';
import { writerOf } from '../db/writer.ts';
import { getSessionUser, getToken, renewToken } from './session.ts';
import type { SyncSession } from './sync-api.ts';

export const browserSession: SyncSession = {
  getUser() {
    const user = getSessionUser();
    return user && getToken() ? { id: user.booth_id } : null;
  },
  getToken,
  setToken(token, sent) {
    // Only renew the session that made the request: not after a logout or a switch of user.
    if (sent !== null && getToken() === sent) renewToken(token);
  },
};

/** The signed-in user as the writer of local changes; null when nobody is signed in. */
export function currentWriter(): Writer | null {
  const user = getSessionUser();
  return user && getToken() ? writerOf(user) : null;
}

/** The signed-in user as the writer, with the name stamped on what they write (chat, field entries). */
export function currentAuthor(): { writer: Writer; id: string; name: string } | null {
  const user = getSessionUser();
  const writer = currentWriter();
  if (!user || !writer) return null;
  return { writer, id: user.booth_id, name: `${user.firstName} ${user.lastName}`.trim() };
}
