// A person's answers to what a job asks before it publishes (asks.ts, src/domain/roll-asks.ts):
// the state and district its files do not name — kept for the whole job, so every part that
// waited for them goes on — and, for a part that met voters of another list, what to do with
// them: replace them, take the file as the new edition over them, or stop (the part is not
// imported). A part that is then clean publishes at once.
import type { RollPlaceInput, ClashChoice } from '../../../src/domain/roll-asks.ts';
import { PLACE_FIELD_MSG, missingPlace } from '../../../src/domain/roll-asks.ts';
import type { RollPartAsk } from '../../../src/domain/roll-asks.ts';
import type { RollPartResult } from '../../../src/domain/roll-jobs.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { evaluatePart, settleJobStatus } from './evaluate.ts';
import { MESSAGES } from './messages.ts';
import type { PublishDeps } from './publish.ts';
import { askFirst, publishPart } from './publish.ts';
import { err, jobStatus, lockPart, mustBeInReview } from './review.ts';
import { toPart } from './store.ts';

async function mustGoOn(db: Queryable, jobId: string): Promise<void> {
  const status = await jobStatus(db, jobId);
  if (status === 'cancelled') throw err('cancelled', 'This import was cancelled');
  if (status === 'done' || status === 'failed')
    throw err('finished', 'This import has already finished');
}

/** Publish each part now clean; tell the others their question again. */
async function goOn(deps: PublishDeps, partIds: string[]): Promise<void> {
  for (const id of partIds) {
    const clean = await deps.db.transaction(async (tx) => (await evaluatePart(tx, id)).clean);
    if (clean) await publishPart(deps, id);
    else await askFirst(deps.db, id);
  }
}

/**
 * The state and district for the job's files that do not name them. What a part asked for
 * must be given (400 with the field's message otherwise); the answer is kept for the job.
 */
export async function setJobPlace(
  deps: PublishDeps,
  jobId: string,
  input: RollPlaceInput,
): Promise<void> {
  await mustGoOn(deps.db, jobId);
  const { rows: parts } = await deps.db.query<{ id: string; ask: RollPartAsk | null }>(
    `SELECT id, ask FROM roll_job_parts WHERE job_id = $1 AND status = 'review' ORDER BY position`,
    [jobId],
  );
  const asked = new Set(parts.flatMap((p) => (p.ask?.kind === 'place' ? p.ask.missing : [])));
  const missing = missingPlace([...asked], input);
  if (missing.length)
    throw badRequest(
      Object.fromEntries(missing.map((level) => [level, PLACE_FIELD_MSG])),
      'Name the state and district the roll is of',
    );
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v));
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE roll_jobs SET place = coalesce(place, '{}'::jsonb) || $2::jsonb WHERE id = $1`,
      [jobId, JSON.stringify(given)],
    );
    await tx.query(
      `UPDATE roll_job_parts SET ask = NULL WHERE job_id = $1 AND ask ->> 'kind' = 'place'`,
      [jobId],
    );
  });
  await goOn(
    deps,
    parts.map((p) => p.id),
  );
}

/**
 * What to do with the voters of another list the part met: `replace` them with the file's,
 * take the file as the new `edition` over them, or `stop` (the part is refused, nothing of it
 * written). Only a part that asked may be told (409 otherwise).
 */
export async function decidePart(
  deps: PublishDeps,
  jobId: string,
  partId: string,
  choice: ClashChoice,
): Promise<RollPartResult | undefined> {
  const found = await lockPart(deps.db, jobId, partId);
  if (!found) return undefined;
  await mustGoOn(deps.db, jobId);
  mustBeInReview(found);
  if (found.ask?.kind !== 'clash')
    throw err('noQuestion', 'This part is not waiting for that answer');
  await deps.db.transaction(async (tx) => {
    if (choice === 'stop')
      await tx.query(
        `UPDATE roll_job_parts SET status = 'refused', ask = NULL, error = $2 WHERE id = $1`,
        [partId, JSON.stringify(MESSAGES.stopped())],
      );
    else
      await tx.query(`UPDATE roll_job_parts SET decision = $2, ask = NULL WHERE id = $1`, [
        partId,
        choice,
      ]);
    await settleJobStatus(tx, jobId);
  });
  if (choice !== 'stop') await goOn(deps, [partId]);
  return toPart((await lockPart(deps.db, jobId, partId))!);
}
