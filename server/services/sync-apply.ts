// The push rules of the sync protocol, src/domain/sync-protocol.ts, applied in memory to the current rows of one batch:
// put replaces, patch merges per field (the later arrival wins), delete wins over everything
// after it, and each refusal names its reason. No I/O here, so the rules are easy to test.
import type { Mutation } from '../../src/domain/sync-protocol.ts';
import { areaProblem } from '../../src/domain/areas.ts';
import { isAppendOnlyTable } from '../../src/domain/field-work.ts';
import type { TurnoutSlot } from '../../src/domain/officer-turnout.ts';
import { slotFigures, turnoutOrderProblem } from '../../src/domain/officer-turnout.ts';
import { isPartEntry } from '../../src/domain/roll-home.ts';
import { parseScope } from '../../src/domain/scope.ts';
import { AUTHOR_FIELDS, validateRecordFields } from '../../src/domain/sync-records.ts';
import type { FieldErrors } from '../../src/domain/validation.ts';
import type { Caller } from './access.ts';
import { canAccess, placeNew } from './access.ts';
import { chatGroupOf, groupMembers, groupState, isChatTable } from './chat-access.ts';
import { repeatedMark } from './repeated-mark.ts';
import type { RecordState } from './sync-store.ts';
import { recordKey } from './sync-store.ts';

/** i18n keys of the reasons a mutation is refused for good. */
export const REJECT = {
  forbidden: 'errors.forbidden',
  deleted: 'errors.recordDeleted',
  notFound: 'errors.recordNotFound',
  invalid: 'errors.invalidInput',
  scope: 'errors.scope',
  scopeChange: 'errors.scopeChange',
  immutable: 'errors.recordImmutable',
  voterOutside: 'errors.voterOutsideArea',
  partOutside: 'errors.partOutsideArea',
  turnoutOrder: 'errors.turnoutOrder',
} as const;

export type Rejection = { mutation: Mutation; reason: string; fields?: FieldErrors };

export type ApplyResult = {
  /** Final state of every record the batch changed, by recordKey. */
  changed: Map<string, RecordState>;
  rejections: Rejection[];
};

type ScopeResult = { scope: string } | { reason: string };

/**
 * An area lives at its own path: its scope is its path (so only those holding that place see
 * and change it), its id comes from the path, and the path never changes (rename = names).
 */
function areaPlacement(
  id: string,
  fields: Record<string, unknown>,
  scope: string,
  current: RecordState | undefined,
): string | null {
  if (current && current.fields.path !== fields.path) return REJECT.scopeChange;
  const problem = areaProblem(id, fields);
  if (problem) return problem;
  return fields.path === scope ? null : REJECT.scope;
}

/** A new record goes to the creator's scope, or to a sub-unit they name in `fields.scope`. */
function scopeFor(caller: Caller, requested: unknown, existing?: RecordState): ScopeResult {
  const parsed = typeof requested === 'string' ? parseScope(requested) : null;
  const named = requested !== undefined && requested !== null;
  if (named && parsed === null) return { reason: REJECT.scope };
  if (existing) {
    // Moving a record would leave stale copies on devices that no longer see it.
    return named && parsed !== existing.scope
      ? { reason: REJECT.scopeChange }
      : { scope: existing.scope };
  }
  const scope = placeNew(caller, parsed ?? undefined);
  return scope === undefined ? { reason: REJECT.forbidden } : { scope };
}

/**
 * What a push knows beyond its rows: the accounts the caller may add to a chat group, and the
 * part numbers the caller's area holds in the database (booth areas or voters), for pannas.
 * The voters that marks and visits name are among the rows (sync-push.ts loads them).
 */
export type ApplyContext = {
  chatPeople?: ReadonlySet<string>;
  areaParts?: ReadonlySet<number>;
  /** The officer's figures stored for the parts the batch reports on, in the caller's region. */
  officerReports?: ReadonlyMap<number, readonly OfficerReport[]>;
};

export type OfficerReport = { id: string; slot: TurnoutSlot; votes: number; reportedAt: string };

/**
 * Why an officer's figure breaks the day's order (officer-turnout.ts), with the stored figures
 * of its part and those written earlier in this batch; null when it fits.
 */
