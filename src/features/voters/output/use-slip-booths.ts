// The booths a slip names: each area on the phone by path, in the reader's language where the
// area has a Hindi name, with the polling station it records; and the poll day the admin set. Read once when the sheet opens
// (not live): the slips are built a chunk at a time from items that must not change under them.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '../../../db/instance.ts';
import { readCachedSettings } from '../../../db/settings-cache.ts';
import { dateFormats } from '../../../domain/date-format.ts';
import { pollText } from '../../../domain/settings.ts';
import type { SlipBooth } from './slip-data.ts';

export type SlipBooths = {
  /** The language the names are in: a new read (another language) starts new slips. */
  language: string;
  byPath: ReadonlyMap<string, SlipBooth>;
  /** The poll day from the phone's copy of the settings, as slips print it; '' if unset. */
  poll: string;
};

/** The booths as a slip names them, in `language`. */
export async function readSlipBooths(language: string): Promise<SlipBooths> {
  const hindi = language === 'hi';
  const areas = await db.areas.toArray();
  const byPath = new Map(
    areas
      .filter((a) => !a.deleted)
      .map((a) => [
        a.path,
        { name: (hindi && a.nameHi) || a.name, pollingStation: a.pollingStation ?? '' },
      ]),
  );
  const { settings } = await readCachedSettings(db);
  const poll = pollText(settings.election, dateFormats(language));
  return { language: hindi ? 'hi' : 'en', byPath, poll };
}

/** undefined while they are read. */
export function useSlipBooths(): SlipBooths | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [booths, setBooths] = useState<SlipBooths>();
  useEffect(() => {
    let live = true;
    void readSlipBooths(language).then((read) => live && setBooths(read));
    return () => {
      live = false;
    };
  }, [language]);
  return booths;
}
