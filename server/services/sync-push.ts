// POST /api/sync/push: validate the whole body, then in ONE transaction holding the client's
// sync_clients row: skip replayed mutations (answering their stored refusals again), refuse a
// gap, lock and load the touched records, apply the rest, then under the version lock write
// every changed record with a fresh version, advance the client's lastMutationId, store the
// new refusals, and read back current rows for all refusals.
import type { Mutation, MutationGapError, PushResponse } from '../../src/domain/sync-protocol.ts';
import { mutationSchema, pushEnvelopeSchema } from '../../src/domain/sync-requests.ts';
import { UUID_PATTERN } from '../../src/domain/ids.ts';
import { isAppendOnlyTable } from '../../src/domain/field-work.ts';
import { isPartEntry, isVoterHomed, regionOf } from '../../src/domain/roll-home.ts';
import { compileFastPath } from '../../src/domain/schema-fast-path.ts';
import type { FieldErrors } from '../../src/domain/validation.ts';
import { validate, validateKeepingUnknown } from '../../src/domain/validation.ts';
import { withConflictRetries } from '../db/retry.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../errors.ts';
import type { Caller } from './access.ts';
import { visibleCondition } from './access.ts';
import { applyMutations } from './sync-apply.ts';
import type { ApplyContext, OfficerReport, Rejection } from './sync-apply.ts';
import {
  chatGroupOf,
  chatReachable,
  groupMembers,
  groupState,
  isChatTable,
  syncChatMembers,
} from './chat-access.ts';
import type { Change, EventBus } from './event-bus.ts';
import { updateFieldTallies } from './field-tallies.ts';
import { rehomeAfterPush } from './push-homes.ts';
import {
  mutationErrors,
  pruneRejections,
  replayedRejections,
  saveRejections,
} from './sync-rejections.ts';
import type { RecordState } from './sync-store.ts';
import {
  loadRecords,
  lockVersions,
  recordKey,
  toState,
  USER_SCOPE_LOCK,
  writeRecords,
} from './sync-store.ts';

const fastMutation = compileFastPath(mutationSchema);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The push body checked whole: any bad mutation envelope refuses the push (400), nothing written. */
export async function parsePush(
  body: unknown,
): Promise<{ clientId: string; mutations: Mutation[] }> {
  const envelope = await validate(pushEnvelopeSchema, body);
  if (!envelope.ok) throw badRequest(envelope.fields);
  const fields: FieldErrors = {};
  const mutations: Mutation[] = [];
  envelope.value.mutations.forEach((raw: unknown, i: number) => {
    // The envelope is checked without looking into `fields`: their contents are judged per
    // table later, where a bad record becomes that mutation's error instead of refusing the
    // whole push (which would leave the device's outbox stuck for good).
    const given = isObject(raw) && isObject(raw.fields) ? raw.fields : undefined;
    const probe = given ? { ...(raw as object), fields: {} } : raw;
    const ok = fastMutation?.(probe)
      ? { ok: true as const, value: probe }
      : validateKeepingUnknown(mutationSchema, probe);
    if (!ok.ok) {
      for (const [path, key] of Object.entries(ok.fields)) fields[`mutations[${i}].${path}`] = key;
      return;
    }
    const m = ok.value as Mutation;
    // uuid columns answer in lower case; keys must match what the database returns.
    mutations.push({
      mutationId: m.mutationId,
      table: m.table,
      id: m.id.toLowerCase(),
      op: m.op,
      fields: given ?? m.fields,
      baseVersion: m.baseVersion,
    });
  });
  if (Object.keys(fields).length) throw badRequest(fields);
  return { clientId: envelope.value.clientId, mutations };
}

function gapError(expected: number, last: number): HttpError {
  const body: Omit<MutationGapError, 'error' | 'message'> = {
    messageKey: 'errors.syncGap',
    expectedMutationId: expected,
    lastMutationId: last,
  };
  return new HttpError(
    409,
    'mutation_gap',
    `Mutation ${expected} is missing; renumber from it and push again`,
    body,
  );
}

/** The new mutations (after lastMutationId); throws the gap error when one is skipped. */
function freshMutations(mutations: Mutation[], last: number): Mutation[] {
  const fresh = mutations.filter((m) => m.mutationId > last);
  fresh.forEach((m, i) => {
    if (m.mutationId !== last + 1 + i) throw gapError(last + 1 + i, last);
  });
  return fresh;
}

/**
 * Lock this client's sync_clients row (creating it when `create` and missing) and read its
 * lastMutationId: pushes from one client run one at a time from here to commit.
 */
