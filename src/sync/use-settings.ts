// The admin's settings for the screens: the phone's copy at once (offline too), refreshed from
// the server when a screen that reads them opens or the phone comes back online. A change the
// admin saves shows everywhere on this phone at once (the copy is read live).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db } from '../db/instance.ts';
import type { CachedSettings } from '../db/settings-cache.ts';
import { DEFAULT_CACHED_SETTINGS, readCachedSettings } from '../db/settings-cache.ts';
import type { ElectionSettings, ListOption, OptionListId } from '../domain/settings.ts';
import { refreshSettings } from './settings-api.ts';

/** Refresh on mount and whenever the phone comes back online. */
function useRefreshSettings(): void {
  useEffect(() => {
    void refreshSettings(db);
    const online = () => void refreshSettings(db, { force: true });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
}

/** The kept settings; undefined while the copy is read. */
export function useCachedSettings(): CachedSettings | undefined {
  useRefreshSettings();
  return useLiveQuery(() => readCachedSettings(db), []);
}

/** Every list (the defaults while the copy is read). */
export function useOptionLists(): Record<OptionListId, ListOption[]> {
  return (useCachedSettings() ?? DEFAULT_CACHED_SETTINGS).settings.optionLists;
}

/** One list's options, in the admin's order. */
export function useOptionList(id: OptionListId): ListOption[] {
  return useOptionLists()[id];
}

/** The poll day; null when not set, undefined while the copy is read. */
export function useElectionSettings(): ElectionSettings | null | undefined {
  return useCachedSettings()?.settings.election;
}
