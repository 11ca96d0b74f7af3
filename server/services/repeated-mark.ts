// A first "voted" mark that reaches the server twice (issue 44). Its id is made from the
// account and the voter (src/domain/sms-marks/mark-id.ts), so the phone's record and the one the
// SMS gateway makes from the same tap are one record, in whichever order they arrive:
// - the phone's put of a mark the server already holds under that id is acknowledged and
//   changes nothing ('same'): its outbox entry leaves without an error;
// - except once, over the SMS's stand-in (`via: 'sms'`, timed to the minute of the message's
//   earliest mark): the phone's own record then replaces it ('refine'), with its exact time.
// Any other second put of an append-only entry stays refused (errors.recordImmutable).
import type { Mutation } from '../../src/domain/sync-protocol.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import type { Caller } from './access.ts';
import type { RecordState } from './sync-store.ts';

export type RepeatedMark = 'same' | 'refine' | null;

export function repeatedMark(
  caller: Caller,
  m: Mutation,
  current: RecordState | undefined,
): RepeatedMark {
  if (m.table !== 'voteMarks' || m.op !== 'put' || !current || current.deleted) return null;
  const { voterId, voted, via } = m.fields;
  if (current.ownerId !== caller.id || voted !== true || current.fields.voted !== true) return null;
  if (typeof voterId !== 'string' || typeof current.fields.voterId !== 'string') return null;
  if (voterId.toLowerCase() !== current.fields.voterId.toLowerCase()) return null;
  if (m.id !== firstMarkId(caller.id, voterId)) return null;
  return current.fields.via === 'sms' && via !== 'sms' ? 'refine' : 'same';
}
