// The id a new "voted" mark gets (issue 44). An account's first voted mark of a voter takes the
// id made from the account and the voter (domain/sms-marks/mark-id.ts), which the server gives
// the same tap when it comes by SMS: one record, however it arrives. A later voted mark (after
// an undo) and every undo get a fresh id and go only with data.
import type { BoothDb } from '../../db/database.ts';
import { firstMarkId } from '../../domain/sms-marks/mark-id.ts';

/** The id for this account's voted mark of this voter, or undefined for a fresh one. */
export async function votedMarkId(
  db: BoothDb,
  userId: string,
  voterId: string,
): Promise<string | undefined> {
  const earlier = await db.voteMarks
    .where('voterId')
    .equals(voterId)
    .filter((m) => m.voted && m.ownerId === userId)
    .count();
  return earlier ? undefined : firstMarkId(userId, voterId);
}
