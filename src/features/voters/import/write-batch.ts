// Writes one batch of imported voters in ONE Dexie transaction with their outbox mutations:
// a voter id already on the phone is merged into that record (a patch), a new one is created
// (a put), so importing the same roll twice never doubles a voter.
import type { BoothDb } from '../../../db/database.ts';
import { patchRecordsInTx, writeRecordsInTx } from '../../../db/bulk-commands.ts';
import type { NewRecord, RecordPatch } from '../../../db/bulk-commands.ts';
import { getClientId } from '../../../db/meta.ts';
import type { VoterFields, VoterRecord } from '../../../db/types.ts';
import { announceLocalWrite } from '../../../db/write-events.ts';
import type { Writer } from '../../../db/writer.ts';

export type BatchResult = {
  /** Voters created. */
  added: number;
  /** Rows merged into an existing voter (one already stored, or earlier in the file). */
  updated: number;
};

/** Rows with the same voter id, merged in file order (later non-empty values win). */
function mergeByVoterId(rows: readonly VoterFields[]): Map<string, VoterFields[]> {
  const byId = new Map<string, VoterFields[]>();
  for (const fields of rows) {
    const key = fields.voterId ?? '';
    byId.set(key, [...(byId.get(key) ?? []), fields]);
  }
  return byId;
}

export async function writeVoterBatch(
  db: BoothDb,
  writer: Writer,
  rows: readonly VoterFields[],
): Promise<BatchResult> {
  if (!rows.length) return { added: 0, updated: 0 };
  const clientId = await getClientId(db, writer.userId);
  const result = await db.transaction('rw', [db.voters, db.outbox, db.meta], async () => {
    const groups = mergeByVoterId(rows);
    // One request a voter id, all in flight at once: anyOf would walk a cursor from id to id
    // with a round trip each, which costs more than the batch's writes.
    const found = await Promise.all(
      [...groups.keys()].map((voterId) => db.voters.where('voterId').equals(voterId).toArray()),
    );
    const stored = found.flat();
    const existing = new Map<string, VoterRecord>();
    for (const voter of stored) {
      if (voter.deleted || !voter.voterId) continue;
      const seen = existing.get(voter.voterId);
      // Already doubled before this import: merge into the most recently changed copy.
      if (!seen || seen.updatedAt < voter.updatedAt) existing.set(voter.voterId, voter);
    }
    const creates: NewRecord<'voters'>[] = [];
    const patches: RecordPatch<'voters'>[] = [];
    let updated = 0;
    for (const [voterId, group] of groups) {
      const merged = Object.assign({}, ...group) as VoterFields;
      const current = existing.get(voterId);
      if (current) {
        patches.push({ current, changes: merged });
        updated += group.length;
      } else {
        creates.push({ fields: merged });
        updated += group.length - 1;
      }
    }
    await writeRecordsInTx(db, writer, clientId, 'voters', creates);
    await patchRecordsInTx(db, clientId, writer, 'voters', patches);
    return { added: creates.length, updated };
  });
  announceLocalWrite();
  return result;
}
