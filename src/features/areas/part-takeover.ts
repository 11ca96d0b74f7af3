// A booth made or edited to list a part takes it from whichever booth of its assembly held it
// (issue 43), so one part is never listed by two booths and its voters go to one of them: the
// other booth gives the part up, and the part's records follow (domain/roll-home.ts). The form
// first says how many voters move from where (PartMove), and the person confirms.
import { withFileVoters } from '../../db/roll-files.ts';
import type { BoothDb } from '../../db/database.ts';
import type { AreaRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import { patchRecord } from '../../db/commands.ts';
import { regionOf } from '../../domain/roll-home.ts';
import { scopeContains } from '../../domain/scope.ts';

/** One part a booth takes over: from which booth, and how many of its voters this phone holds. */
export type PartMove = {
  part: number;
  from: Pick<AreaRecord, 'id' | 'path' | 'name' | 'nameHi'>;
  voters: number;
};

/** The other live areas of `path`'s assembly that list one of `parts`. */
export function partHolders(
  areas: readonly AreaRecord[],
  path: string,
  parts: readonly number[],
): AreaRecord[] {
  if (!parts.length) return [];
  const region = regionOf(path);
  return areas.filter(
    (a) =>
      !a.deleted &&
      a.path !== path &&
      scopeContains(region, a.path) &&
      (a.parts ?? []).some((p) => parts.includes(p)),
  );
}

/**
 * What listing `parts` at `path` (a booth, or where a new one will be made) takes from other
 * booths: each part and booth, with the voters of that part living in that booth.
 */
export async function loadPartMoves(
  db: BoothDb,
  path: string,
  parts: readonly number[],
): Promise<PartMove[]> {
  const moves: PartMove[] = [];
  for (const booth of partHolders(await db.areas.toArray(), path, parts)) {
    const living = await withFileVoters(
      db,
      await db.voters.where('[deleted+scope]').equals([0, booth.path]).toArray(),
      (v) => v.scope === booth.path,
    );
    for (const part of (booth.parts ?? []).filter((p) => parts.includes(p)))
      moves.push({
        part,
        from: { id: booth.id, path: booth.path, name: booth.name, nameHi: booth.nameHi },
        voters: living.filter((v) => v.partNumber === part).length,
      });
  }
  return moves.sort((a, b) => a.part - b.part || a.from.path.localeCompare(b.from.path));
}

/** Take `parts` away from the other booths of `path`'s assembly (within the caller's transaction). */
export async function takeOverParts(
  db: BoothDb,
  writer: Writer,
  path: string,
  parts: readonly number[],
): Promise<void> {
  for (const booth of partHolders(await db.areas.toArray(), path, parts))
    await patchRecord(db, writer, 'areas', booth.id, {
      parts: booth.parts!.filter((p) => !parts.includes(p)),
    });
}