async function lockClient(
  tx: Queryable,
  clientId: string,
  userId: string,
  create: boolean,
): Promise<number> {
  const select = () =>
    tx.query<{ last: number | string }>(
      `SELECT last_mutation_id AS last FROM sync_clients
       WHERE client_id = $1 AND user_id = $2 FOR UPDATE`,
      [clientId, userId],
    );
  let { rows } = await select();
  if (!rows.length && create) {
    await tx.query(
      `INSERT INTO sync_clients (client_id, user_id) VALUES ($1, $2)
       ON CONFLICT (client_id, user_id) DO NOTHING`,
      [clientId, userId],
    );
    ({ rows } = await select());
  }
  return Number(rows[0]?.last ?? 0);
}

/**
 * Hold the caller's scope lock (shared) for the push and read their current scope and role.
 * An advisory lock rather than a row lock: its queue is fair, so a scope change waiting for
 * it is not starved by a phone that keeps pushing.
 */
async function lockCaller(tx: Queryable, caller: Caller): Promise<Caller> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [
    USER_SCOPE_LOCK,
    caller.id,
  ]);
  const { rows } = await tx.query<{ role: Caller['role']; scope: string | null; name: string }>(
    `SELECT role, scope, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) AS name
     FROM users WHERE id = $1`,
    [caller.id],
  );
  const row = rows[0];
  // The author fields the server writes hold at most 200 characters (sync-records.ts).
  return row
    ? { id: caller.id, role: row.role, scope: row.scope, name: row.name.slice(0, 200) }
    : caller;
}

async function saveLastMutationId(tx: Queryable, clientId: string, userId: string, last: number) {
  await tx.query(
    `INSERT INTO sync_clients (client_id, user_id, last_mutation_id) VALUES ($1, $2, $3)
     ON CONFLICT (client_id, user_id)
     DO UPDATE SET last_mutation_id = EXCLUDED.last_mutation_id, updated_at = now()`,
    [clientId, userId, last],
  );
}

/** Who hears of these writes: the areas of area records, the members of chat records. */
function changeOf(
  states: Iterable<RecordState>,
  everything: ReadonlyMap<string, RecordState>,
): Change {
  const scopes = new Set<string>();
  const owners = new Set<string>();
  for (const s of states) {
    owners.add(s.ownerId);
    if (!isChatTable(s.table)) scopes.add(s.scope);
    else {
      const group = s.table === 'chatGroups' ? s : groupState(everything, chatGroupOf(s));
      if (group) for (const member of groupMembers(group)) owners.add(member);
    }
  }
  return { scopes: [...scopes], owners: [...owners] };
}

const uuids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && UUID_PATTERN.test(v),
  );

/**
 * What the chat rules need besides the touched rows: the groups the batch's messages go to
 * (added to `states`), and which of the member ids it names the caller may chat with.
 */
async function chatContext(
  tx: Queryable,
  caller: Caller,
  mutations: Mutation[],
  states: Map<string, RecordState>,
): Promise<ApplyContext> {
  const groupIds = mutations.flatMap((m) =>
    m.table === 'chatMessages' ? uuids(m.fields.groupId).map((id) => id.toLowerCase()) : [],
  );
  const wanted = groupIds
    .map((id) => ({ table: 'chatGroups', id }))
    .filter((k) => !states.has(recordKey(k.table, k.id)));
  for (const [key, row] of await loadRecords(tx, wanted)) states.set(key, toState(row));
  const named = mutations.flatMap((m) =>
    m.table === 'chatGroups' ? uuids(m.fields.memberIds).map((id) => id.toLowerCase()) : [],
  );
  return { chatPeople: await chatReachable(tx, caller, named) };
}

/**
 * What the field-entry rules need besides the touched rows: the voters the batch's visits and
 * marks name (added to `states`), and which of the parts its pannas name the caller's area
 * holds — a booth area listing the part, or a voter with it, that the caller may see.
 */
