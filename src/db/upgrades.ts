// Row rewrites that run once when an older database opens with a newer schema version.
import type { Transaction } from 'dexie';
import { partOf } from '../domain/voter-aggregates.ts';
import { voterSearchKeys } from '../domain/voter-search.ts';
import { userFields, voterIndex } from './derive.ts';
import type { OutboxEntry, VoterFields, VoterRecord } from './types.ts';

/** v2: every voter gets the derived fields of the v2 indexes; v1's nameWords goes. */
export async function upgradeVoterIndexV2(tx: Transaction): Promise<void> {
  await tx
    .table<VoterRecord & { nameWords?: string[] }>('voters')
    .toCollection()
    .modify((row) => {
      Object.assign(row, voterIndex(userFields<'voters'>(row), row.deleted));
      delete row.nameWords;
    });
}

const blank = (s: unknown): boolean => typeof s !== 'string' || s.trim() === '';

/**
 * The roll fields an older record lacks, as the phone showed them until now: its serial was
 * its place in its part by record id among the live voters (the stand-in the lists, Poll Day,
 * pannas and slips used), and the CSV import put the relative's name in `relativeName`, which
 * lists read as `relation`. The server's migration 015 writes the same for the records it has.
 */
function rollFieldsOf(
  f: { serialNumber?: unknown; relation?: unknown; relativeName?: unknown },
  standIn: number | undefined,
): Partial<VoterFields> {
  const out: Partial<VoterFields> = {};
  if (standIn !== undefined && typeof f.serialNumber !== 'number') out.serialNumber = standIn;
  if (blank(f.relation) && !blank(f.relativeName)) out.relation = f.relativeName as string;
  return out;
}

/**
 * v6: the roll's identity. Every live voter without a serial gets its stand-in serial and
 * the relative's name moves to `relation`, so the order, "12/45" and every panna keep naming
 * the same voters; then every voter is derived again (`serial`, facets with the serial).
 * Records already on the server get the same values from its migration by the next pull; an
 * unsent put carries them too, since the server's migration never saw that record.
 */
export async function upgradeVoterRollV6(tx: Transaction): Promise<void> {
  const voters = tx.table<VoterRecord>('voters');
  // Primary-key order is id order: the stand-in is the count so far in the voter's part.
  const standIn = new Map<string, number>();
  const counted = new Map<number, number>();
  await voters.toCollection().each((row) => {
    if (row.deleted) return;
    const part = partOf(row);
    const place = (counted.get(part) ?? 0) + 1;
    counted.set(part, place);
    if (typeof row.serialNumber !== 'number') standIn.set(row.id, place);
  });
  await voters.toCollection().modify((row) => {
    if (!row.deleted) Object.assign(row, rollFieldsOf(row, standIn.get(row.id)));
    Object.assign(row, voterIndex(userFields<'voters'>(row), row.deleted));
  });
  await tx
    .table<OutboxEntry>('outbox')
    .toCollection()
    .modify((entry) => {
      // A fromRecord put sends the record as it is then; a patch only what it changes.
      if (entry.kind !== 'mutation' || entry.table !== 'voters') return;
      if (entry.op !== 'put' || entry.fromRecord) return;
      Object.assign(entry.fields, rollFieldsOf(entry.fields, standIn.get(entry.recordId)));
    });
}

/**
 * v9: the `rollStatus` facet (domain/roll-status.ts). Only a voter the roll had already stamped
 * deleted has one, so only those are derived again.
 */
export async function upgradeVoterRollStatusV9(tx: Transaction): Promise<void> {
  await tx
    .table<VoterRecord>('voters')
    .filter((row) => !!row.rollDeleted)
    .modify((row) => {
      Object.assign(row, voterIndex(userFields<'voters'>(row), row.deleted));
    });
}

/**
 * v10: the name keys of issue 43. Only `searchKeys` is derived again, as voterIndex derives
 * it: facets, serial and the other derived fields do not depend on the keys.
 */
export async function upgradeVoterSearchKeysV10(tx: Transaction): Promise<void> {
  await tx
    .table<VoterRecord>('voters')
    .toCollection()
    .modify((row) => {
      row.searchKeys = voterSearchKeys(userFields<'voters'>(row));
    });
}
