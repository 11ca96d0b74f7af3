// Writes one batch of imported voters in ONE Dexie transaction with their outbox mutations:
// a voter id already on the phone is merged into that record (a patch), a new one is created
// (a put), so importing the same roll twice never doubles a voter.
import { fileVotersWithVoterIds } from '../../../db/roll-files.ts';
import type { BoothDb } from '../../../db/database.ts';
import { patchRecordsInTx, writeRecordsInTx } from '../../../db/bulk-commands.ts';
import type { NewRecord, RecordPatch } from '../../../db/bulk-commands.ts';
import { getClientId } from '../../../db/meta.ts';
import type { VoterFields, VoterIndex, VoterRecord } from '../../../db/types.ts';
import { announceLocalWrite } from '../../../db/write-events.ts';
import type { Writer } from '../../../db/writer.ts';
import type { KnownVoterIds } from './known-voter-ids.ts';

export type BatchResult = {
  /** Voters created. */
  added: number;
  /** Rows merged into an existing voter (one already stored, or earlier in the file). */
  updated: number;
};

export type BatchOptions = {
  /** Each row's derived index fields, computed in the import worker (same order as rows). */
  prepared?: readonly (VoterIndex | undefined)[];
  /** The voter ids stored when the import started: ids not in it need no look-up. */
  known?: KnownVoterIds;
  /** Where a new voter goes: the booth of its part and assembly (roll-home.ts newRecordHomes). */
  homeOf?: (fields: VoterFields) => string | undefined;
};

type Group = { fields: VoterFields[]; prepared: VoterIndex | undefined };

/** Rows with the same voter id, merged in file order (later non-empty values win). */
function groupByVoterId(rows: readonly VoterFields[], opts: BatchOptions): Map<string, Group> {
  const byId = new Map<string, Group>();
  rows.forEach((fields, i) => {
    const key = fields.voterId ?? '';
    const group = byId.get(key);
    if (group) {
      group.fields.push(fields);
      group.prepared = undefined; // merged fields: derived again
    } else byId.set(key, { fields: [fields], prepared: opts.prepared?.[i] });
  });
  return byId;
}

/** The stored live voters with these voter ids (one request each, all in flight at once). */
async function storedVoters(
  db: BoothDb,
  voterIds: string[],
  fromFiles: readonly VoterRecord[],
): Promise<Map<string, VoterRecord>> {
  // anyOf would walk a cursor from id to id with a round trip each: slower than the writes.
  const found = await Promise.all(
    voterIds.map((voterId) => db.voters.where('voterId').equals(voterId).toArray()),
  );
  const existing = new Map<string, VoterRecord>();
  for (const voter of [...found.flat(), ...fromFiles]) {
    if (voter.deleted || !voter.voterId) continue;
    const seen = existing.get(voter.voterId);
    // Already doubled before this import: merge into the most recently changed copy.
    if (!seen || seen.updatedAt < voter.updatedAt) existing.set(voter.voterId, voter);
  }
  return existing;
}

export async function writeVoterBatch(
  db: BoothDb,
  writer: Writer,
  rows: readonly VoterFields[],
  opts: BatchOptions = {},
): Promise<BatchResult> {
  if (!rows.length) return { added: 0, updated: 0 };
  const groups = groupByVoterId(rows, opts);
  const voterIds = [...groups.keys()];
  const maybe = opts.known?.mayExist(db, voterIds) ?? voterIds;
  // The roll's part files (roll-files.ts) are read before: they are not in the transaction.
  const fromFiles = await fileVotersWithVoterIds(db, maybe);
  const result = await db.transaction('rw', [db.voters, db.outbox, db.meta], async () => {
    const clientId = await getClientId(db, writer.userId); // joins this transaction
    const existing = await storedVoters(db, maybe, fromFiles);
    const creates: NewRecord<'voters'>[] = [];
    const patches: RecordPatch<'voters'>[] = [];
    let updated = 0;
    for (const [voterId, group] of groups) {
      const merged = Object.assign({}, ...group.fields) as VoterFields;
      const current = existing.get(voterId);
      if (current) {
        patches.push({ current, changes: merged });
        updated += group.fields.length;
      } else {
        const placeIn = opts.homeOf?.(merged);
        creates.push({
          fields: merged,
          ...(group.prepared ? { prepared: group.prepared } : {}),
          ...(placeIn === undefined ? {} : { placeIn }),
        });
        updated += group.fields.length - 1;
      }
    }
    await writeRecordsInTx(db, writer, clientId, 'voters', creates);
    await patchRecordsInTx(db, clientId, writer, 'voters', patches);
    return { added: creates.length, updated };
  });
  opts.known?.written(db, voterIds);
  announceLocalWrite();
  return result;
}