function officerOrderRefusal(
  fields: Record<string, unknown>,
  state: ReadonlyMap<string, RecordState>,
  context: ApplyContext,
): Omit<Rejection, 'mutation'> | null {
  const part = fields.partNumber as number;
  const reports = new Map((context.officerReports?.get(part) ?? []).map((r) => [r.id, r]));
  for (const r of state.values())
    if (r.table === 'officerTurnout' && !r.deleted && r.fields.partNumber === part)
      reports.set(r.id, { id: r.id, ...(r.fields as Omit<OfficerReport, 'id'>) });
  const problem = turnoutOrderProblem(
    slotFigures(reports.values()),
    fields.slot as TurnoutSlot,
    fields.votes as number,
  );
  return problem ? { reason: REJECT.turnoutOrder, fields: { votes: REJECT.turnoutOrder } } : null;
}

/** The voter a visit or mark names, as this batch sees it (stored or written earlier in it). */
const namedVoter = (state: ReadonlyMap<string, RecordState>, fields: Record<string, unknown>) =>
  typeof fields.voterId === 'string'
    ? state.get(recordKey('voters', fields.voterId.toLowerCase()))
    : undefined;

/**
 * Where a new field entry goes, or why it may not be made. A visit or mark is about a voter the
 * caller may reach (inside their area, or created by them; a deleted voter's tombstone still
 * says where it was) and lives with that voter, so the booth's phones see the booth's turnout
 * whoever marked it. A panna covers a part the caller's area holds: a booth area or a voter
 * inside it with that part number (also one written earlier in this batch).
 */
function fieldEntryPlace(
  caller: Caller,
  table: string,
  fields: Record<string, unknown>,
  state: ReadonlyMap<string, RecordState>,
  context: ApplyContext,
): { scope?: string } | Omit<Rejection, 'mutation'> {
  if (isPartEntry(table)) {
    if (caller.role === 'admin') return {};
    const part = fields.partNumber;
    if (typeof part === 'number' && context.areaParts?.has(part)) return {};
    for (const r of state.values())
      if (
        r.table === 'voters' &&
        !r.deleted &&
        r.fields.partNumber === part &&
        canAccess(caller, r)
      )
        return {};
    return { reason: REJECT.partOutside, fields: { partNumber: REJECT.partOutside } };
  }
  const voter = namedVoter(state, fields);
  if (!voter || !canAccess(caller, voter))
    return { reason: REJECT.voterOutside, fields: { voterId: REJECT.voterOutside } };
  return { scope: voter.scope };
}

/** The author field of the record as the server writes it: the caller, or who wrote it first. */
function withAuthor(
  caller: Caller,
  table: string,
  fields: Record<string, unknown>,
  current: RecordState | undefined,
): Record<string, unknown> {
  const field = AUTHOR_FIELDS[table as keyof typeof AUTHOR_FIELDS];
  if (!field) return fields;
  // A record stored before authors were set by the server keeps what it had.
  const author = current ? current.fields[field] : caller.name;
  return { ...fields, [field]: author ?? '' };
}

/**
 * Chat is by membership, not by area: a member changes a group (its creator alone deletes
 * it), a member writes messages into it, and only a message's sender changes or deletes it.
 */
function chatRefusal(
  caller: Caller,
  m: Mutation,
  current: RecordState | undefined,
  state: ReadonlyMap<string, RecordState>,
): string | null {
  if (m.table === 'chatGroups') {
    if (!current) return null;
    if (m.op === 'delete') return current.ownerId === caller.id ? null : REJECT.forbidden;
    return groupMembers(current).has(caller.id) ? null : REJECT.forbidden;
  }
  if (current) return current.ownerId === caller.id ? null : REJECT.forbidden;
  if (m.op === 'delete') return null;
  const group = groupState(state, chatGroupOf({ table: m.table, id: m.id, fields: m.fields }));
  return group && !group.deleted && groupMembers(group).has(caller.id) ? null : REJECT.forbidden;
}

