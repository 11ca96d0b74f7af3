// Publishing a part: its voters land in their booths through the same path as a phone's push
// (pushMutations), as the importing account, so scope, homes, events and tallies all follow
// the normal rules and phones get the voters on their next pull. First the areas the part
// needs (planRollAreas), then the voters: a voter already stored is patched, never doubled,
// and a new revision of the part also marks whom it cut and re-cuts the pannas (edition.ts).
// Each part pushes as its own sync client (`roll-part:<part id>`, mutation ids from 1), so two
// parts published at once never share a mutation counter. A part is published whole or not at
// all: its voters go in one push that writes every one or none (`wholeOrNothing`), checked
// first against the sync schema; a row the server would refuse keeps the part in review, the
// row and the reason listed (`failed_rows`), instead of a part "published" with voters missing.
import { areaId } from '../../../src/domain/areas.ts';
import { planRollAreas } from '../../../src/domain/roll-areas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Caller } from '../../services/access.ts';
import { effectiveScope, visibleCondition } from '../../services/access.ts';
import type { EventBus } from '../../services/event-bus.ts';
import { pushMutations } from '../../services/sync-push.ts';
import { evaluatePart, settleJobStatus } from './evaluate.ts';
import { importerAreas, importerOf, refusalMessage } from './importer.ts';
import { MESSAGES } from './messages.ts';
import type { PartRow } from './store.ts';
import { PART_COLUMNS } from './store.ts';
import type { PublishPart, PublishRow } from './voter-fields.ts';
import { fitVoterFields } from './voter-fields.ts';
import type { RollFailedRow, RollMessage } from '../../../src/domain/roll-jobs.ts';
import type { MutationError } from '../../../src/domain/sync-protocol.ts';
import type { RollPartAsk } from '../../../src/domain/roll-asks.ts';
import { scopeContains } from '../../../src/domain/scope.ts';
import { clashOf, jobAnswers, placeAsk, placeInfo, setAsk } from './asks.ts';
import { asNewEdition, replaceOps } from './decisions.ts';
import type { Op, StoredVoter } from './edition.ts';
import { partOps } from './edition.ts';
import { SERIAL_TAKEN, serialClashes } from './one-serial.ts';
import { linkEditionMoves } from './edition-moves.ts';
import type { PannaFields } from '../../../src/domain/field-work.ts';
import { currentPannas } from '../../../src/domain/field-work.ts';

export type PublishDeps = { db: Database; events: EventBus; onWritten?: (rows: number) => void };

/** A publish that has not finished in this time (its server died) may be run again. */
const STALE_PUBLISH = "interval '10 minutes'";

const depth = (path: string) => (path === '' ? 0 : path.split('/').length);

/** Take the part for publishing; false when it is not waiting (or its job was cancelled). */
async function claimPart(db: Queryable, partId: string): Promise<PartRow | undefined> {
  const { rows } = await db.query<PartRow>(
    `UPDATE roll_job_parts p SET status = 'publishing', publishing_at = now()
     WHERE id = $1 AND part_number IS NOT NULL AND (status = 'review'
       OR (status = 'publishing' AND publishing_at < now() - ${STALE_PUBLISH}))
       AND EXISTS (SELECT 1 FROM roll_jobs j WHERE j.id = p.job_id
                   AND NOT j.cancel_requested AND j.status <> 'cancelled')
     RETURNING ${PART_COLUMNS}`,
    [partId],
  );
  return rows[0];
}

/** Where new voters are placed: the part's assembly for an importer above it, else their own. */
const placeFor = (importer: string, assembly: string | undefined) =>
  depth(importer) < ASSEMBLY_DEPTH ? assembly : undefined;

/**
 * The live voters of this assembly and part the importer sees. Part numbers repeat in every
 * assembly: a voter is of this assembly when it carries the part's assembly number, or, without
 * one, when it lies inside the part's assembly (`assembly`, when known).
 */
