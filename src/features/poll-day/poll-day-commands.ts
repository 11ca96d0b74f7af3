// Poll-day writes on the app's database as the signed-in person (poll-day-data.ts and
// officer-turnout-data.ts make the records).
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { markVoted } from './poll-day-data.ts';
import { reportOfficerTurnout } from './officer-turnout-data.ts';

/** Mark a voter voted (or undo it); false, and nothing written, when nobody is signed in. */
export async function markVoterVoted(voterId: string, voted: boolean): Promise<boolean> {
  const author = currentAuthor();
  if (!author) return false;
  await markVoted(db, author.writer, voterId, voted, author.name);
  return true;
}

/** The officer's figure for a part; false, and nothing written, when nobody is signed in. */
export async function reportOfficerFigure(
  report: Parameters<typeof reportOfficerTurnout>[2],
): Promise<boolean> {
  const author = currentAuthor();
  if (!author) return false;
  await reportOfficerTurnout(db, author.writer, report, author.name);
  return true;
}
