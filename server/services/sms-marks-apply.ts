// One marks SMS from the gateway, checked and applied exactly once (issue 44, docs/sms-marks.md):
// read it (codec.ts), find its key and account, check its code, find the voters its serials
// name in that account's area, and write each voter's first "voted" mark by that account under
// the id the phone gave the same tap (mark-id.ts) — through the push's own rules, tallies and
// pokes (sync-push.ts applyAsAccount). A mark the server already has is a duplicate, not a
// second mark; a refused SMS is logged and moves no tally.
import type { Mutation } from '../../src/domain/sync-protocol.ts';
import { SMS_EPOCH_MS, isoOfMinute, readMarks } from '../../src/domain/sms-marks/codec.ts';
import type { MarksMessage } from '../../src/domain/sms-marks/codec.ts';
import type { SmsOutcome, SmsReceipt, SmsRefusal } from '../../src/domain/sms-marks/gateway.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { codeMatches } from '../../src/domain/sms-marks/sign.ts';
import { withConflictRetries } from '../db/retry.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Caller } from './access.ts';
import { visibleCondition } from './access.ts';
import type { EventBus } from './event-bus.ts';
import type { ReceivedSms } from './sms-gateway-payload.ts';
import type { SmsLogEntry } from './sms-inbox.ts';
import { earlierReceipt, logSms, receiptOf } from './sms-inbox.ts';
import { findSmsKey } from './sms-keys.ts';
import { loadRecords, recordKey } from './sync-store.ts';
import { applyAsAccount, isPushRace } from './sync-push.ts';

/** How far ahead of the server's clock a message's time may be (a phone's clock runs fast). */
const CLOCK_SLACK_MS = 10 * 60_000;

type Account = Caller & { disabled: boolean };

async function accountOf(db: Queryable, userId: string): Promise<Account | null> {
  const { rows } = await db.query<{
    id: string;
    role: Caller['role'];
    scope: string | null;
    disabled_at: Date | string | null;
  }>('SELECT id, role, scope, disabled_at FROM users WHERE id = $1', [userId]);
  const r = rows[0];
  return r ? { id: r.id, role: r.role, scope: r.scope, disabled: r.disabled_at !== null } : null;
}

type SerialMatch = { voters: Map<number, string>; refused: Map<number, SmsRefusal> };

/**
 * The voter each serial names: one live voter of the part (and assembly: 0 is none) that the
 * account may reach. None there but some elsewhere is another area; none at all, no voter;
 * two, ambiguous (the mark then waits for the phone's sync, which names the voter).
 */
async function matchSerials(db: Queryable, account: Caller, m: MarksMessage): Promise<SerialMatch> {
  const visible = visibleCondition(account, 3);
  const { rows } = await db.query<{
    id: string;
    serial: unknown;
    assembly: unknown;
    mine: boolean;
  }>(
    `SELECT id, fields -> 'serialNumber' AS serial, fields -> 'assemblyNumber' AS assembly,
       ${visible.sql} AS mine
     FROM records WHERE tbl = 'voters' AND NOT deleted
       AND fields -> 'partNumber' = to_jsonb($1::int)
       AND fields -> 'serialNumber' = ANY (SELECT to_jsonb(s) FROM unnest($2::int[]) AS s)`,
    [m.part, m.serials, ...visible.params],
  );
  const found = new Map<number, { mine: string[]; elsewhere: number }>();
  for (const r of rows) {
    const assembly = typeof r.assembly === 'number' ? r.assembly : 0;
    if (assembly !== m.assembly) continue;
    const serial = Number(r.serial);
    const at = found.get(serial) ?? { mine: [], elsewhere: 0 };
    if (r.mine) at.mine.push(r.id);
    else at.elsewhere += 1;
    found.set(serial, at);
  }
  const voters = new Map<number, string>();
  const refused = new Map<number, SmsRefusal>();
  for (const serial of m.serials) {
    const at = found.get(serial);
    if (at?.mine.length === 1) voters.set(serial, at.mine[0]!);
    else if (at && at.mine.length > 1) refused.set(serial, 'ambiguous');
    else refused.set(serial, at?.elsewhere ? 'otherArea' : 'noVoters');
  }
  return { voters, refused };
}

/** The reason to give for refused marks: the one that most needs the admin. */
function mainReason(refused: Iterable<SmsRefusal>): SmsRefusal | null {
  const seen = new Set(refused);
  for (const r of ['otherArea', 'ambiguous', 'noVoters'] as const) if (seen.has(r)) return r;
  return null;
}

type Checked =
  | { ok: true; message: MarksMessage; account: Account }
  | { ok: false; reason: SmsRefusal; message?: MarksMessage; userId?: string };

