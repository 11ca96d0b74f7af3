// Which booth the committee screen shows: the one the address names (?booth=<area id>, from the
// report or a team), else the booth worker's own; and the booths on this phone to choose from.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { db } from '../../db/instance.ts';
import type { AreaRecord } from '../../db/types.ts';
import { areaId, areaName, levelOf } from '../../domain/areas.ts';
import { getSessionUser } from '../../sync/session.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';

export function useBoothChoice(): {
  boothId: string | null;
  /** The booth worker's own booth, if they hold one. */
  own: string | null;
  choose: (id: string | null) => void;
} {
  useSessionUserId();
  const [params, setParams] = useSearchParams();
  const named = params.get('booth');
  const scope = getSessionUser()?.scope ?? null;
  const own = scope && levelOf(scope) === 'booth' ? areaId(scope) : null;
  const choose = useCallback(
    (id: string | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('booth', id);
        else next.delete('booth');
        return next;
      }),
    [setParams],
  );
  const valid = named && /^[0-9a-f-]{36}$/i.test(named) ? named.toLowerCase() : null;
  return { boothId: valid ?? own, own, choose };
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
