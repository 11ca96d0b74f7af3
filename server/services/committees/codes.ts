// Verifying a committee member by a one-time code (issue 46): six random digits sent by SMS
// to the member's own number through the party office's gateway; the member reads it out to
// the coordinator (or types it in). Only an HMAC of the code is kept, keyed with a secret made
// on first use; a code ends after 10 minutes or 5 wrong tries, and codes are limited per member
// (one a minute, five an hour) and per sender (40 an hour). One number confirms one member.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CodeSent } from '../../../src/domain/committees/seats.ts';
import { CODE_LENGTH, CODE_RULES } from '../../../src/domain/committees/seats.ts';
import { e164India } from '../../../src/domain/committees/sms-gateway.ts';
import enTexts from '../../../src/locales/en/committees.json' with { type: 'json' };
import hiTexts from '../../../src/locales/hi/committees.json' with { type: 'json' };
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { Caller } from '../access.ts';
import { readMembers } from './booth-facts.ts';
import type { OutboundGateway, SendOutcome } from './sms-send.ts';
import { readGateway, sendThroughGateway } from './sms-send.ts';

const SECRET_KEY = 'committee_code_key';

async function codeSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SECRET_KEY,
    randomUUID() + randomUUID(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    SECRET_KEY,
  ]);
  return rows[0]!.value;
}

const hashOf = (secret: string, memberId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${memberId}:${phone}:${code}`).digest('hex');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A refusal the screen explains in the worker's words (committees.errors.*). */
export const refusal = (status: number, key: string, message: string, extra = {}) =>
  new HttpError(status, status === 429 ? 'too_many_requests' : 'refused', message, {
    messageKey: `committees.errors.${key}`,
    ...extra,
  });

export type SeatRow = {
  id: string;
  booth_path: string;
  role_id: string;
  member_id: string;
};

/** The seat of this booth, or 404. */
export async function findSeat(db: Queryable, boothPath: string, seatId: string): Promise<SeatRow> {
  const { rows } = await db.query<SeatRow>(
    `SELECT id, booth_path, role_id, member_id FROM committee_seats
     WHERE id = $1 AND booth_path = $2`,
    [seatId, boothPath],
  );
  if (!rows[0])
    throw new HttpError(404, 'not_found', 'No such seat in this committee', {
      messageKey: 'committees.errors.noSeat',
    });
  return rows[0];
}

/** The member's number when they may get a code: in the team, a mobile, not yet verified. */
async function numberToVerify(db: Queryable, seat: SeatRow): Promise<string> {
  const member = (await readMembers(db, [seat.member_id])).get(seat.member_id);
  if (!member?.inBooth(seat.booth_path))
    throw refusal(409, 'notInTeam', 'This member is no longer in the booth team');
  const phone = e164India(member.phone);
  if (!phone) throw refusal(409, 'noPhone', 'This member has no mobile number');
  const { rows } = await db.query<{ member_id: string; method: string; phone: string | null }>(
    `SELECT member_id, method, phone FROM committee_verifications v
     WHERE member_id = $1
        OR (phone = $2 AND EXISTS (SELECT 1 FROM committee_seats s WHERE s.member_id = v.member_id))`,
    [seat.member_id, phone],
  );
  for (const v of rows) {
    if (v.member_id === seat.member_id && (v.method === 'visit' || v.phone === phone))
      throw refusal(409, 'alreadyVerified', 'This member is already verified');
    if (v.member_id !== seat.member_id)
      throw refusal(409, 'phoneUsed', 'This number already confirmed another member');
  }
  return phone;
}

async function checkLimits(db: Queryable, memberId: string, senderId: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const { rows } = await db.query<{
    member_hour: number;
    last: Date | string | null;
    sender_hour: number;
  }>(
    `SELECT
       (SELECT count(*) FROM committee_code_sends WHERE member_id = $1 AND sent_at > $3)::int
         AS member_hour,
       (SELECT max(sent_at) FROM committee_code_sends WHERE member_id = $1) AS last,
       (SELECT count(*) FROM committee_code_sends WHERE sent_by = $2 AND sent_at > $3)::int
         AS sender_hour`,
    [memberId, senderId, hourAgo],
  );
  const r = rows[0]!;
  const last = r.last ? new Date(r.last).getTime() : 0;
  const nextAt = last + CODE_RULES.resendSeconds * 1000;
  if (nextAt > now.getTime()) {
    const seconds = Math.ceil((nextAt - now.getTime()) / 1000);
    throw refusal(429, 'codeWait', 'A code was sent a moment ago', {
      retryAt: new Date(nextAt).toISOString(),
      values: { seconds },
    });
  }
  if (Number(r.member_hour) >= CODE_RULES.perMemberPerHour)
    throw refusal(429, 'memberHour', 'Five codes went to this member in the last hour');
  if (Number(r.sender_hour) >= CODE_RULES.perSenderPerHour)
    throw refusal(429, 'senderHour', 'You sent 40 codes in the last hour');
}

/**
 * The SMS in the member's language: the code first (a phone offers to copy it), the booth's
 * committee it is for, and whom to give it — one SMS of 160 characters in English for most
 * booth names (the role would make it two).
 */
export function codeText(
  lang: 'en' | 'hi',
  values: { code: string; booth: string; minutes: number },
): string {
  const template = (lang === 'hi' ? hiTexts : enTexts).committees.sms.code;
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    String(values[name as keyof typeof values] ?? ''),
  );
}

/** Sends one SMS; tests hand a stand-in that records instead. */
export type SmsSender = (
  gateway: OutboundGateway,
  message: { id: string; phone: string; text: string; ttlSeconds: number },
) => Promise<SendOutcome>;

export async function sendCode(
  db: Queryable,
  caller: Caller,
  booth: { path: string; name: string; nameHi: string },
  seat: SeatRow,
  lang: 'en' | 'hi',
  send: SmsSender = sendThroughGateway,
  now = new Date(),
): Promise<CodeSent> {
  const phone = await numberToVerify(db, seat);
  await checkLimits(db, seat.member_id, caller.id, now);
  const gateway = await readGateway(db);
  if (!gateway) throw refusal(409, 'noGateway', 'The SMS gateway is not set up');
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const sendId = randomUUID();
  const text = codeText(lang, {
    code,
    booth: (lang === 'hi' ? booth.nameHi || booth.name : booth.name || booth.nameHi) || booth.path,
    minutes: CODE_RULES.ttlMinutes,
  });
  const outcome = await send(gateway, {
    id: sendId,
    phone,
    text,
    ttlSeconds: CODE_RULES.ttlMinutes * 60,
  });
  if (!outcome.ok)
    throw refusal(502, 'gatewayFailed', `The SMS gateway did not take the SMS: ${outcome.why}`);
  const expiresAt = new Date(now.getTime() + CODE_RULES.ttlMinutes * 60_000);
  const secret = await codeSecret(db);
  await db.query(
    `INSERT INTO committee_codes
       (member_id, seat_id, phone, code_hash, sent_at, expires_at, wrong_tries, sent_by)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7)
     ON CONFLICT (member_id) DO UPDATE SET seat_id = EXCLUDED.seat_id, phone = EXCLUDED.phone,
       code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
       expires_at = EXCLUDED.expires_at, wrong_tries = 0, sent_by = EXCLUDED.sent_by`,
    [
      seat.member_id,
      seat.id,
      phone,
      hashOf(secret, seat.member_id, phone, code),
      now,
      expiresAt,
      caller.id,
    ],
  );
  await db.query(
    `INSERT INTO committee_code_sends (id, member_id, sent_by, sent_at, gateway_message_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [sendId, seat.member_id, caller.id, now, outcome.messageId],
  );
  return {
    sentTo: phone,
    expiresAt: expiresAt.toISOString(),
    nextCodeAt: new Date(now.getTime() + CODE_RULES.resendSeconds * 1000).toISOString(),
  };
}