async function storedVoters(db: Queryable, caller: Caller, part: PublishPart, assembly?: string) {
  const visible = visibleCondition(caller, 2);
  const { rows } = await db.query<StoredVoter & { scope: string }>(
    `SELECT id, scope, fields FROM records WHERE tbl = 'voters' AND NOT deleted
       AND fields -> 'partNumber' = to_jsonb($1::int) AND ${visible.sql} ORDER BY id`,
    [part.partNumber, ...visible.params],
  );
  return rows.filter((v) => sameAssembly(v, part, assembly));
}

const ASSEMBLY_DEPTH = 3;

const sameAssembly = (v: StoredVoter & { scope: string }, part: PublishPart, assembly?: string) =>
  typeof v.fields.assemblyNumber === 'number' && part.assemblyNumber !== null
    ? v.fields.assemblyNumber === part.assemblyNumber
    : assembly === undefined || scopeContains(assembly, v.scope);

/** Voters of the assembly's other parts holding one of these EPICs: voters moved to this part. */
async function movedInVoters(
  db: Queryable,
  caller: Caller,
  part: PublishPart,
  epics: string[],
  assembly?: string,
): Promise<StoredVoter[]> {
  if (!epics.length) return [];
  const visible = visibleCondition(caller, 3);
  const { rows } = await db.query<StoredVoter & { scope: string }>(
    `SELECT id, scope, fields FROM records WHERE tbl = 'voters' AND NOT deleted
       AND upper(fields ->> 'voterId') = ANY($1::text[])
       AND fields -> 'partNumber' <> to_jsonb($2::int) AND ${visible.sql} ORDER BY id`,
    [epics.map((e) => e.toUpperCase()), part.partNumber, ...visible.params],
  );
  return rows.filter((v) => sameAssembly(v, part, assembly));
}

/** The EPICs the upload's other parts hold: a voter missing here but there has moved. */
async function otherPartsEpics(db: Queryable, jobId: string, partId: string) {
  const { rows } = await db.query<{ epic: string }>(
    `SELECT DISTINCT upper(trim(r.fields ->> 'epic')) AS epic FROM roll_job_rows r
       JOIN roll_job_parts p ON p.id = r.part_id
     WHERE p.job_id = $1 AND p.id <> $2 AND coalesce(r.fields ->> 'epic', '') <> ''`,
    [jobId, partId],
  );
  return new Set(rows.map((r) => r.epic));
}

/** The current pannas of the part, where its voters live (part numbers repeat by assembly). */
async function partPannas(db: Queryable, partNumber: number, scopes: string[]) {
  if (!scopes.length) return [];
  const { rows } = await db.query<{ id: string; fields: PannaFields }>(
    `SELECT id, fields FROM records WHERE tbl = 'pannas' AND NOT deleted
       AND fields -> 'partNumber' = to_jsonb($1::int) AND scope = ANY($2::text[])`,
    [partNumber, scopes],
  );
  return currentPannas(rows.map((r) => ({ ...r.fields, id: r.id })));
}

async function partRows(db: Queryable, partId: string) {
  const { rows } = await db.query<PublishRow & { id: string }>(
    'SELECT id, fields, extra FROM roll_job_rows WHERE part_id = $1 ORDER BY position',
    [partId],
  );
  return rows;
}

async function lastMutationId(db: Queryable, clientId: string, userId: string) {
  const { rows } = await db.query<{ last: number | string }>(
    'SELECT last_mutation_id AS last FROM sync_clients WHERE client_id = $1 AND user_id = $2',
    [clientId, userId],
  );
  return Number(rows[0]?.last ?? 0);
}

/** Push `ops` in one transaction, every one or none; the refusals when none was written. */
async function push(
  deps: PublishDeps,
  caller: Caller,
  clientId: string,
  ops: Op[],
): Promise<MutationError[]> {
  if (!ops.length) return [];
  let next = (await lastMutationId(deps.db, clientId, caller.id)) + 1;
  const mutations = ops.map((o) => ({ ...o, mutationId: next++, baseVersion: 0 }));
  const result = await pushMutations(
    deps.db,
    deps.events,
    caller,
    { clientId, mutations },
    deps.onWritten,
    { wholeOrNothing: true },
  );
  return result.errors;
}

