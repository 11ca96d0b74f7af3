// SQL for Idempotency-Key rows (004_idempotency_keys.sql). Claiming is one INSERT … ON
// CONFLICT, so of two concurrent requests with one key exactly one gets to run.
import type { Queryable } from '../db/database.ts';

/** Stored answers are replayed for this long; afterwards the key may be used afresh. */
export const IDEMPOTENCY_KEEP_DAYS = 7;
/** A row still running after this long belongs to a server that died mid-request. */
const STALE_MINUTES = 10;
/** Claim attempts when the row vanishes between INSERT and SELECT (released, expired). */
const CLAIM_ATTEMPTS = 3;

export type IdempotencyKey = { userId: string; key: string };
export type IdempotentRequest = IdempotencyKey & { method: string; path: string };

export type StoredAnswer = { status: number; contentType: string | null; body: string | null };

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'running' }
  | { kind: 'mismatch'; method: string; path: string }
  | ({ kind: 'done' } & StoredAnswer);

type KeyRow = {
  method: string;
  path: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
};

/**
 * Take the key for this request, or say why not: another request with it is running, it was
 * used for another method/path, or it already has an answer to replay. An expired row, or a
 * dead server's row for the same request, is taken over.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  req: IdempotentRequest,
): Promise<ClaimOutcome> {
  const params = [req.userId, req.key, req.method, req.path];
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (user_id, key, method, path) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO UPDATE SET
         method = EXCLUDED.method, path = EXCLUDED.path, status_code = NULL,
         content_type = NULL, body = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(days => $5)
          OR (idempotency_keys.status_code IS NULL
              AND idempotency_keys.method = EXCLUDED.method
              AND idempotency_keys.path = EXCLUDED.path
              AND idempotency_keys.created_at < now() - make_interval(mins => $6))
       RETURNING 1`,
      [...params, IDEMPOTENCY_KEEP_DAYS, STALE_MINUTES],
    );
    if (claimed.rows.length) return { kind: 'claimed' };
    const { rows } = await db.query<KeyRow>(
      `SELECT method, path, status_code, content_type, body FROM idempotency_keys
       WHERE user_id = $1 AND key = $2`,
      [req.userId, req.key],
    );
    const row = rows[0];
    if (!row) continue;
    if (row.method !== req.method || row.path !== req.path)
      return { kind: 'mismatch', method: row.method, path: row.path };
    if (row.status_code === null) return { kind: 'running' };
    return { kind: 'done', status: row.status_code, contentType: row.content_type, body: row.body };
  }
  return { kind: 'running' };
}

/** Store the answer of the request that holds the key. */
export async function completeIdempotencyKey(
  db: Queryable,
  key: IdempotencyKey,
  answer: StoredAnswer,
): Promise<void> {
  await db.query(
    `UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5
     WHERE user_id = $1 AND key = $2 AND status_code IS NULL`,
    [key.userId, key.key, answer.status, answer.contentType, answer.body],
  );
}

/** Give the key back unanswered (a server fault): the client's retry runs again. */
export async function releaseIdempotencyKey(db: Queryable, key: IdempotencyKey): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL',
    [key.userId, key.key],
  );
}

export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await db.query(
    'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1)',
    [IDEMPOTENCY_KEEP_DAYS],
  );
}
