// Voter writes, bound to the app database and the signed-in writer. Each goes through
// src/db/commands.ts, so the record and its outbox entry commit together: an add or edit made
// offline is kept on the phone and reaches the server when the network returns.
import { copyFileVotersToOverlay } from '../../../db/roll-files.ts';
import { createRecord, deleteRecord, patchRecord } from '../../../db/commands.ts';
import { db } from '../../../db/instance.ts';
import { newRecordHomes } from '../../../domain/roll-home.ts';
import type { VoterFields, VoterRecord } from '../../../db/types.ts';
import type { Writer } from '../../../db/writer.ts';
import { currentWriter } from '../../../sync/browser-session.ts';

/** Nobody is signed in (the session ended in another tab): nothing can be attributed. */
export class VoterSignedOutError extends Error {
  constructor() {
    super('Not signed in');
  }
}

function writer(): Writer {
  const w = currentWriter();
  if (!w) throw new VoterSignedOutError();
  return w;
}

export type VoterSaveResult = 'created' | 'updated' | 'unchanged';

/** Creates a voter, or stores the changed fields of an existing one. */
export async function saveVoter(
  fields: Partial<VoterFields>,
  existing?: Pick<VoterRecord, 'id'>,
): Promise<VoterSaveResult> {
  const w = writer();
  if (!existing) {
    // A new voter goes to the booth of its assembly holding its part (roll-home.ts), so that
    // booth's worker sees it; a booth outside my own place is left to the server, which moves
    // it on arrival; with no such booth it stays with me.
    const home = newRecordHomes(await db.areas.toArray(), w.scope)(fields);
    await createRecord(db, w, 'voters', fields, home === undefined ? {} : { placeIn: home });
    return 'created';
  }
  // A voter of the roll's part files is copied into the voters table first (roll-files.ts).
  await copyFileVotersToOverlay(db, [existing.id]);
  const changed = await patchRecord(db, w, 'voters', existing.id, fields);
  return changed.length ? 'updated' : 'unchanged';
}

export async function deleteVoter(id: string): Promise<void> {
  await copyFileVotersToOverlay(db, [id]);
  return deleteRecord(db, writer(), 'voters', id);
}
