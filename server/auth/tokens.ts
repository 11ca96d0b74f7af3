// JWTs signed with a key kept in the database (settings table), so restarts and several app
// servers sharing one PostgreSQL accept each other's tokens. Expiry slides: sync renews it.
// Each token has its own id (jti) and the id of the sign-in it belongs to (sid), which its
// renewals keep: logging out revokes the sign-in, so no renewal handed out before survives.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database.ts';

export const TOKEN_LIFETIME_DAYS = 30;

/** What a valid token says: whose it is and which sign-in it belongs to. */
export type VerifiedToken = { userId: string; sessionId: string };

export type TokenService = {
  /** A fresh token; pass the current sign-in's id to renew, none to start a new sign-in. */
  issue(userId: string, sessionId?: string): Promise<{ token: string; expiresAt: Date }>;
  /** The token's claims, or null when it is missing, malformed, forged or expired. */
  verify(token: string): Promise<VerifiedToken | null>;
};

/**
 * Tokens from before sign-in ids existed have no sid: such a token stands for its own
 * sign-in, named by its hash (so it can still be revoked, and renewals carry that name on).
 */
const legacySessionId = (token: string) =>
  `token:${createHash('sha256').update(token).digest('base64url')}`;

export async function createTokenService(db: Database, secret?: string): Promise<TokenService> {
  const key = new TextEncoder().encode(secret ?? (await loadOrCreateKey(db)));
  return {
    async issue(userId, sessionId = randomUUID()) {
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_DAYS * 86_400_000);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : legacySessionId(token);
        return { userId: payload.sub, sessionId };
      } catch {
        return null;
      }
    },
  };
}

async function loadOrCreateKey(db: Database): Promise<string> {
  await db.query(
    "INSERT INTO settings (key, value) VALUES ('jwt_key', $1) ON CONFLICT (key) DO NOTHING",
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'jwt_key'",
  );
  return rows[0]!.value;
}
