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

/** The token from `Authorization: Bearer …`, or from `?token=` for EventSource, which cannot set headers. */
function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

export function authenticator(db: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = readToken(request);
    const userId = token ? await tokens.verify(token) : null;
    const user = userId ? await findUserById(db, userId) : undefined;
    if (!user) throw unauthorized();
    request.user = user;
  };
}
