// Marking a part's voters from its ASD list (docs/roll-import.md, "ASD lists"). Who may: whoever
// may import that part (importer.ts: an area; the part's assembly inside it; a booth worker
// only their booth's parts). Which voters: the live voters of that assembly and part the
// caller sees. Everything is checked and every row matched before anything is written; then
// the marks (`asd`, `asdList`, src/domain/roll-status.ts) go in one push through
// pushMutations as the caller — one transaction, its own sync client `asd-list:<uuid>` — so
// scope and events follow the normal rules and phones get them on their next pull. A voter
// that already carries the same mark is not written again: the same list twice marks nothing.
import { randomUUID } from 'node:crypto';
import type {
  AsdReadBy,
  AsdReading,
  AsdResult,
  AsdUnmatched,
  AsdVoter,
} from '../../../src/domain/asd-list.ts';
import { matchAsdRows } from '../../../src/domain/asd-list.ts';
import type { AsdCategory } from '../../../src/domain/roll-status.ts';
import { ASD_CATEGORIES } from '../../../src/domain/roll-status.ts';
import type { Mutation } from '../../../src/domain/sync-protocol.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../errors.ts';
import type { Caller } from '../../services/access.ts';
import { effectiveScope, visibleCondition } from '../../services/access.ts';
import type { EventBus } from '../../services/event-bus.ts';
import { pushMutations } from '../../services/sync-push.ts';
import { importerAreas, refusalOf } from '../jobs/importer.ts';
import { ASD_ERRORS } from './messages.ts';

export type AsdDeps = { db: Database; events: EventBus; onWritten?: (rows: number) => void };

export type AsdMarking = {
  listName: string;
  reading: AsdReading;
  readBy: AsdReadBy;
};

type StoredVoter = { id: string; fields: Record<string, unknown> };

/** The live voters of the part the caller sees (of the assembly, when one is named). */
async function partVoters(db: Queryable, caller: Caller, part: number, assembly?: number) {
  const visible = visibleCondition(caller, 2);
  const { rows } = await db.query<StoredVoter>(
    `SELECT id, fields FROM records WHERE tbl = 'voters' AND NOT deleted
       AND fields -> 'partNumber' = to_jsonb($1::int) AND ${visible.sql} ORDER BY id`,
    [part, ...visible.params],
  );
  return rows.filter(
    (v) =>
      assembly === undefined ||
      typeof v.fields.assemblyNumber !== 'number' ||
      v.fields.assemblyNumber === assembly,
  );
}

const text = (f: Record<string, unknown>, k: string) =>
  typeof f[k] === 'string' ? (f[k] as string) : undefined;

const asdVoter = ({ id, fields: f }: StoredVoter): AsdVoter => ({
  id,
  voterId: text(f, 'voterId'),
  serialNumber: typeof f.serialNumber === 'number' ? f.serialNumber : undefined,
  firstName: text(f, 'firstName'),
  lastName: text(f, 'lastName'),
  firstNameHi: text(f, 'firstNameHi'),
  lastNameHi: text(f, 'lastNameHi'),
});

/** The refusal of a part outside the caller's area, as importer.ts words it. */
async function refuseOutside(db: Queryable, caller: Caller, part: number, assembly?: number) {
  const refusal = refusalOf(caller, await importerAreas(db, caller), {
    part,
    ...(assembly !== undefined ? { assemblyNumber: assembly } : {}),
  });
  if (!refusal) return;
  throw new HttpError(403, 'forbidden', refusal.message, {
    messageKey: refusal.messageKey,
    ...(refusal.values ? { values: refusal.values } : {}),
    fields: { part: refusal.messageKey },
  });
}

/** The part as the caller may mark it: its voters, and the assembly they are in. */
export type AsdPart = {
  part: number;
  assemblyNumber: number | null;
  voters: StoredVoter[];
};

/**
 * Whether the caller may mark this part, and its voters; checked before the file is read (a
 * scan takes seconds a page). 403 outside the caller's area, 404 without a voter of the part.
 */
