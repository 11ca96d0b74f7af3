// The settings calls. Reading refreshes the phone's copy (db/settings-cache.ts) when online,
// at most once a minute unless asked; the admin's changes go straight to the server (online
// only: a list edited on two phones offline would overwrite one another on the way).
import type { BoothDb } from '../db/database.ts';
import { cacheSettings } from '../db/settings-cache.ts';
import type { SettingKey } from '../domain/settings.ts';
import { apiRoutes } from '../domain/api/index.ts';
import type { SentOf } from '../domain/api/index.ts';
import { callApi } from './call-api.ts';
import { getToken } from './session.ts';

const REFRESH_EVERY_MS = 60_000;
let lastRefresh = 0;
let running: Promise<void> | null = null;

/** Fetch the settings and keep them; quiet when offline, signed out or recently done. */
export function refreshSettings(
  db: BoothDb,
  opts: { force?: boolean; fetch?: typeof fetch } = {},
): Promise<void> {
  if (running) return running;
  if (!getToken()) return Promise.resolve();
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  if (!opts.force && Date.now() - lastRefresh < REFRESH_EVERY_MS) return Promise.resolve();
  lastRefresh = Date.now();
  running = callApi(apiRoutes.settings.read, opts.fetch ? { fetch: opts.fetch } : {})
    .then((answer) => cacheSettings(db, answer))
    .catch((err: unknown) => console.warn('Settings refresh failed; the kept copy stays', err))
    .finally(() => {
      running = null;
    });
  return running;
}

/** The admin saves one list or the poll day; the answer replaces the phone's copy. */
export async function saveSetting(
  db: BoothDb,
  key: SettingKey,
  body: SentOf<typeof apiRoutes.settings.write>,
): Promise<void> {
  const answer = await callApi(apiRoutes.settings.write, { params: { key }, body });
  await cacheSettings(db, answer);
}
