// The log of SMS the gateway handed over (migration 023): one row each, with what became of it,
// so the admin sees refused SMS (which moved no tally) and a retried delivery gets its first
// answer again.
import { randomUUID } from 'node:crypto';
import type {
  SmsInboxEntry,
  SmsInboxPage,
  SmsOutcome,
  SmsReceipt,
  SmsRefusal,
} from '../../src/domain/sms-marks/gateway.ts';
import type { Queryable } from '../db/database.ts';

/** What is logged of one SMS: the admin's entry without what the log adds itself. */
export type SmsLogEntry = Omit<SmsInboxEntry, 'id' | 'receivedAt' | 'accountId' | 'accountName'> & {
  eventId: string | null;
  userId: string | null;
  keyId: number | null;
};

export const receiptOf = (
  e: Pick<SmsLogEntry, 'outcome' | 'reason' | 'applied' | 'duplicate' | 'refused'>,
): SmsReceipt => ({
  outcome: e.outcome,
  ...(e.reason ? { reason: e.reason } : {}),
  applied: e.applied,
  duplicate: e.duplicate,
  refused: e.refused,
});

/** Log one SMS; false when its delivery (event id) was logged already by a call racing this one. */
export async function logSms(tx: Queryable, e: SmsLogEntry): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO sms_inbox (id, event_id, sender, body, outcome, reason, user_id, key_id, assembly,
       part, applied, duplicate, refused, refused_serials)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
     ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      e.eventId,
      e.sender,
      e.text,
      e.outcome,
      e.reason,
      e.userId,
      e.keyId,
      e.assembly,
      e.part,
      e.applied,
      e.duplicate,
      e.refused,
      JSON.stringify(e.refusedSerials),
    ],
  );
  return rows.length > 0;
}

type InboxRow = {
  id: string;
  received_at: Date | string;
  sender: string;
  body: string;
  outcome: SmsOutcome;
  reason: SmsRefusal | null;
  user_id: string | null;
  account_name: string | null;
  assembly: number | null;
  part: number | null;
  applied: number;
  duplicate: number;
  refused: number;
  refused_serials: number[];
  total?: number | string;
};

/** The answer first given for this delivery, or null when it is new. */
export async function earlierReceipt(db: Queryable, eventId: string): Promise<SmsReceipt | null> {
  const { rows } = await db.query<InboxRow>(
    'SELECT outcome, reason, applied, duplicate, refused FROM sms_inbox WHERE event_id = $1',
    [eventId],
  );
  return rows[0] ? receiptOf(rows[0]) : null;
}

const REFUSED = "outcome IN ('refused', 'partial')";

export async function listSmsInbox(
  db: Queryable,
  q: { limit: number; offset: number; refused: boolean },
): Promise<SmsInboxPage> {
  const where = q.refused ? `WHERE ${REFUSED}` : '';
  const { rows } = await db.query<InboxRow>(
    `SELECT i.*, count(*) OVER () AS total,
       coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS account_name
     FROM sms_inbox i LEFT JOIN users u ON u.id = i.user_id
     ${where} ORDER BY i.received_at DESC, i.id LIMIT $1 OFFSET $2`,
    [q.limit, q.offset],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && q.offset > 0) {
    const counted = await db.query<{ n: string }>(`SELECT count(*) AS n FROM sms_inbox ${where}`);
    total = Number(counted.rows[0]!.n);
  }
  return {
    total,
    entries: rows.map((r): SmsInboxEntry => ({
      id: r.id,
      receivedAt: new Date(r.received_at).toISOString(),
      sender: r.sender,
      text: r.body,
      outcome: r.outcome,
      reason: r.reason,
      accountId: r.user_id,
      accountName: r.account_name,
      assembly: r.assembly,
      part: r.part,
      applied: r.applied,
      duplicate: r.duplicate,
      refused: r.refused,
      refusedSerials: r.refused_serials,
    })),
  };
}
