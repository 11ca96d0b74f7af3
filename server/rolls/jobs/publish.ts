// Publishing a part: its voters land in their booths through the same path as a phone's push
// (pushMutations), as the importing account, so scope, homes, events and tallies all follow
// the normal rules and phones get the voters on their next pull. First the areas the part
// needs (planRollAreas), then the voters: a voter of the same assembly and part already stored
// (paired as a new edition is with the old: by EPIC, then the person, then the serial where one
// side has no EPIC — src/domain/roll-editions.ts) is patched, never doubled.
// Each part pushes as its own sync client (`roll-part:<part id>`, mutation ids from 1), so two
// parts published at once never share a mutation counter.
import type { Mutation } from '../../../src/domain/sync-protocol.ts';
import { deterministicUuid } from '../../../src/domain/hash-id.ts';
import { areaId } from '../../../src/domain/areas.ts';
import type { AreaFields } from '../../../src/domain/areas.ts';
import { planRollAreas } from '../../../src/domain/roll-areas.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Caller } from '../../services/access.ts';
import { effectiveScope, visibleCondition } from '../../services/access.ts';
import type { EventBus } from '../../services/event-bus.ts';
import { pushMutations } from '../../services/sync-push.ts';
import { settleJobStatus } from './evaluate.ts';
import { importerAreas, importerOf, refusalMessage } from './importer.ts';
import { MESSAGES } from './messages.ts';
import type { PartRow } from './store.ts';
import { PART_COLUMNS } from './store.ts';
import type { PublishPart, PublishRow } from './voter-fields.ts';
import { newVoterFields, voterPatch } from './voter-fields.ts';
import type { EditionVoter } from '../../../src/domain/roll-editions.ts';
import { compareEditions } from '../../../src/domain/roll-editions.ts';

export type PublishDeps = { db: Database; events: EventBus; onWritten?: (rows: number) => void };

const PUSH_BATCH = 1000;
/** A publish that has not finished in this time (its server died) may be run again. */
const STALE_PUBLISH = "interval '10 minutes'";

const depth = (path: string) => (path === '' ? 0 : path.split('/').length);

/** Take the part for publishing; false when it is not waiting (or its job was cancelled). */
async function claimPart(db: Queryable, partId: string): Promise<PartRow | undefined> {
  const { rows } = await db.query<PartRow>(
    `UPDATE roll_job_parts p SET status = 'publishing', publishing_at = now()
     WHERE id = $1 AND (status = 'review'
       OR (status = 'publishing' AND publishing_at < now() - ${STALE_PUBLISH}))
       AND EXISTS (SELECT 1 FROM roll_jobs j WHERE j.id = p.job_id
                   AND NOT j.cancel_requested AND j.status <> 'cancelled')
     RETURNING ${PART_COLUMNS}`,
    [partId],
  );
  return rows[0];
}

/** Where new voters are placed: a district importer's assembly for the part, else their own. */
function placeFor(importer: string, areas: AreaFields[], part: PublishPart): string | undefined {
  if (depth(importer) !== 2) return undefined;
  const assembly = areas.find(
    (a) =>
      depth(a.path) === 3 &&
      a.path.startsWith(`${importer}/`) &&
      ((part.assemblyNumber !== null && a.number === part.assemblyNumber) ||
        (!!part.assemblyName && a.name?.toLowerCase() === part.assemblyName.toLowerCase())),
  );
  return assembly?.path;
}

type StoredVoter = { id: string; fields: Record<string, unknown> };

