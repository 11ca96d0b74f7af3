import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../services/users.ts';
import { ACCOUNT_DISABLED } from '../../src/domain/auth.ts';
import { isUuid } from '../../src/domain/ids.ts';
import { HttpError, unauthorized } from '../errors.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate` on protected routes. */
    user: UserRow | null;
    /** The sign-in (token `sid`) the request came with; renewals and logout use it. */
    sessionId: string | null;
  }
}

type Authenticate = (request: FastifyRequest) => Promise<void>;

/** A 401 like the others, with its own code: the client may tell "logged out" apart. */
const revoked = () => {
  const base = unauthorized();
  return new HttpError(401, 'token_revoked', base.message, base.extra);
};

/**
 * The account was disabled (a lost phone, someone who left). Its own code: the phone that
 * gets it wipes that user's local data (src/sync/account-disabled.ts).
 */
export const accountDisabled = () =>
  new HttpError(401, ACCOUNT_DISABLED, 'This account has been disabled', {
    messageKey: 'errors.accountDisabled',
  });

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * `?token=`, for the two routes a browser cannot send headers to (EventSource, <img src>).
 * Everywhere else a token in the address would only leak into logs and histories.
 */
function queryToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

export function authenticator(
  db: Database,
  tokens: TokenService,
): { authenticate: Authenticate; authenticateWithQueryToken: Authenticate } {
  const check = async (request: FastifyRequest, token: string | undefined) => {
    const claims = token ? await tokens.verify(token) : null;
    // Only we sign tokens, but a malformed id must still be a 401, not a database error.
    if (!claims || !isUuid(claims.userId)) throw unauthorized();
    // The user and the revocation in one round trip: every authenticated call pays for it.
    const { rows } = await db.query<UserRow & { revoked: boolean }>(
      `SELECT u.*, EXISTS (SELECT 1 FROM revoked_tokens WHERE id = $2) AS revoked
       FROM users u WHERE u.id = $1`,
      [claims.userId, claims.sessionId],
    );
    const row = rows[0];
    if (!row) throw unauthorized();
    if (row.disabled_at) throw accountDisabled();
    if (row.revoked) throw revoked();
    const { revoked: _revoked, ...user } = row;
    request.user = user;
    request.sessionId = claims.sessionId;
  };
  return {
    authenticate: (request) => check(request, bearerToken(request)),
    authenticateWithQueryToken: (request) =>
      check(request, bearerToken(request) ?? queryToken(request)),
  };
}
