// Reads of the members table for the team screens, always through the
// [level+deleted+updatedAt] index: a page is an index range walked newest first, so paging
// never filters the whole table. Only a search walks the level's range (not the table) with a
// substring test, because the specification's validation rules asks for substring matches no index can answer.
import { Dexie } from 'dexie';
import type { BoothDb } from '../../db/database.ts';
import type { MemberLevel, MemberRecord } from '../../db/types.ts';
import type { NameShape, TeamFieldId } from '../../domain/team-levels.ts';
import { memberMatchesSearch } from '../../domain/team-levels.ts';
import { phoneHolder } from '../../domain/member-schema.ts';

export type MemberPageQuery = {
  level: MemberLevel;
  nameShape: NameShape;
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export type MemberPage = { rows: MemberRecord[]; total: number };

/** Live (not deleted) members of one level, newest change first. */
export function liveMembers(db: BoothDb, level: MemberLevel) {
  return db.members
    .where('[level+deleted+updatedAt]')
    .between([level, 0, Dexie.minKey], [level, 0, Dexie.maxKey])
    .reverse();
}

export async function loadMemberPage(db: BoothDb, q: MemberPageQuery): Promise<MemberPage> {
  const offset = (q.page - 1) * q.pageSize;
  const search = q.search.trim();
  const matching = () =>
    search
      ? liveMembers(db, q.level).filter((m) => memberMatchesSearch(m, q.nameShape, search))
      : liveMembers(db, q.level);
  const [total, rows] = await Promise.all([
    matching().count(),
    matching().offset(offset).limit(q.pageSize).toArray(),
  ]);
  return { rows, total };
}

/** Live member count per level, for the Party Team Db tiles (index counts only). */
export async function countByLevel(
  db: BoothDb,
  levels: readonly MemberLevel[],
): Promise<Record<string, number>> {
  const counts = await Promise.all(levels.map((l) => liveMembers(db, l).count()));
  return Object.fromEntries(levels.map((l, i) => [l, counts[i] ?? 0]));
}

/** How many recent members feed the form's suggestions; enough for a village, bounded. */
export const SUGGESTION_SAMPLE = 500;

/** Distinct values already entered for some fields of a level (recent members first). */
export async function fieldSuggestions(
  db: BoothDb,
  level: MemberLevel,
  fields: readonly TeamFieldId[],
): Promise<Partial<Record<TeamFieldId, string[]>>> {
  const sample = await liveMembers(db, level).limit(SUGGESTION_SAMPLE).toArray();
  const out: Partial<Record<TeamFieldId, string[]>> = {};
  for (const field of fields) {
    const values = new Set<string>();
    for (const m of sample) {
      const v = m[field];
      if (typeof v === 'string' && v.trim()) values.add(v.trim());
    }
    out[field] = [...values].sort((a, b) => a.localeCompare(b)).slice(0, 100);
  }
  return out;
}

/**
 * The live member of `level` in `areaPath` who already has `phone` (not `exceptId`): one
 * number is one person within a team list of one booth or area.
 */
export async function findPhoneHolder(
  db: BoothDb,
  level: MemberLevel,
  phone: string,
  areaPath: string,
  exceptId?: string,
): Promise<MemberRecord | undefined> {
  return phoneHolder(await liveMembers(db, level).toArray(), phone, areaPath, exceptId);
}
