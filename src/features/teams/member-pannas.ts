// Pannas per karyakarta for the team lists (issue 11): how many pannas each member holds now
// and how many voters those roll pages cover. Pannas are append-only entries (field-work.ts),
// so "holds now" is a fold over every entry: it is done once for the whole list, not per row.
import type { BoothDb } from '../../db/database.ts';
import type { MemberLevel } from '../../db/types.ts';
import type { PannaFields } from '../../domain/field-work.ts';
import { currentPannas } from '../../domain/field-work.ts';

/** The Panna screen gives pannas to KaryaKarta Team members only. */
export const PANNA_HOLDER_LEVEL: MemberLevel = 'karyakarta';

export type MemberPannas = {
  pannas: number;
  /** Serials covered (to − from + 1 per panna): the roll's count, not just voters on this phone. */
  voters: number;
};

export type PannaCounts = {
  /** Whether any panna was ever assigned here; until then the lists show no Panna column. */
  inUse: boolean;
  byMember: ReadonlyMap<string, MemberPannas>;
};

/** Each member's current pannas, counted; reassigned pannas count for the new holder only. */
export function countPannasByMember(
  entries: readonly (PannaFields & { id: string })[],
): PannaCounts {
  const byMember = new Map<string, MemberPannas>();
  for (const p of currentPannas(entries)) {
    const have = byMember.get(p.memberId) ?? { pannas: 0, voters: 0 };
    byMember.set(p.memberId, {
      pannas: have.pannas + 1,
      voters: have.voters + p.toSerial - p.fromSerial + 1,
    });
  }
  return { inUse: entries.length > 0, byMember };
}

export async function loadPannaCounts(db: BoothDb): Promise<PannaCounts> {
  return countPannasByMember(await db.pannas.toArray());
}