async function fieldContext(
  tx: Queryable,
  caller: Caller,
  mutations: Mutation[],
  states: Map<string, RecordState>,
): Promise<Pick<ApplyContext, 'areaParts' | 'officerReports'>> {
  const voterIds = mutations.flatMap((m) =>
    isVoterHomed(m.table) ? uuids(m.fields.voterId).map((id) => id.toLowerCase()) : [],
  );
  const wanted = voterIds
    .map((id) => ({ table: 'voters', id }))
    .filter((k) => !states.has(recordKey(k.table, k.id)));
  for (const [key, row] of await loadRecords(tx, wanted)) states.set(key, toState(row));
  const parts = [
    ...new Set(
      mutations.flatMap((m) =>
        isPartEntry(m.table) && Number.isInteger(m.fields.partNumber)
          ? [m.fields.partNumber as number]
          : [],
      ),
    ),
  ];
  const officerReports = await storedOfficerReports(tx, caller, mutations);
  if (!parts.length || caller.role === 'admin') return { officerReports };
  const visible = visibleCondition(caller, 2);
  const { rows } = await tx.query<{ part: number }>(
    `SELECT p AS part FROM unnest($1::int[]) AS p
     WHERE EXISTS (SELECT 1 FROM records WHERE tbl = 'areas' AND NOT deleted AND ${visible.sql}
                   AND fields -> 'parts' @> to_jsonb(p))
        OR EXISTS (SELECT 1 FROM records WHERE tbl = 'voters' AND NOT deleted AND ${visible.sql}
                   AND fields -> 'partNumber' = to_jsonb(p))`,
    [parts, ...visible.params],
  );
  return { areaParts: new Set(rows.map((r) => Number(r.part))), officerReports };
}

/**
 * The officer's figures already stored for the parts the batch reports on, inside the caller's
 * region (part numbers repeat from one assembly to the next), for the day's order check.
 */
async function storedOfficerReports(
  tx: Queryable,
  caller: Caller,
  mutations: Mutation[],
): Promise<Map<number, OfficerReport[]>> {
  const parts = [
    ...new Set(
      mutations.flatMap((m) =>
        m.table === 'officerTurnout' && Number.isInteger(m.fields.partNumber)
          ? [m.fields.partNumber as number]
          : [],
      ),
    ),
  ];
  const byPart = new Map<number, OfficerReport[]>();
  if (!parts.length) return byPart;
  const region = regionOf(caller.scope ?? '');
  const { rows } = await tx.query<OfficerReport & { part: number }>(
    `SELECT id, (fields ->> 'partNumber')::int AS part, fields ->> 'slot' AS slot,
            (fields ->> 'votes')::int AS votes, fields ->> 'reportedAt' AS "reportedAt"
     FROM records
     WHERE tbl = 'officerTurnout' AND NOT deleted
       AND (fields ->> 'partNumber')::int = ANY($1::int[])
       AND ($2 = '' OR scope = $2 OR (scope >= $2 || '/' AND scope < $2 || '0'))`,
    [parts, region],
  );
  for (const { part, ...report } of rows) byPart.set(part, [...(byPart.get(part) ?? []), report]);
  return byPart;
}

/** A record this push found missing was created meanwhile: run the push again. */
class PushRaced extends Error {}

/** A whole push refused (`wholeOrNothing`): its transaction is rolled back, nothing written. */
class PushRefused extends Error {
  constructor(readonly result: Omit<PushResponse, 'token'>) {
    super('push refused');
  }
}

export type PushOptions = {
  /**
   * Write every mutation or none: when any is refused, nothing of the push is written and the
   * answer lists the refusals (a roll part is published whole or not at all).
   */
  wholeOrNothing?: boolean;
};

export async function pushMutations(
  db: Database,
  events: EventBus,
  caller: Caller,
  push: { clientId: string; mutations: Mutation[] },
  /** Told, after commit, how many records the push wrote. */
  onWritten?: (rows: number) => void,
  options: PushOptions = {},
): Promise<Omit<PushResponse, 'token'>> {
  let outcome;
  try {
    outcome = await withConflictRetries(() => pushOnce(db, events, caller, push, options), {
      alsoRetry: (err) => err instanceof PushRaced,
    });
  } catch (err) {
    if (err instanceof PushRefused) return err.result;
    throw err;
  }
  const { result, change, written } = outcome;
  if (change) events.publish(change);
  if (written) onWritten?.(written);
  return result;
}

/**
 * One push transaction. Reads and checks run concurrently with other clients' pushes; only
 * assigning versions and writing rows runs under the version lock, held until commit, so
 * versions still become visible in commit order.
 */