type RowRef = { id: string; fields: PublishRow['fields'] };

/** A refusal as the part keeps it: the row it was for (when one), its reason and fields. */
const failedRow = (
  row: RowRef | undefined,
  reason: string,
  fields?: Record<string, string>,
): RollFailedRow => ({
  rowId: row?.id ?? '',
  serial: row?.fields.serial ?? null,
  name: row?.fields.name ?? '',
  reason,
  ...(fields && Object.keys(fields).length ? { fields } : {}),
});

/**
 * The voter ops as the sync schema takes them: a date, number or code it would refuse is left
 * out (fitVoterFields), never the voter; a row whose text does not fit (a name too long, say)
 * is listed, and then nothing of the part is pushed.
 */
function fitOps(ops: Op[], rowOf: Map<string, string>, rows: Map<string, RowRef>) {
  const fitted: Op[] = [];
  const failed: RollFailedRow[] = [];
  for (const op of ops) {
    if (op.table !== 'voters') {
      fitted.push(op);
      continue;
    }
    const fit = fitVoterFields(op.fields);
    if (fit.ok) fitted.push({ ...op, fields: fit.fields });
    else failed.push(failedRow(rows.get(rowOf.get(op.id) ?? ''), REFUSED_INPUT, fit.errors));
  }
  return { fitted, failed };
}

const REFUSED_INPUT = 'errors.invalidInput';
const SERIAL_FIELD = { serialNumber: SERIAL_TAKEN };

const toPublishPart = (p: PartRow, partNumber: number): PublishPart => ({
  edition: p.edition,
  assemblyNumber: p.assembly_number,
  assemblyName: p.assembly_name,
  partNumber,
  info: p.info,
});

/**
 * What publishing a part needs first: the areas it implies, its assembly, its rows, the voters
 * of its assembly and part held, and why it may not be published yet — refused (outside the
 * importer's area), or a question for the person: the state or district the tree needs and the
 * file does not name (asked once for the job), or voters of another list already in the part
 * (never put side by side: the person chooses what to do with them).
 */
async function prepare(db: Queryable, caller: Caller, row: PartRow, part: PublishPart) {
  const areas = await importerAreas(db, caller);
  const answers = await jobAnswers(db, row.job_id);
  const plan = planRollAreas(effectiveScope(caller) ?? '', areas, [placeInfo(part, answers.place)]);
  const refusal = refusalMessage(plan, part.partNumber);
  const assembly = plan.assemblies.find((a) => a.part === part.partNumber)?.path;
  const rows = await partRows(db, row.id);
  const own = await storedVoters(db, caller, part, assembly);
  const ask = refusal
    ? null
    : (placeAsk(plan, part.partNumber) ?? (row.decision ? null : clashOf(rows, own, areas)));
  return { plan, assembly, rows, own, answers, refusal, ask };
}

/**
 * A part that waits for its rows' review is told its question now, so the person sees it while
 * reviewing rather than only once the part is ready (publishPart asks again then).
 */
export async function askFirst(db: Queryable, partId: string): Promise<void> {
  const { rows } = await db.query<PartRow>(
    `SELECT ${PART_COLUMNS} FROM roll_job_parts WHERE id = $1 AND status = 'review'`,
    [partId],
  );
  const row = rows[0];
  if (!row || row.part_number === null) return;
  const caller = await importerOf(db, (await jobCreator(db, row.job_id))!);
  if (!caller) return;
  const { ask } = await prepare(db, caller, row, toPublishPart(row, row.part_number));
  await setAsk(db, partId, ask);
}

/**
 * Publish the part if it is waiting and its job goes on. Returns false when another request
 * or worker is publishing it, or the job was cancelled. Must run outside a transaction.
 */
