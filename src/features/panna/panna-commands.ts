// Panna writes on the app's database as the signed-in person (panna-data.ts makes the record).
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import type { PannaInput } from './panna-data.ts';
import { writePanna } from './panna-data.ts';

/** Assign, reassign (`pannaId`) or end (`ended`) a panna; throws when nobody is signed in. */
export function savePanna(
  input: PannaInput,
  opts?: { pannaId?: string; ended?: boolean },
): Promise<string> {
  const author = currentAuthor();
  if (!author) throw new Error('Not signed in');
  return writePanna(db, author.writer, input, author.name, opts);
}
