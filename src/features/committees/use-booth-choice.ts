// Which booth the committee screen shows: the one the address names (?booth=<area id>, from the
// report or a team), else the booth worker's own, else the booth this phone opened last (a
// coordinator checking members goes back to it); and the booths on this phone to choose from.
import { useLocalStorage } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { db } from '../../db/instance.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaId, areaName, levelOf } from '../../domain/areas.ts';
import { isUuid } from '../../domain/ids.ts';
import { getSessionUser } from '../../sync/session.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';

/** Where the last booth opened is kept (JSON, as Mantine's useLocalStorage writes it). */
export const LAST_BOOTH_KEY = 'committeeBooth';

export function useBoothChoice(): {
  boothId: string | null;
  /** The booth worker's own booth, if they hold one. */
  own: string | null;
  choose: (id: string | null) => void;
} {
  useSessionUserId();
  const [params, setParams] = useSearchParams();
  const [last, , forget] = useLocalStorage<string | null>({
    key: LAST_BOOTH_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const named = params.get('booth');
  const scope = getSessionUser()?.scope ?? null;
  const own = scope && levelOf(scope) === 'booth' ? areaId(scope) : null;
  const valid = isUuid(named) ? named.toLowerCase() : null;
  useEffect(() => {
    if (valid) localStorage.setItem(LAST_BOOTH_KEY, JSON.stringify(valid));
  }, [valid]);
  const choose = useCallback(
    (id: string | null) => {
      if (!id) forget();
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('booth', id);
        else next.delete('booth');
        return next;
      });
    },
    [setParams, forget],
  );
  const kept = isUuid(last) ? last : null;
  return { boothId: valid ?? own ?? kept, own, choose };
}

/** Booths on this phone whose name holds `search`, by name; at most `limit`. */
export function useBoothsMatching(
  search: string,
  lang: string,
  limit = 30,
): AreaRecord[] | undefined {
  return useLiveQuery(async () => {
    const words = search.trim().toLowerCase();
    const booths = await db.areas
      .filter(
        (a) =>
          !a.deleted &&
          levelOf(a.path) === 'booth' &&
          (!words ||
            a.name.toLowerCase().includes(words) ||
            (a.nameHi ?? '').includes(search.trim()) ||
            (a.pollingStation ?? '').toLowerCase().includes(words)),
      )
      .toArray();
    return booths
      .sort((a, b) => areaName(a, lang).localeCompare(areaName(b, lang)))
      .slice(0, limit);
  }, [search, lang, limit]);
}