export async function asdPart(
  db: Queryable,
  caller: Caller,
  part: number,
  assembly?: number,
): Promise<AsdPart> {
  if (effectiveScope(caller) === null) throw ASD_ERRORS.noArea();
  await refuseOutside(db, caller, part, assembly);
  const voters = await partVoters(db, caller, part, assembly);
  if (!voters.length) throw ASD_ERRORS.noVoters({ part });
  const assemblies = new Set(
    voters.map((v) => v.fields.assemblyNumber).filter((a) => typeof a === 'number'),
  );
  if (assembly === undefined && assemblies.size > 1) throw ASD_ERRORS.whichAssembly({ part });
  const only = assemblies.size === 1 ? ([...assemblies][0] as number) : null;
  return { part, assemblyNumber: assembly ?? only, voters };
}

/** Check the list against the part, match, then write; see the file's head. */
export async function markAsdList(
  deps: AsdDeps,
  caller: Caller,
  { part, assemblyNumber, voters }: AsdPart,
  input: AsdMarking,
): Promise<AsdResult> {
  const { listName, reading } = input;
  // The list must be this part's: a title naming another part, or rows that all do, refuse it.
  const rowParts = new Set(reading.rows.map((r) => r.part).filter((p) => p !== undefined));
  // A title read by OCR may have lost a digit ("12" read "2"): only a printed one counts.
  const titled = input.readBy === 'ocr' ? undefined : reading.part;
  const listed = titled ?? (rowParts.size && !rowParts.has(part) ? [...rowParts][0] : undefined);
  if (listed !== undefined && listed !== part) throw ASD_ERRORS.partDiffers({ part, listed });
  if (!reading.rows.length) throw ASD_ERRORS.noRows({}, { unread: reading.unread.slice(0, 50) });

  const ours = reading.rows.filter((r) => r.part === undefined || r.part === part);
  const otherPart: AsdUnmatched[] = reading.rows
    .filter((r) => r.part !== undefined && r.part !== part)
    .map((r) => ({ ...r, reason: 'otherPart' }));
  const { matched, unmatched } = matchAsdRows(ours, voters.map(asdVoter));

  const byId = new Map(voters.map((v) => [v.id, v]));
  const byCategory = Object.fromEntries(ASD_CATEGORIES.map((c) => [c, 0])) as Record<
    AsdCategory,
    number
  >;
  let already = 0;
  const mutations: Mutation[] = [];
  const rowOf = new Map<string, (typeof matched)[number]['row']>();
  for (const { row, voterId } of matched) {
    const fields = byId.get(voterId)!.fields;
    if (fields.asd === row.category && fields.asdList === listName) {
      already += 1;
      continue;
    }
    rowOf.set(voterId, row);
    mutations.push({
      mutationId: mutations.length + 1,
      table: 'voters',
      id: voterId,
      op: 'patch',
      fields: { asd: row.category, asdList: listName },
      baseVersion: 0,
    });
  }

  const refused: AsdUnmatched[] = [];
  if (mutations.length) {
    // One push, one transaction: all the marks or none.
    const result = await pushMutations(
      deps.db,
      deps.events,
      caller,
      { clientId: `asd-list:${randomUUID()}`, mutations },
      deps.onWritten,
    );
    for (const e of result.errors) refused.push({ ...rowOf.get(e.id)!, reason: 'refused' });
    const refusedIds = new Set(result.errors.map((e) => e.id));
    for (const m of mutations) if (!refusedIds.has(m.id)) byCategory[rowOf.get(m.id)!.category]++;
  }

  return {
    listName,
    partNumber: part,
    assemblyNumber,
    readBy: input.readBy,
    rows: reading.rows.length,
    marked: mutations.length - refused.length,
    already,
    byCategory,
    unmatched: [...unmatched, ...otherPart, ...refused].sort((a, b) => a.line - b.line),
    unread: reading.unread,
  };
}
