// The first pass of a roll import, before anything is written: read the whole file once to
// check each part (serial gaps and repeats, EPICs given twice, counts by gender) and learn what
// it says of each part's assembly and polling station; then create the areas the accepted
// parts need (domain/roll-areas.ts) so the write pass puts every voter in its booth. A part
// refused here is not written at all: never half a part.
import type { BoothDb } from '../../../db/database.ts';
import { getClientId } from '../../../db/meta.ts';
import { writeRecordsInTx } from '../../../db/bulk-commands.ts';
import { announceLocalWrite } from '../../../db/write-events.ts';
import type { Writer } from '../../../db/writer.ts';
import { areaId } from '../../../domain/areas.ts';
import type { RollAreasPlan, RollPartInfo } from '../../../domain/roll-areas.ts';
import { planRollAreas } from '../../../domain/roll-areas.ts';
import type { PartCheck } from '../../../domain/roll-parts.ts';
import { createPartChecks, partRefusal } from '../../../domain/roll-parts.ts';
import type { ColumnMapping } from '../../../domain/voter-csv.ts';
import type { ParseOptions, ParseProgress } from './import-pipeline.ts';
import type { VoterImporter } from './importer.ts';

export type RollCheck = {
  parts: PartCheck[];
  /** Parts not imported, with the i18n key of the reason. */
  refused: { part: number; reason: string }[];
  /** Areas made for the roll (assembly, booths). */
  areasCreated: number;
  /** Parts left in the importer's own area: no assembly to make booths in. */
  unplaced: number[];
};

/** Read the file once without writing; null when cancelled. */
export async function checkRollFile(
  importer: VoterImporter,
  file: Blob,
  mapping: ColumnMapping,
  options: ParseOptions | undefined,
  onProgress: (progress: ParseProgress) => void,
  signal?: AbortSignal,
): Promise<{ parts: PartCheck[]; infos: RollPartInfo[] } | null> {
  const checks = createPartChecks();
  const infos = new Map<number, RollPartInfo>();
  const outcome = await importer.parse(
    file,
    mapping,
    async (batch) => {
      for (const { fields, pollingStation } of batch.voters) {
        checks.add(fields);
        const part = fields.partNumber;
        if (part === undefined) continue;
        const info = infos.get(part) ?? { part };
        info.assemblyNumber ??= fields.assemblyNumber ?? undefined;
        info.assemblyName ??= fields.assemblyName;
        info.pollingStation ??= pollingStation;
        infos.set(part, info);
      }
      onProgress(batch.progress);
      return !signal?.aborted;
    },
    { ...options, prepare: false },
  );
  if (outcome.cancelled || signal?.aborted) return null;
  return { parts: checks.parts(), infos: [...infos.values()] };
}

/** Refuse what the checks or the importer's place refuse; create the areas the rest need. */
export async function settleRollAreas(
  db: BoothDb,
  writer: Writer,
  parts: PartCheck[],
  infos: RollPartInfo[],
): Promise<RollCheck> {
  const refused = parts.flatMap((p) => {
    const reason = partRefusal(p);
    return reason ? [{ part: p.part, reason }] : [];
  });
  const refusedParts = new Set(refused.map((r) => r.part));
  const areas = (await db.areas.toArray()).filter((a) => !a.deleted);
  const plan: RollAreasPlan = planRollAreas(
    writer.scope,
    areas,
    infos.filter((i) => !refusedParts.has(i.part)),
  );
  if (plan.create.length) {
    await db.transaction('rw', [db.areas, db.outbox, db.meta], async () => {
      const clientId = await getClientId(db, writer.userId);
      await writeRecordsInTx(
        db,
        writer,
        clientId,
        'areas',
        plan.create.map((fields) => ({ id: areaId(fields.path), fields, placeIn: fields.path })),
      );
    });
    announceLocalWrite();
  }
  return {
    parts,
    refused: [...refused, ...plan.refused].sort((a, b) => a.part - b.part),
    areasCreated: plan.create.length,
    unplaced: plan.unplaced,
  };
}
