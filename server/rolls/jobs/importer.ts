// The importer as the roll job sees them when it runs: the account that uploaded the job, with
// its role and area as they are now (a scope change since the upload counts), and the areas it
// holds — what its phone would hold — for planning the booths a roll needs (roll-areas.ts).
import type { AreaFields } from '../../../src/domain/areas.ts';
import type { RollAreasPlan, RollPartInfo } from '../../../src/domain/roll-areas.ts';
import type { RollMessage } from '../../../src/domain/roll-jobs.ts';
import { planRollAreas } from '../../../src/domain/roll-areas.ts';
import type { Queryable } from '../../db/database.ts';
import type { Caller } from '../../services/access.ts';
import { effectiveScope, visibleCondition } from '../../services/access.ts';
import { MESSAGES } from './messages.ts';

/** The account behind a job, now; undefined when it is gone, disabled or holds no area. */
export async function importerOf(db: Queryable, userId: string): Promise<Caller | undefined> {
  const { rows } = await db.query<{
    role: Caller['role'];
    scope: string | null;
    name: string;
    disabled: boolean;
  }>(
    `SELECT role, scope, disabled_at IS NOT NULL AS disabled,
       coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) AS name
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || row.disabled) return undefined;
  const caller: Caller = { id: userId, role: row.role, scope: row.scope, name: row.name };
  return effectiveScope(caller) === null ? undefined : caller;
}

/** The live areas the importer sees. */
export async function importerAreas(db: Queryable, caller: Caller): Promise<AreaFields[]> {
  const visible = visibleCondition(caller, 1);
  const { rows } = await db.query<{ fields: AreaFields }>(
    `SELECT fields FROM records WHERE tbl = 'areas' AND NOT deleted AND ${visible.sql}`,
    visible.params,
  );
  return rows.map((r) => r.fields).filter((a) => typeof a.path === 'string');
}

/** Why the part is outside the importer's area (roll-areas.ts refusals); null: it is inside. */
export function refusalOf(
  caller: Caller,
  areas: AreaFields[],
  info: RollPartInfo,
): RollMessage | null {
  return refusalMessage(planRollAreas(effectiveScope(caller) ?? '', areas, [info]), info.part);
}

/**
 * Why a part read from a file is outside the importer's area, when the job is stored; null
 * when inside, or when its part number is not known yet (checked once a person enters it).
 * No importer (gone, disabled, without an area) refuses it as outside the area.
 */
export function partRefusal(
  importer: Caller | undefined,
  areas: AreaFields[],
  part: { partNumber: number | null; assemblyNumber: number | null; assemblyName: string },
): RollMessage | null {
  if (part.partNumber === null) return importer ? null : MESSAGES.otherAssembly({ part: '-' });
  const info: RollPartInfo = {
    part: part.partNumber,
    ...(part.assemblyNumber !== null ? { assemblyNumber: part.assemblyNumber } : {}),
    ...(part.assemblyName ? { assemblyName: part.assemblyName } : {}),
  };
  return importer ? refusalOf(importer, areas, info) : MESSAGES.otherAssembly({ part: info.part });
}

/** The message for a plan's refusal of the part, if any. */
export function refusalMessage(plan: RollAreasPlan, part: number): RollMessage | null {
  const refused = plan.refused.find((r) => r.part === part);
  if (!refused) return null;
  return refused.reason === 'voterImport.parts.otherBooth'
    ? MESSAGES.otherBooth({ part })
    : MESSAGES.otherAssembly({ part });
}
