// The phone's copy of the admin's settings (GET /api/settings) in the meta table, so a phone
// offline still shows the lists and the poll day it last heard. Not per user: the settings are
// the same for everyone. Nothing read yet: the defaults from the code.
import type { BoothDb } from './database.ts';
import { getMeta, setMeta } from './meta.ts';
import type { SettingsResponse } from '../domain/settings.ts';
import { DEFAULT_SETTINGS, settingsFromRows } from '../domain/settings.ts';

export const SETTINGS_CACHE_KEY = 'settings.app';

/** The copy kept on the phone, with when it was fetched. */
export type CachedSettings = SettingsResponse & { fetchedAt: string | null };

export const DEFAULT_CACHED_SETTINGS: CachedSettings = {
  settings: DEFAULT_SETTINGS,
  updatedAt: null,
  fetchedAt: null,
};

/** The last copy; the defaults when none was kept (or it cannot be read). */
export async function readCachedSettings(db: BoothDb): Promise<CachedSettings> {
  const saved = await getMeta<string>(db, SETTINGS_CACHE_KEY);
  if (!saved) return DEFAULT_CACHED_SETTINGS;
  try {
    const parsed = JSON.parse(saved) as CachedSettings;
    // Lists added since the copy was kept get their defaults.
    const lists = Object.entries(parsed.settings.optionLists).map(([key, value]) => ({
      key,
      value,
    }));
    const settings = settingsFromRows([
      ...lists,
      { key: 'election', value: parsed.settings.election },
      // A copy kept before the SMS settings existed reads as their defaults.
      { key: 'smsMarks', value: parsed.settings.smsMarks },
    ]);
    return { settings, updatedAt: parsed.updatedAt, fetchedAt: parsed.fetchedAt };
  } catch (err) {
    console.warn('The kept settings could not be read', err);
    return DEFAULT_CACHED_SETTINGS;
  }
}

/** Keep a server answer; an answer no newer than the kept copy changes nothing. */
export async function cacheSettings(
  db: BoothDb,
  answer: SettingsResponse,
  now = new Date(),
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const kept = await readCachedSettings(db);
    if (kept.updatedAt && answer.updatedAt && answer.updatedAt < kept.updatedAt) return;
    const copy: CachedSettings = { ...answer, fetchedAt: now.toISOString() };
    await setMeta(db, SETTINGS_CACHE_KEY, JSON.stringify(copy));
  });
}
