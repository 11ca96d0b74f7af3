// Poll-day writes on the app's database as the signed-in person (poll-day-data.ts makes the
// record).
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { markVoted } from './poll-day-data.ts';

/** Mark a voter voted (or undo it); false, and nothing written, when nobody is signed in. */
export async function markVoterVoted(voterId: string, voted: boolean): Promise<boolean> {
  const author = currentAuthor();
  if (!author) return false;
  await markVoted(db, author.writer, voterId, voted, author.name);
  return true;
}
