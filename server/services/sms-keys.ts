// Each account's SMS keys (migration 023): the HMAC key a phone signs its marks SMS with, named
// in the SMS by its small number. A phone asks while online; it gets the newest key that still
// has SMS_KEY_RENEW_DAYS to run, else a new one. Older keys stay good until their own end, so a
// phone that has not asked again lately still sends SMS the server can check.
import { randomBytes } from 'node:crypto';
import type { SmsKey } from '../../src/domain/sms-marks/gateway.ts';
import { SMS_KEY_DAYS, SMS_KEY_RENEW_DAYS } from '../../src/domain/sms-marks/gateway.ts';
import { SMS_KEY_BYTES } from '../../src/domain/sms-marks/sign.ts';
import type { Queryable } from '../db/database.ts';

type KeyRow = {
  key_id: number;
  user_id: string;
  secret: string;
  issued_at: Date | string;
  expires_at: Date | string;
};

export type StoredSmsKey = SmsKey & { userId: string };

const DAY_MS = 86_400_000;
const iso = (at: Date | string) => new Date(at).toISOString();

const toKey = (r: KeyRow): StoredSmsKey => ({
  keyId: Number(r.key_id),
  key: r.secret,
  userId: r.user_id,
  issuedAt: iso(r.issued_at),
  expiresAt: iso(r.expires_at),
});

/** The key this account's phone should hold now (made when none has long enough to run). */
export async function currentSmsKey(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<SmsKey> {
  const { rows } = await db.query<KeyRow>(
    `SELECT key_id, user_id, secret, issued_at, expires_at FROM sms_keys
     WHERE user_id = $1 AND expires_at > $2 ORDER BY expires_at DESC LIMIT 1`,
    [userId, new Date(now.getTime() + SMS_KEY_RENEW_DAYS * DAY_MS)],
  );
  const found = rows[0];
  if (found) {
    const { userId: _owner, ...key } = toKey(found);
    return key;
  }
  const made = await db.query<KeyRow>(
    `INSERT INTO sms_keys (user_id, secret, issued_at, expires_at) VALUES ($1, $2, $3, $4)
     RETURNING key_id, user_id, secret, issued_at, expires_at`,
    [
      userId,
      randomBytes(SMS_KEY_BYTES).toString('base64url'),
      now,
      new Date(now.getTime() + SMS_KEY_DAYS * DAY_MS),
    ],
  );
  const { userId: _owner, ...key } = toKey(made.rows[0]!);
  return key;
}

/** The key an SMS names, with its account; null when the server never gave it. */
export async function findSmsKey(db: Queryable, keyId: number): Promise<StoredSmsKey | null> {
  const { rows } = await db.query<KeyRow>(
    'SELECT key_id, user_id, secret, issued_at, expires_at FROM sms_keys WHERE key_id = $1',
    [keyId],
  );
  return rows[0] ? toKey(rows[0]) : null;
}
