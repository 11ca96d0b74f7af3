// The secret the party office's SMS gateway proves itself with (issue 44): made on first use
// and kept in `settings` beside the token key, so every app server on the database checks the
// same one and nobody has to set it by hand. The admin reads it (to type into the gateway app)
// and may replace it; the old one then stops working at once.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

const KEY = 'sms_gateway_secret';

const newSecret = () => randomBytes(24).toString('base64url');

export async function smsGatewaySecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    newSecret(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    KEY,
  ]);
  return rows[0]!.value;
}

export async function replaceSmsGatewaySecret(db: Queryable): Promise<string> {
  const secret = newSecret();
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [KEY, secret],
  );
  return secret;
}
