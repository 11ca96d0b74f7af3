// Live hooks over the members table; components never open the database themselves.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/instance.ts';
import type { MemberLevel } from '../../db/types.ts';
import type { TeamFieldId } from '../../domain/team-levels.ts';
import type { MemberPage, MemberPageQuery } from './member-queries.ts';
import { countByLevel, fieldSuggestions, loadMemberPage } from './member-queries.ts';
import type { PannaCounts } from './member-pannas.ts';
import { loadPannaCounts } from './member-pannas.ts';

/** One page of a level's members matching the search; undefined while loading. */
export function useMemberPage(q: MemberPageQuery): MemberPage | undefined {
  const { level, nameShape, search, page, pageSize } = q;
  return useLiveQuery(
    () => loadMemberPage(db, { level, nameShape, search, page, pageSize }),
    [level, nameShape, search, page, pageSize],
  );
}

/** Member count per level; undefined while loading. */
export function useLevelCounts(levels: readonly MemberLevel[]): Record<string, number> | undefined {
  const key = levels.join(',');
  // `key` stands for `levels`, so a new array with the same levels does not re-query.
  return useLiveQuery(() => countByLevel(db, levels), [key]);
}

/** Values already used for these fields in this level, to suggest while typing. */
export function useFieldSuggestions(
  level: MemberLevel,
  fields: readonly TeamFieldId[],
): Partial<Record<TeamFieldId, string[]>> {
  const key = fields.join(',');
  return useLiveQuery(() => fieldSuggestions(db, level, fields), [level, key]) ?? {};
}

const NO_MANAGERS: ReadonlySet<string> = new Set();

/** Ids of the members who manage a booth on this phone (BM action). */
export function useBoothManagers(): ReadonlySet<string> {
  return (
    useLiveQuery(
      async () =>
        new Set(
          (await db.areas.toArray())
            .filter((a) => !a.deleted && a.boothManagerId)
            .map((a) => a.boothManagerId!),
        ),
      [],
    ) ?? NO_MANAGERS
  );
}

const NO_PANNAS: PannaCounts = { inUse: false, byMember: new Map() };

/**
 * Current pannas counted per member, for a list of panna holders (`wanted`). Other lists get
 * "not in use" without reading the pannas table; so does every list while the query loads.
 */
export function usePannaCounts(wanted: boolean): PannaCounts {
  return useLiveQuery(() => (wanted ? loadPannaCounts(db) : NO_PANNAS), [wanted]) ?? NO_PANNAS;
}
