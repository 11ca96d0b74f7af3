// The phone's SMS key (issue 44): fetched from the server while online and kept in the meta
// table, one per account, so Poll Day can sign marks SMS with no data at all. The phone asks
// again once fewer than SMS_KEY_RENEW_DAYS are left (the server then gives a new key; the old
// one stays good to its end), so a phone opened online in the fortnight before the poll holds
// a key for the day. Quiet when offline: the kept key stays.
import type { BoothDb } from '../../db/database.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import type { SmsKey } from '../../domain/sms-marks/gateway.ts';
import { SMS_KEY_RENEW_DAYS } from '../../domain/sms-marks/gateway.ts';
import { callApi } from '../../sync/call-api.ts';

const DAY_MS = 86_400_000;

export const smsKeyName = (userId: string) => `smsMarks.key.${userId}`;

/** The kept key, when it has not ended. */
export async function readSmsKey(
  db: BoothDb,
  userId: string,
  now = Date.now(),
): Promise<SmsKey | null> {
  const kept = await getMeta<string>(db, smsKeyName(userId));
  if (!kept) return null;
  try {
    const key = JSON.parse(kept) as SmsKey;
    return Date.parse(key.expiresAt) > now ? key : null;
  } catch (err) {
    console.warn('The kept SMS key could not be read', err);
    return null;
  }
}

let asking: Promise<void> | null = null;

/** Ask the server for this account's key when the kept one is missing or near its end. */
export function refreshSmsKey(
  db: BoothDb,
  userId: string,
  opts: { fetch?: typeof fetch; now?: number } = {},
): Promise<void> {
  if (asking) return asking;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  asking = (async () => {
    const now = opts.now ?? Date.now();
    const kept = await readSmsKey(db, userId, now);
    if (kept && Date.parse(kept.expiresAt) - now > SMS_KEY_RENEW_DAYS * DAY_MS) return;
    const key = await callApi(apiRoutes.smsMarks.key, opts.fetch ? { fetch: opts.fetch } : {});
    await setMeta(db, smsKeyName(userId), JSON.stringify(key));
  })()
    .catch((err: unknown) => console.warn('SMS key not fetched; the kept one stays', err))
    .finally(() => {
      asking = null;
    });
  return asking;
}
