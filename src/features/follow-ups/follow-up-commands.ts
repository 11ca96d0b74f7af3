// Follow-up writes (issue 25): a step is a new append-only entry with its outbox mutation in
// one transaction (db/commands.ts), like a visit; never an edit. The daily form limit is
// checked again here, on the entries as they are at the moment of writing, so a second tab or
// a sheet left open cannot slip a 51st form past the one the sheet checked.
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import { db } from '../../db/instance.ts';
import type { Writer } from '../../db/writer.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { loadAllEntries } from './follow-up-reads.ts';
import { refusesForm } from './form-limit.ts';
import type { StepInput } from './step-form.ts';

export type StepResult = 'saved' | 'limit' | 'signedOut';

/** Write one step as `writer`, stamped `by`; 'limit' and nothing written past the limit. */
export async function writeFollowUp(
  to: BoothDb,
  writer: Writer,
  step: StepInput,
  by: string,
): Promise<Exclude<StepResult, 'signedOut'>> {
  if (refusesForm(await loadAllEntries(to), writer.userId, step)) return 'limit';
  await createRecord(to, writer, 'followUps', { ...step, at: new Date().toISOString(), by });
  return 'saved';
}

/** Record a step as the signed-in person. */
export async function saveFollowUpStep(step: StepInput): Promise<StepResult> {
  const author = currentAuthor();
  if (!author) return 'signedOut';
  return writeFollowUp(db, author.writer, step, author.name);
}
