// Logout on the server (revokes the token and its renewals), best effort: a phone offline
// or on a bad network signs out locally all the same; the token then simply expires.
import type { RequestOptions } from './api-client.ts';
import { apiRoutes } from '../domain/api/index.ts';
import { callApi } from './call-api.ts';

export const LOGOUT_PATH = apiRoutes.auth.signOut.path;
/** Short: the user has already left; a slow answer is not worth keeping a request open. */
const LOGOUT_TIMEOUT_MS = 5_000;

/** Ask the server to revoke `token`; never throws, sends nothing offline or without a token. */
export async function revokeOnServer(
  token: string | null,
  opts: Pick<RequestOptions, 'fetch' | 'baseUrl'> = {},
): Promise<void> {
  if (!token) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    await callApi(apiRoutes.auth.signOut, {
      ...opts,
      token,
      timeoutMs: LOGOUT_TIMEOUT_MS,
    });
  } catch {
    // Offline after all, timed out, or already revoked: signing out locally is what counts.
  }
}
