// The server refuses a push whose first new mutation id does not follow its lastMutationId
// (409 mutation_gap, e.g. after it was restored from a backup). Nothing of that push was
// applied, so renumbering our pending mutations from the id it expects is safe.
import type { MutationGapError } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { mutationSeqKey, setMeta } from '../db/meta.ts';
import type { MutationEntry } from '../db/types.ts';
import { ApiError } from './api-client.ts';

/** The server's gap answer, or null when `err` is something else. */
export function asMutationGap(err: unknown): MutationGapError | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as Partial<MutationGapError> | null;
  return body?.error === 'mutation_gap' && typeof body.expectedMutationId === 'number'
    ? (body as MutationGapError)
    : null;
}

/** Renumber this client's pending mutations from `expected`, keeping their order. */
export function renumberPending(
  db: BoothDb,
  userId: string,
  clientId: string,
  expected: number,
): Promise<void> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    const pending = (
      await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray()
    ).filter((e): e is MutationEntry => e.kind === 'mutation' && e.clientId === clientId);
    let next = expected;
    for (const entry of pending) await db.outbox.put({ ...entry, mutationId: next++ });
    await setMeta(db, mutationSeqKey(clientId), next - 1);
  });
}
