// POST /api/sync/push: validate the whole body, then in ONE transaction under the version
// lock: skip replayed mutations (answering their stored refusals again), refuse a gap, apply
// the rest, write every changed record with a fresh version, advance the client's
// lastMutationId, store the new refusals, and read back current rows for all refusals.
import type { Mutation, MutationGapError, PushResponse } from '../../src/domain/sync-protocol.ts';
import { mutationSchema, pushEnvelopeSchema } from '../../src/domain/sync-requests.ts';
import { compileFastPath } from '../../src/domain/schema-fast-path.ts';
import type { FieldErrors } from '../../src/domain/validation.ts';
import { validate, validateKeepingUnknown } from '../../src/domain/validation.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, badRequest } from '../errors.ts';
import type { Caller } from './access.ts';
import { applyMutations } from './sync-apply.ts';
import type { Change, EventBus } from './event-bus.ts';
import {
  mutationErrors,
  pruneRejections,
  replayedRejections,
  saveRejections,
} from './sync-rejections.ts';
import type { RecordState } from './sync-store.ts';
import { loadRecords, lockVersions, toState, writeRecords } from './sync-store.ts';

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

async function lastMutationId(tx: Queryable, clientId: string, userId: string): Promise<number> {
  const { rows } = await tx.query<{ last: number | string }>(
    'SELECT last_mutation_id AS last FROM sync_clients WHERE client_id = $1 AND user_id = $2',
    [clientId, userId],
  );
  return Number(rows[0]?.last ?? 0);
}

async function saveLastMutationId(tx: Queryable, clientId: string, userId: string, last: number) {
  await tx.query(
    `INSERT INTO sync_clients (client_id, user_id, last_mutation_id) VALUES ($1, $2, $3)
     ON CONFLICT (client_id, user_id)
     DO UPDATE SET last_mutation_id = EXCLUDED.last_mutation_id, updated_at = now()`,
    [clientId, userId, last],
  );
}

function changeOf(states: Iterable<RecordState>): Change {
  const scopes = new Set<string>();
  const owners = new Set<string>();
  for (const s of states) {
    scopes.add(s.scope);
    owners.add(s.ownerId);
  }
  return { scopes: [...scopes], owners: [...owners] };
}

export async function pushMutations(
  db: Database,
  events: EventBus,
  caller: Caller,
  push: { clientId: string; mutations: Mutation[] },
): Promise<Omit<PushResponse, 'token'>> {
  const { result, change } = await db.transaction(async (tx) => {
    await lockVersions(tx);
    const last = await lastMutationId(tx, push.clientId, caller.id);
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
      return { result: { lastMutationId: last, errors }, change: null };
    }

    const stored = await loadRecords(tx, fresh);
    const states = new Map([...stored].map(([k, row]) => [k, toState(row)]));
    const { changed, rejections } = applyMutations(caller, fresh, states);
    await writeRecords(tx, [...changed.values()]);
    const newLast = fresh[fresh.length - 1]!.mutationId;
    await saveLastMutationId(tx, push.clientId, caller.id, newLast);
    await saveRejections(tx, push.clientId, caller.id, rejections);

    // Refusals carry the server's row as it is after this push, when the caller may see it.
    const errors = await mutationErrors(tx, caller, [...earlier, ...rejections]);
    const change = changed.size ? changeOf(changed.values()) : null;
    if (change) await events.notify(tx, change);
    return { result: { lastMutationId: newLast, errors }, change };
  });
  if (change) events.publish(change);
  return result;
}
