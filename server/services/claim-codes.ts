// Claim codes: an unassigned account's consent to being claimed. The holder makes a short
// code and reads it out to the coordinator, who sends it with the claim. Each code is
// stored hashed, lives 15 minutes, works once and dies after a few wrong guesses, so an
// account's e-mail address alone no longer lets anyone take it (and its records) over.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';

export const CLAIM_CODE_LIFETIME_MINUTES = 15;
export const CLAIM_CODE_MAX_FAILURES = 5;
/** Eight digits: easy to read out over a phone, 1 in 20 million per code with 5 guesses. */
export const CLAIM_CODE_DIGITS = 8;

/**
 * SHA-256 rather than a password hash: a code has 10^8 values and lives 15 minutes, so a
 * slow hash would only slow down claims. The user id is mixed in so equal codes differ.
 */
function hashCode(userId: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code}`).digest();
}

/** Make a new code for `userId`, replacing any earlier one; the plain code is returned once. */
export async function createClaimCode(
  db: Database,
  userId: string,
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, '0');
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO claim_codes (user_id, code_hash, expires_at, failed_attempts)
     VALUES ($1, $2, now() + make_interval(mins => $3), 0)
     ON CONFLICT (user_id) DO UPDATE
       SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, failed_attempts = 0
     RETURNING expires_at`,
    [userId, hashCode(userId, code).toString('hex'), CLAIM_CODE_LIFETIME_MINUTES],
  );
  return { code, expiresAt: new Date(rows[0]!.expires_at) };
}

/**
 * Spend `code` for `userId`: true when it is the live code (which is then gone). A wrong
 * guess is counted, and the code is deleted at the last allowed one. Row-locked, so two
 * claims racing with the right code cannot both win.
 */
export async function spendClaimCode(db: Database, userId: string, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ code_hash: string; live: boolean; failed_attempts: number }>(
      `SELECT code_hash, expires_at > now() AS live, failed_attempts
       FROM claim_codes WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const row = rows[0];
    if (!row) return false;
    if (!row.live) {
      await tx.query('DELETE FROM claim_codes WHERE user_id = $1', [userId]);
      return false;
    }
    const right = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(userId, code));
    if (right || row.failed_attempts + 1 >= CLAIM_CODE_MAX_FAILURES) {
      await tx.query('DELETE FROM claim_codes WHERE user_id = $1', [userId]);
    } else {
      await tx.query(
        'UPDATE claim_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = $1',
        [userId],
      );
    }
    return right;
  });
}