export async function publishPart(deps: PublishDeps, partId: string): Promise<boolean> {
  const row = await claimPart(deps.db, partId);
  if (!row) return false;
  const caller = await importerOf(deps.db, (await jobCreator(deps.db, row.job_id))!);
  const release = async (
    status: string,
    extra: {
      published?: unknown;
      error?: RollMessage;
      failed?: RollFailedRow[];
      ask?: RollPartAsk;
    } = {},
  ) => {
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE roll_job_parts SET status = $2, publishing_at = NULL, published = $3, error = $4,
           failed_rows = $5, ask = $6 WHERE id = $1`,
        [
          partId,
          status,
          JSON.stringify(extra.published ?? null),
          JSON.stringify(extra.error ?? null),
          JSON.stringify(extra.failed?.length ? extra.failed : null),
          extra.ask ? JSON.stringify(extra.ask) : null,
        ],
      );
      // The refused rows wait on their fields (checks.ts rowsPublished).
      if (extra.failed?.length) await evaluatePart(tx, partId);
      await settleJobStatus(tx, row.job_id);
    });
  };
  if (row.part_number === null) {
    await release('review');
    return false;
  }
  const part = toPublishPart(row, row.part_number);
  if (!caller) {
    await release('review');
    return false;
  }
  const importer = effectiveScope(caller) ?? '';
  const { plan, assembly, rows, own, answers, refusal, ask } = await prepare(
    deps.db,
    caller,
    row,
    part,
  );
  if (refusal) {
    await release('refused', { error: refusal });
    return false;
  }
  if (ask) {
    await release('review', { ask });
    return true;
  }
  const clientId = `roll-part:${partId}`;
  const areaOps: Op[] = plan.create.map((a) => ({
    table: 'areas',
    id: areaId(a.path),
    op: 'put',
    fields: { ...a, scope: a.path },
  }));
  const areaErrors = await push(deps, caller, clientId, areaOps);
  if (areaErrors.length) {
    const failed = areaErrors.map((e) => failedRow(undefined, e.reason, e.fields));
    await release('review', { error: refusedMessage(failed, 0), failed });
    return true;
  }
  const place = placeFor(importer, assembly);
  const epics = rows.map((r) => r.fields.epic).filter(Boolean);
  const stored = [...own, ...(await movedInVoters(deps.db, caller, part, epics, assembly))];
  const pannas = await partPannas(deps.db, part.partNumber, [...new Set(own.map((v) => v.scope))]);
  const lay = row.decision === 'edition' ? asNewEdition(part, stored, rows, answers.day) : null;
  const elsewhere = await otherPartsEpics(deps.db, row.job_id, partId);
  const { ops, rowOf, created, updated, edition } =
    row.decision === 'replace'
      ? replaceOps(rows, own, part, { place })
      : partOps(rows, lay?.held ?? stored, pannas, lay?.part ?? part, {
          partId,
          place,
          now: new Date().toISOString(),
          elsewhere,
        });
  const removed = ops.filter((o) => o.op === 'delete').length;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const { fitted, failed } = fitOps(ops, rowOf, byId);
  // One serial is one voter in a part: a row that would share one waits (one-serial.ts).
  if (!failed.length)
    for (const id of serialClashes(part.partNumber, stored, fitted, elsewhere))
      failed.push(failedRow(byId.get(rowOf.get(id) ?? ''), SERIAL_TAKEN, SERIAL_FIELD));
  if (!failed.length)
    for (const e of await push(deps, caller, clientId, fitted))
      failed.push(failedRow(byId.get(rowOf.get(e.id) ?? ''), e.reason, e.fields));
  if (failed.length) {
    // Nothing of the part was written: it waits, saying which rows and why.
    await release('review', { error: refusedMessage(failed, rows.length), failed });
    return true;
  }
  await release('published', {
    published: {
      created,
      updated,
      ...(removed ? { removed } : {}),
      ...(edition ? { edition } : {}),
    },
  });
  if (edition) await linkEditionMoves(deps.db, partId);
  return true;
}

const refusedMessage = (failed: RollFailedRow[], rows: number) =>
  MESSAGES.rowsRefused({ count: failed.length, rows });

async function jobCreator(db: Queryable, jobId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ created_by: string }>(
    'SELECT created_by FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  return rows[0]?.created_by;
}
