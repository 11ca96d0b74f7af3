// Row rewrites that run once when an older database opens with a newer schema version.
import type { Transaction } from 'dexie';
import { userFields, voterIndex } from './derive.ts';
import type { VoterRecord } from './types.ts';

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
