// JWTs signed with a key kept in the database (settings table), so restarts and several app
// servers sharing one PostgreSQL accept each other's tokens. Expiry slides: sync renews it.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/database.ts';

export const TOKEN_LIFETIME_DAYS = 30;

export type TokenClaims = { sub: string };

export type TokenService = {
  issue(userId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The user id, or null when the token is missing, malformed, forged or expired. */
  verify(token: string): Promise<string | null>;
};

export async function createTokenService(db: Database, secret?: string): Promise<TokenService> {
  const key = new TextEncoder().encode(secret ?? (await loadOrCreateKey(db)));
  return {
    async issue(userId) {
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_DAYS * 86_400_000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
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
