// The id of an account's first "voted" mark for a voter, the same on the phone and on the
// server: a mark that reaches the server by SMS (which carries serials, not record ids) and
// again by sync is then one record, counted once. A later mark of the same voter by the same
// account (after an undo) has a random id and waits for data.
import { deterministicUuid } from '../hash-id.ts';

export const firstMarkId = (accountId: string, voterId: string): string =>
  deterministicUuid(`voteMark|${accountId.toLowerCase()}|${voterId.toLowerCase()}`);