async function pushOnce(
  db: Database,
  events: EventBus,
  authenticated: Caller,
  push: { clientId: string; mutations: Mutation[] },
  options: PushOptions,
): Promise<{ result: Omit<PushResponse, 'token'>; change: Change | null; written: number }> {
  return db.transaction(async (tx) => {
    // The caller's scope lock first (a scope change takes it first too): a push authenticated
    // just before the caller got a scope writes with the scope that is current when it runs.
    const caller = await lockCaller(tx, authenticated);
    const last = await lockClient(tx, push.clientId, caller.id, push.mutations.length > 0);
    const fresh = freshMutations(push.mutations, last);
    const first = push.mutations[0];
    if (first) await pruneRejections(tx, push.clientId, caller.id, first.mutationId);
    // A replay means our answer was lost: the client still needs the refusals it carried.
    const earlier = await replayedRejections(
      tx,
      push.clientId,
      caller.id,
      push.mutations.filter((m) => m.mutationId <= last),
    );
    if (!fresh.length) {
      const errors = await mutationErrors(tx, caller, earlier);
      return { result: { lastMutationId: last, errors }, change: null, written: 0 };
    }

    const applied = await applyFresh(tx, events, caller, fresh, (rejections) => {
      if (!options.wholeOrNothing || !rejections.length) return;
      const errors = rejections.map((r) => ({
        mutationId: r.mutation.mutationId,
        table: r.mutation.table,
        id: r.mutation.id,
        reason: r.reason,
        ...(r.fields ? { fields: r.fields } : {}),
        current: null,
      }));
      throw new PushRefused({ lastMutationId: last, errors });
    });
    const newLast = fresh[fresh.length - 1]!.mutationId;
    await saveLastMutationId(tx, push.clientId, caller.id, newLast);
    await saveRejections(tx, push.clientId, caller.id, applied.rejections);

    // Refusals carry the server's row as it is after this push, when the caller may see it.
    const errors = await mutationErrors(tx, caller, [...earlier, ...applied.rejections]);
    return {
      result: { lastMutationId: newLast, errors },
      change: applied.change,
      written: applied.changed.size,
    };
  });
}

type Applied = {
  changed: Map<string, RecordState>;
  rejections: Rejection[];
  /** Who hears of it (already NOTIFYed in the transaction; publish after commit). */
  change: Change | null;
};

/**
 * Apply new mutations as `caller` in `tx`: lock and load the rows they touch, apply the push
 * rules, then under the version lock write the changed records, their chat members, tallies
 * and homes, and notify who hears of them. `beforeWrite` may refuse the whole batch by throwing.
 */
async function applyFresh(
  tx: Queryable,
  events: EventBus,
  caller: Caller,
  fresh: Mutation[],
  beforeWrite: (rejections: Rejection[]) => void = () => undefined,
): Promise<Applied> {
  // Locked: no other push changes these rows before we commit.
  const stored = await loadRecords(tx, fresh, { lock: true });
  const states = new Map([...stored].map(([k, row]) => [k, toState(row)]));
  const context = {
    ...(fresh.some((m) => isChatTable(m.table))
      ? await chatContext(tx, caller, fresh, states)
      : {}),
    ...(fresh.some((m) => isAppendOnlyTable(m.table))
      ? await fieldContext(tx, caller, fresh, states)
      : {}),
  };
  const { changed, rejections } = applyMutations(caller, fresh, states, context);
  beforeWrite(rejections);

  await lockVersions(tx);
  // Under the version lock every record write has committed: a record missing at load time
  // that exists now was created by a concurrent push, and this one must see it.
  const missing = fresh.filter((m) => !stored.has(recordKey(m.table, m.id)));
  if (missing.length && (await loadRecords(tx, missing)).size) throw new PushRaced();
  await writeRecords(tx, [...changed.values()]);
  await syncChatMembers(tx, [...changed.values()]);
  await updateFieldTallies(tx, [...changed.values()]);
  const moved = await rehomeAfterPush(tx, states, changed.values());
  const change = changed.size ? changeOf(changed.values(), new Map([...states, ...changed])) : null;
  // Records that moved home: the areas they left hear of it too.
  if (change) change.scopes = [...new Set([...change.scopes, ...moved])];
  if (change) await events.notify(tx, change);
  return { changed, rejections, change };
}

/**
 * Mutations the server makes for an account (the marks of an SMS, sms-marks-apply.ts), applied
 * under the push's rules as that account, in `tx`: its area, the append-only rules, tallies,
 * homes and pokes, without a client's mutation numbers. Publish `change` after commit; retry
 * the transaction when `isPushRace` says a record it found missing was created meanwhile.
 */
export async function applyAsAccount(
  tx: Queryable,
  events: EventBus,
  account: Caller,
  mutations: Mutation[],
): Promise<Applied & { caller: Caller }> {
  const caller = await lockCaller(tx, account);
  return { caller, ...(await applyFresh(tx, events, caller, mutations)) };
}

export const isPushRace = (err: unknown): boolean => err instanceof PushRaced;
