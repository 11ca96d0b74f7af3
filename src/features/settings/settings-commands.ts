// What the Settings screen writes: one list, the poll day or the SMS settings, straight to the server (online
// only), then into the phone's copy so every screen here shows it at once.
import { db } from '../../db/instance.ts';
import type { ListOption, OptionListId } from '../../domain/settings.ts';
import { saveSetting } from '../../sync/settings-api.ts';

export type ElectionValues = { pollDate: string; pollStart: string; pollEnd: string; name: string };

export const saveOptionList = (list: OptionListId, options: readonly ListOption[]) =>
  saveSetting(db, list, { options });

export const saveElection = (values: ElectionValues) => saveSetting(db, 'election', values);

export type SmsMarksValues = { number: string; waitMinutes: string };

export const saveSmsMarks = (values: SmsMarksValues) =>
  saveSetting(db, 'smsMarks', { number: values.number, waitMinutes: Number(values.waitMinutes) });
