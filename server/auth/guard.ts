import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../services/users.ts';
import { findUserById } from '../services/users.ts';
import { unauthorized } from '../errors.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate` on protected routes. */
    user: UserRow | null;
  }
}

type Authenticate = (request: FastifyRequest) => Promise<void>;

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
    const userId = token ? await tokens.verify(token) : null;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
  return {
    authenticate: (request) => check(request, bearerToken(request)),
    authenticateWithQueryToken: (request) =>
      check(request, bearerToken(request) ?? queryToken(request)),
  };
}
