// The SMS fallback's writes and reads as the signed-in person, on the app's database.
import { db } from '../../db/instance.ts';
import { currentAuthor } from '../../sync/browser-session.ts';
import { prepareSms } from './sms-prepare.ts';
import type { Prepared } from './sms-prepare.ts';
import { refreshSmsKey } from './sms-key.ts';
import { noteHanded } from './sms-waiting.ts';
import type { SmsMark } from './sms-waiting.ts';

/** The SMS for these marks; `noKey` also when nobody is signed in. */
export function prepareSmsMarks(
  marks: readonly SmsMark[],
  number: string,
  apple: boolean,
): Promise<Prepared> {
  const author = currentAuthor();
  if (!author) return Promise.resolve({ ok: false, problem: 'noKey' });
  return prepareSms(db, author.id, marks, number, apple);
}

/** These marks were handed to the SMS app. */
export async function markHandedToSms(ids: readonly string[]): Promise<void> {
  const author = currentAuthor();
  if (author) await noteHanded(db, author.id, ids);
}

/** Fetch the account's SMS key when online and the kept one is missing or old. */
export async function keepSmsKey(): Promise<void> {
  const author = currentAuthor();
  if (author) await refreshSmsKey(db, author.id);
}
