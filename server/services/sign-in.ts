// The sign-in itself, once the input is valid: the JSON call (routes/booth.ts) and the form the
// server's sign-in page posts before the app has loaded (routes/sign-in-form.ts) both run it,
// so both count against the same per-account limits and answer the same refusals.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse, SignInInput } from '../../src/domain/auth.ts';
import type { AuthLimits } from '../auth/rate-limits.ts';
import type { TokenService } from '../auth/tokens.ts';
import { accountDisabled } from '../auth/guard.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import { findUserByEmail, toSessionUser } from './users.ts';

export type SignInDeps = { db: Database; tokens: TokenService; limits: AuthLimits };

/**
 * Checks the password of the account `body` names and issues a token. The caller has counted
 * the address (`limits.signInAddress`); this counts the account, once the body is read.
 */
export async function signIn(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: SignInInput,
): Promise<LoginResponse> {
  await deps.limits.signInAccount(request, reply);
  const user = await findUserByEmail(deps.db, body.email);
  const ok = await verifyPassword(user?.password_hash, body.password);
  if (!user || !ok) {
    throw new HttpError(401, 'invalid_credentials', 'Invalid email or password', {
      messageKey: 'errors.invalidCredentials',
    });
  }
  // Only after the password matched: the answer reveals nothing to someone guessing.
  if (user.disabled_at) throw accountDisabled();
  if (needsRehash(user.password_hash)) {
    await deps.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      await hashPassword(body.password),
    ]);
  }
  const { token, expiresAt } = await deps.tokens.issue(user.id);
  return { token, user: toSessionUser(user), expiresAt: expiresAt.toISOString() };
}
