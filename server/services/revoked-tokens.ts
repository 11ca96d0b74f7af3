// Logout on the server: the sign-in's id goes into revoked_tokens, and authenticate refuses
// every token carrying it. Rows live as long as the newest token of that sign-in could.
import type { Queryable } from '../db/database.ts';
import { TOKEN_LIFETIME_DAYS } from '../auth/tokens.ts';

/** Revoke a sign-in. Renewals made until now expire within a token lifetime from now. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `INSERT INTO revoked_tokens (id, expires_at) VALUES ($1, now() + make_interval(days => $2))
     ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
    [sessionId, TOKEN_LIFETIME_DAYS],
  );
  // Logouts are rare; pruning with each one keeps the table at the live revocations.
  await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
