// The SMS that carry waiting marks (issue 44): packed (domain/sms-marks/pack.ts), signed with
// the account's kept key (sms-key.ts), each with the link that opens the phone's SMS app on the
// party's number with the text filled in. The person taps Send there.
import type { BoothDb } from '../../db/database.ts';
import { encodeMarks } from '../../domain/sms-marks/codec.ts';
import { packMarks } from '../../domain/sms-marks/pack.ts';
import { signMarks } from '../../domain/sms-marks/sign.ts';
import { smsLink } from '../../domain/sms-marks/sms-link.ts';
import { readSmsKey } from './sms-key.ts';
import type { SmsMark } from './sms-waiting.ts';

export type PreparedSms = {
  text: string;
  link: string;
  /** The marks it carries, by record id. */
  ids: string[];
  part: number;
  /** Voters it marks. */
  count: number;
};

export type Prepared = { ok: true; messages: PreparedSms[] } | { ok: false; problem: 'noKey' };

export async function prepareSms(
  db: BoothDb,
  userId: string,
  marks: readonly SmsMark[],
  number: string,
  apple: boolean,
): Promise<Prepared> {
  const key = await readSmsKey(db, userId);
  if (!key) return { ok: false, problem: 'noKey' };
  const messages: PreparedSms[] = [];
  for (const packed of packMarks(key.keyId, marks)) {
    const text = await signMarks(encodeMarks(packed.message), key.key);
    messages.push({
      text,
      link: smsLink(number, text, apple),
      ids: packed.marks.map((m) => m.id),
      part: packed.message.part,
      count: packed.message.serials.length,
    });
  }
  return { ok: true, messages };
}
