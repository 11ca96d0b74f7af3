// The signed-in session as the sync engine sees it in the browser (localStorage, session.ts).
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