/** New members of a group must be people the caller may chat with (chat-access.ts). */
function newMembersRefusal(
  caller: Caller,
  fields: Record<string, unknown>,
  current: RecordState | undefined,
  context: ApplyContext,
): Omit<Rejection, 'mutation'> | null {
  const before = current ? groupMembers(current) : new Set([caller.id]);
  const listed = Array.isArray(fields.memberIds) ? (fields.memberIds as string[]) : [];
  const stranger = listed.some(
    (id) => !before.has(id.toLowerCase()) && !context.chatPeople?.has(id.toLowerCase()),
  );
  return stranger ? { reason: REJECT.forbidden, fields: { memberIds: REJECT.forbidden } } : null;
}

function applyOne(
  caller: Caller,
  m: Mutation,
  current: RecordState | undefined,
  state: ReadonlyMap<string, RecordState>,
  context: ApplyContext,
): RecordState | Omit<Rejection, 'mutation'> | null {
  // Field entries are facts of a moment (field-work.ts): a correction is a new entry. A first
  // mark that came by SMS and again by sync is one record (repeated-mark.ts).
  const fieldEntry = isAppendOnlyTable(m.table);
  const repeat = repeatedMark(caller, m, current);
  if (repeat === 'same') return null;
  if (fieldEntry && ((current && repeat !== 'refine') || m.op !== 'put'))
    return { reason: REJECT.immutable };
  if (isChatTable(m.table)) {
    const refusal = chatRefusal(caller, m, current, state);
    if (refusal) return { reason: refusal };
  } else if (current && !canAccess(caller, current)) return { reason: REJECT.forbidden };
  if (m.op === 'delete') {
    if (!current || current.deleted) return null; // nothing (left) to delete
    return { ...current, deleted: true, fields: {} };
  }
  if (current?.deleted) return { reason: REJECT.deleted };
  if (m.op === 'patch' && !current) return { reason: REJECT.notFound };
  const { scope: requested, ...given } = m.fields;
  const placed = scopeFor(caller, requested, current);
  if ('reason' in placed) return placed;
  const merged = withAuthor(
    caller,
    m.table,
    m.op === 'patch' ? { ...current!.fields, ...given } : given,
    current,
  );
  if (m.table === 'areas') {
    const problem = areaPlacement(m.id, merged, placed.scope, current);
    if (problem) return { reason: problem };
  }
  const valid = validateRecordFields(m.table, merged);
  if (!valid.ok) return { reason: REJECT.invalid, fields: valid.fields };
  // Only a well-formed entry is placed: its voter or part must be the writer's to record.
  // The phone's record of a mark the server holds by SMS stays where that one is (with its voter).
  const place =
    repeat === 'refine'
      ? { scope: current!.scope }
      : fieldEntry
        ? fieldEntryPlace(caller, m.table, valid.value, state, context)
        : {};
  if ('reason' in place) return place;
  if (m.table === 'officerTurnout') {
    const refusal = officerOrderRefusal(valid.value, state, context);
    if (refusal) return refusal;
  }
  if (m.table === 'chatGroups') {
    const refusal = newMembersRefusal(caller, valid.value, current, context);
    if (refusal) return refusal;
  }
  if (m.table === 'chatMessages' && current && current.fields.groupId !== valid.value.groupId)
    return { reason: REJECT.scopeChange };
  return {
    table: m.table,
    id: m.id,
    scope: place.scope ?? placed.scope,
    ownerId: current?.ownerId ?? caller.id,
    deleted: false,
    fields: valid.value,
  };
}

/** Apply `mutations` in order over `stored` (the rows they touch, by recordKey). */
export function applyMutations(
  caller: Caller,
  mutations: Mutation[],
  stored: Map<string, RecordState>,
  context: ApplyContext = {},
): ApplyResult {
  const state = new Map(stored);
  const changed = new Map<string, RecordState>();
  const rejections: Rejection[] = [];
  for (const m of mutations) {
    const key = recordKey(m.table, m.id);
    let outcome = applyOne(caller, m, state.get(key), state, context);
    // The phone's copy of a mark the server has by SMS is acknowledged even when it cannot
    // replace it (fields the server refuses): the mark is on the server.
    if (outcome && 'reason' in outcome && repeatedMark(caller, m, state.get(key)) === 'refine')
      outcome = null;
    if (outcome === null) continue;
    if ('reason' in outcome) rejections.push({ mutation: m, ...outcome });
    else {
      state.set(key, outcome);
      changed.set(key, outcome);
    }
  }
  return { changed, rejections };
}
