// What the roll import's buttons do: upload files, stop a job, correct or accept a doubtful
// row, accept a part, answer what a job asks (its place; a part's voters of another list).
// Each is one server call (the import is online only); failures reach the caller as ApiError,
// whose messageKey the screen shows in the user's language.
import type { RollRow, RollRowCorrection, RollRowFields } from '../../domain/roll-jobs.ts';
import type { AsdResult } from '../../domain/asd-list.ts';
import type { AsdFields } from './roll-api.ts';
import {
  patchRow,
  postAcceptPart,
  postAsdList,
  postCancel,
  postDecision,
  postRollFiles,
  putPartNumber,
  putPlace,
} from './roll-api.ts';
import type { ClashChoice, RollPlaceInput } from '../../domain/roll-asks.ts';

/** Starts a job of `files`; resolves with its id once the server has them all. */
export async function uploadRolls(files: readonly File[]): Promise<string> {
  const { id } = await postRollFiles(files);
  return id;
}

export async function cancelRollJob(id: string): Promise<void> {
  await postCancel(id);
}

/** The fields of `edited` that differ from the row as read. */
export function changedFields(row: RollRow, edited: RollRowFields): RollRowCorrection {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(edited) as (keyof RollRowFields)[])
    if (edited[key] !== row[key]) out[key] = edited[key];
  return out as RollRowCorrection;
}

/** "Save and next": sends what the reviewer changed; the row leaves the queue as reviewed. */
export function correctRow(jobId: string, row: RollRow, edited: RollRowFields): Promise<RollRow> {
  return patchRow(jobId, row.id, changedFields(row, edited));
}

/** "Looks right": no change, the row is accepted as read. */
export function acceptRowAsRead(jobId: string, rowId: string): Promise<RollRow> {
  return patchRow(jobId, rowId, {});
}

/** Publish a part in review; `acceptRows` takes its still doubtful rows as read too. */
export async function acceptPart(jobId: string, partId: string, acceptRows: boolean) {
  await postAcceptPart(jobId, partId, acceptRows);
}

/** Enter or confirm the part number (and assembly) a file did not say for sure. */
export async function setPartNumber(
  jobId: string,
  partId: string,
  input: { partNumber: number; assemblyNumber?: number },
) {
  await putPartNumber(jobId, partId, input);
}

/** The state and district of the job's files that do not name them (kept for the job). */
export async function setRollPlace(jobId: string, place: RollPlaceInput) {
  await putPlace(jobId, place);
}

/** Replace the part's voters of another list, take the file as a new edition, or stop. */
export async function decideClash(jobId: string, partId: string, choice: ClashChoice) {
  await postDecision(jobId, partId, choice);
}

/** Mark a part's voters from its ASD list; resolves with what was marked and what was not. */
export function markFromAsdList(file: File, fields: AsdFields): Promise<AsdResult> {
  return postAsdList(file, fields);
}