async function check(db: Queryable, text: string, now: Date): Promise<Checked> {
  const read = readMarks(text);
  if (!read.ok) return { ok: false, reason: read.reason };
  const { message } = read;
  const key = await findSmsKey(db, message.keyId);
  if (!key) return { ok: false, reason: 'unknownKey', message };
  const fail = (reason: SmsRefusal): Checked => ({
    ok: false,
    reason,
    message,
    userId: key.userId,
  });
  if (!(await codeMatches(read.signed, read.code, key.key))) return fail('badCode');
  const at = SMS_EPOCH_MS + message.minute * 60_000;
  if (at > now.getTime() + CLOCK_SLACK_MS) return fail('badTime');
  if (at < Date.parse(key.issuedAt) - CLOCK_SLACK_MS || at > Date.parse(key.expiresAt))
    return fail('expiredKey');
  const account = await accountOf(db, key.userId);
  if (!account || account.disabled) return fail('accountDisabled');
  if (account.role !== 'admin' && account.scope === null) return fail('otherArea');
  return { ok: true, message, account };
}

const blankLog = (sms: ReceivedSms): SmsLogEntry => ({
  eventId: sms.eventId,
  sender: sms.sender,
  text: sms.text,
  outcome: 'refused',
  reason: null,
  userId: null,
  keyId: null,
  assembly: null,
  part: null,
  applied: 0,
  duplicate: 0,
  refused: 0,
  refusedSerials: [],
});

function outcomeOf(applied: number, duplicate: number, refused: number): SmsOutcome {
  if (refused) return applied + duplicate ? 'partial' : 'refused';
  return applied || !duplicate ? 'applied' : 'duplicate';
}

/** Take one SMS the gateway received: apply its marks once, log what became of it. */
export async function receiveSms(
  db: Database,
  events: EventBus,
  sms: ReceivedSms,
  now = new Date(),
): Promise<SmsReceipt> {
  if (sms.eventId) {
    const earlier = await earlierReceipt(db, sms.eventId);
    if (earlier) return earlier;
  }
  const checked = await check(db, sms.text, now);
  if (!checked.ok) {
    const m = checked.message;
    const entry: SmsLogEntry = {
      ...blankLog(sms),
      reason: checked.reason,
      userId: checked.userId ?? null,
      keyId: m?.keyId ?? null,
      assembly: m?.assembly ?? null,
      part: m?.part ?? null,
      refused: m?.serials.length ?? 0,
      refusedSerials: m?.serials ?? [],
    };
    await logSms(db, entry);
    return receiptOf(entry);
  }
  const { message, account } = checked;
  // The minute of the earliest mark, never later than now: the phone's record of each tap,
  // when it arrives by sync, gives the exact time (repeated-mark.ts).
  const markedAt = isoOfMinute(
    Math.min(message.minute, Math.floor((now.getTime() - SMS_EPOCH_MS) / 60_000)),
  );
  const { entry, change } = await withConflictRetries(
    () =>
      db.transaction(async (tx) => {
        const { voters, refused } = await matchSerials(tx, account, message);
        const wanted: Mutation[] = [...voters.values()].map((voterId, i) => ({
          mutationId: i + 1,
          table: 'voteMarks',
          id: firstMarkId(account.id, voterId),
          op: 'put',
          fields: { voterId, voted: true, markedAt, by: '', via: 'sms' },
          baseVersion: 0,
        }));
        const stored = await loadRecords(tx, wanted);
        const fresh = wanted.filter((w) => !stored.has(recordKey(w.table, w.id)));
        const applied = fresh.length
          ? await applyAsAccount(tx, events, account, fresh)
          : { changed: new Map(), rejections: [], change: null };
        // A voter that left the area between the match and the write: refused like the rest.
        const serialOf = new Map([...voters].map(([serial, voterId]) => [voterId, serial]));
        for (const r of applied.rejections)
          refused.set(serialOf.get(String(r.mutation.fields.voterId))!, 'otherArea');
        const written = applied.changed.size;
        const duplicate = wanted.length - written - applied.rejections.length;
        const entry: SmsLogEntry = {
          ...blankLog(sms),
          outcome: outcomeOf(written, duplicate, refused.size),
          reason: mainReason(refused.values()),
          userId: account.id,
          keyId: message.keyId,
          assembly: message.assembly,
          part: message.part,
          applied: written,
          duplicate,
          refused: refused.size,
          refusedSerials: [...refused.keys()].sort((a, b) => a - b),
        };
        await logSms(tx, entry);
        return { entry, change: applied.change };
      }),
    { alsoRetry: isPushRace },
  );
  if (change) events.publish(change);
  return receiptOf(entry);
}