/** The live voters of this assembly and part the importer sees. */
async function storedVoters(db: Queryable, caller: Caller, part: PublishPart) {
  const visible = visibleCondition(caller, 2);
  const { rows } = await db.query<StoredVoter>(
    `SELECT id, fields FROM records WHERE tbl = 'voters' AND NOT deleted
       AND fields -> 'partNumber' = to_jsonb($1::int) AND ${visible.sql} ORDER BY id`,
    [part.partNumber, ...visible.params],
  );
  return rows.filter(
    (v) =>
      part.assemblyNumber === null ||
      typeof v.fields.assemblyNumber !== 'number' ||
      v.fields.assemblyNumber === part.assemblyNumber,
  );
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

type Op = Omit<Mutation, 'mutationId' | 'baseVersion'>;

/** A voter's fields as the edition comparison reads them (src/domain/roll-editions.ts). */
function editionVoter(fields: Record<string, unknown>, id?: string): EditionVoter {
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : undefined);
  const num = (k: string) => (typeof fields[k] === 'number' ? (fields[k] as number) : undefined);
  return {
    id,
    voterId: text('voterId'),
    partNumber: num('partNumber') ?? 0,
    serialNumber: num('serialNumber'),
    sectionNumber: num('sectionNumber'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    firstNameHi: text('firstNameHi'),
    lastNameHi: text('lastNameHi'),
    relation: text('relation'),
    relationHi: text('relationHi'),
    relationType: text('relationType'),
    gender: text('gender'),
    age: num('age'),
    houseno: text('houseno'),
  };
}

/**
 * The mutations for the part's rows: patches of the stored voters the edition comparison pairs
 * them with (EPIC, then the person, then the serial where one side has no EPIC), puts of new
 * ones. Stored voters the rows do not name stay as they are: an upload may hold part of a
 * part (marking an edition's deletions waits for the editions screen, issue 25).
 */
function voterOps(
  rows: (PublishRow & { id: string })[],
  stored: StoredVoter[],
  part: PublishPart,
  place: string | undefined,
): { ops: Op[]; created: number; updated: number } {
  const storedById = new Map(stored.map((v) => [v.id, v]));
  const rowFields = rows.map((row) => newVoterFields(row, part));
  const after = rowFields.map((f) => editionVoter(f as Record<string, unknown>));
  const rowOf = new Map(after.map((v, i) => [v, i]));
  const diff = compareEditions(
    stored.map((v) => editionVoter(v.fields, v.id)),
    after,
  );
  const ops: Op[] = [];
  let created = 0;
  let updated = 0;
  for (const change of diff.changes) {
    if (change.kind === 'deleted') continue;
    const i = rowOf.get(change.after)!;
    const row = rows[i]!;
    if (change.kind === 'added') {
      const fields = rowFields[i]!;
      ops.push({
        table: 'voters',
        // The same row always makes the same voter: a publish run again patches, never doubles.
        id: deterministicUuid(`roll-row:${row.id}`),
        op: 'put',
        fields: place ? { ...fields, scope: place } : fields,
      });
      created += 1;
      continue;
    }
    const match = storedById.get(change.before.id!)!;
    const patch = voterPatch(match.fields, row, part);
    if (patch) {
      ops.push({ table: 'voters', id: match.id, op: 'patch', fields: patch });
      updated += 1;
    }
  }
  return { ops, created, updated };
}

async function push(deps: PublishDeps, caller: Caller, clientId: string, ops: Op[]) {
  let refused = 0;
  for (let i = 0; i < ops.length; i += PUSH_BATCH) {
    let next = (await lastMutationId(deps.db, clientId, caller.id)) + 1;
    const mutations = ops
      .slice(i, i + PUSH_BATCH)
      .map((o) => ({ ...o, mutationId: next++, baseVersion: 0 }));
    const result = await pushMutations(
      deps.db,
      deps.events,
      caller,
      { clientId, mutations },
      deps.onWritten,
    );
    refused += result.errors.length;
  }
  return refused;
}

const toPublishPart = (p: PartRow): PublishPart => ({
  edition: p.edition,
  assemblyNumber: p.assembly_number,
  assemblyName: p.assembly_name,
  partNumber: p.part_number,
  info: p.info,
});

/**
 * Publish the part if it is waiting and its job goes on. Returns false when another request
 * or worker is publishing it, or the job was cancelled. Must run outside a transaction.
 */
export async function publishPart(deps: PublishDeps, partId: string): Promise<boolean> {
  const row = await claimPart(deps.db, partId);
  if (!row) return false;
  const caller = await importerOf(deps.db, (await jobCreator(deps.db, row.job_id))!);
  const release = async (status: string, extra: Record<string, unknown> = {}) => {
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE roll_job_parts SET status = $2, publishing_at = NULL, published = $3, error = $4
         WHERE id = $1`,
        [
          partId,
          status,
          JSON.stringify(extra.published ?? null),
          JSON.stringify(extra.error ?? null),
        ],
      );
      await settleJobStatus(tx, row.job_id);
    });
  };
  const part = toPublishPart(row);
  if (!caller) {
    await release('review');
    return false;
  }
  const importer = effectiveScope(caller) ?? '';
  const areas = await importerAreas(deps.db, caller);
  const info = {
    part: part.partNumber,
    ...(part.assemblyNumber !== null ? { assemblyNumber: part.assemblyNumber } : {}),
    ...(part.assemblyName ? { assemblyName: part.assemblyName } : {}),
    ...(part.info.pollingStation ? { pollingStation: part.info.pollingStation } : {}),
  };
  const plan = planRollAreas(importer, areas, [info]);
  const refusal = refusalMessage(plan, part.partNumber);
  if (refusal) {
    await release('refused', { error: refusal });
    return false;
  }
  const clientId = `roll-part:${partId}`;
  const areaOps: Op[] = plan.create.map((a) => ({
    table: 'areas',
    id: areaId(a.path),
    op: 'put',
    fields: { ...a, scope: a.path },
  }));
  let refused = await push(deps, caller, clientId, areaOps);
  const place = placeFor(importer, [...areas, ...plan.create], part);
  const { ops, created, updated } = voterOps(
    await partRows(deps.db, partId),
    await storedVoters(deps.db, caller, part),
    part,
    place,
  );
  refused += await push(deps, caller, clientId, ops);
  await release('published', {
    published: { created, updated },
    ...(refused ? { error: MESSAGES.publishRefused({ count: refused }) } : {}),
  });
  return true;
}

async function jobCreator(db: Queryable, jobId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ created_by: string }>(
    'SELECT created_by FROM roll_jobs WHERE id = $1',
    [jobId],
  );
  return rows[0]?.created_by;
}