type CodeRow = {
  seat_id: string;
  phone: string;
  code_hash: string;
  expires_at: Date | string;
  wrong_tries: number;
};

/** Check the code the member read out; on a match the member is verified (by this number). */
export async function checkCode(
  db: Database,
  caller: Caller,
  seat: SeatRow,
  code: string,
  now = new Date(),
): Promise<void> {
  const { rows } = await db.query<CodeRow>(
    `SELECT seat_id, phone, code_hash, expires_at, wrong_tries FROM committee_codes
     WHERE member_id = $1`,
    [seat.member_id],
  );
  const row = rows[0];
  if (!row || row.seat_id !== seat.id)
    throw refusal(409, 'noCode', 'No code is waiting for this member: send one');
  if (Number(row.wrong_tries) >= CODE_RULES.wrongTries)
    throw refusal(409, 'codeTries', 'Too many wrong codes: send a new one');
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw refusal(410, 'codeExpired', 'The code has ended: send a new one');
  const secret = await codeSecret(db);
  if (!same(hashOf(secret, seat.member_id, row.phone, code), row.code_hash)) {
    const { rows: after } = await db.query<{ wrong_tries: number }>(
      `UPDATE committee_codes SET wrong_tries = wrong_tries + 1 WHERE member_id = $1
       RETURNING wrong_tries`,
      [seat.member_id],
    );
    const left = Math.max(0, CODE_RULES.wrongTries - Number(after[0]?.wrong_tries ?? 0));
    throw refusal(400, 'codeWrong', 'The code is not the one sent', {
      triesLeft: left,
      values: { count: left },
    });
  }
  const member = (await readMembers(db, [seat.member_id])).get(seat.member_id);
  if (e164India(member?.phone) !== row.phone)
    throw refusal(409, 'phoneChanged', 'The member’s number changed since the code was sent');
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM committee_codes WHERE member_id = $1', [seat.member_id]);
    // A number that confirmed someone no longer on any committee may confirm this member.
    await tx.query(
      `DELETE FROM committee_verifications v WHERE phone = $1 AND member_id <> $2
       AND NOT EXISTS (SELECT 1 FROM committee_seats s WHERE s.member_id = v.member_id)`,
      [row.phone, seat.member_id],
    );
    const { rows: taken } = await tx.query<{ member_id: string }>(
      'SELECT member_id FROM committee_verifications WHERE phone = $1 AND member_id <> $2',
      [row.phone, seat.member_id],
    );
    if (taken.length)
      throw refusal(409, 'phoneUsed', 'This number already confirmed another member');
    await tx.query(
      `INSERT INTO committee_verifications (member_id, method, phone, verified_at, verified_by)
       VALUES ($1, 'sms', $2, $3, $4)
       ON CONFLICT (member_id) DO UPDATE SET method = 'sms', phone = EXCLUDED.phone,
         verified_at = EXCLUDED.verified_at, verified_by = EXCLUDED.verified_by, photo = NULL,
         latitude = NULL, longitude = NULL, accuracy_m = NULL, located_at = NULL`,
      [seat.member_id, row.phone, now, caller.id],
    );
  });
}
