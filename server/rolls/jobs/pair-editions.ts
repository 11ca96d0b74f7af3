// A job that holds both editions of a part (an English and a Hindi PDF of the same assembly and
// part) lets each check the other once both are read, before its parts are checked for
// publishing: their rows are paired by EPIC (pairEditions, server/rolls/read/self-check.ts) and
// what one reads surely fills or doubts the other. Done once per pair of parts (marked in the
// parts' info), so a job taken over after a crash does not pair its rows again.
import type { RollEdition, RollRowFields } from '../../../src/domain/roll-jobs.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { pairEditions } from '../read/self-check.ts';
import { rowFieldsOf } from './pdf-file.ts';
import type { CheckedBox } from '../read/self-check.ts';
import type { ReadBox } from '../read/types.ts';

type PartOfJob = {
  id: string;
  edition: RollEdition;
  assembly_number: number | null;
  part_number: number;
  paired: boolean;
};

type StoredRow = {
  id: string;
  fields: RollRowFields;
  confidence: number;
  read_doubts: (keyof RollRowFields)[];
  reviewed: boolean;
};

const NOWHERE = { x: 0, y: 0, width: 0, height: 0 };

/** A stored row as the reader's box: a reviewed row is as sure as a person made it. */
const asBox = (r: StoredRow): ReadBox => ({
  ...r.fields,
  page: 0,
  rect: NOWHERE,
  confidence: r.reviewed ? 1 : r.confidence,
  doubts: r.reviewed ? [] : [...r.read_doubts],
});

async function rowsOf(tx: Queryable, partId: string): Promise<StoredRow[]> {
  const { rows } = await tx.query<StoredRow>(
    `SELECT id, fields, confidence, read_doubts, reviewed FROM roll_job_rows
     WHERE part_id = $1 ORDER BY position`,
    [partId],
  );
  return rows;
}

/** Write back the rows the pairing changed (reviewed rows are never written). */
async function store(tx: Queryable, rows: StoredRow[], boxes: CheckedBox[]): Promise<void> {
  const changed = rows.flatMap((r, i) => {
    const box = boxes[i]!;
    if (r.reviewed || !box.selfCheck?.length) return [];
    return [{ id: r.id, fields: rowFieldsOf(box), doubts: box.doubts }];
  });
  if (changed.length)
    await tx.query(
      `UPDATE roll_job_rows r SET fields = d.fields, read_doubts = d.doubts
       FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, fields jsonb, doubts jsonb)
       WHERE r.id = d.id`,
      [JSON.stringify(changed)],
    );
}

/**
 * Pair the English and Hindi parts of the job that name the same assembly and part and are
 * still in review. Returns how many pairs of parts were paired. Does nothing once the worker
 * no longer holds the job.
 */
export async function pairJobEditions(
  db: Database,
  jobId: string,
  workerId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: held } = await tx.query(
      'SELECT 1 FROM roll_jobs WHERE id = $1 AND locked_by = $2 FOR UPDATE',
      [jobId, workerId],
    );
    if (!held.length) return 0;
    const { rows: parts } = await tx.query<PartOfJob>(
      `SELECT id, edition, assembly_number, part_number,
         (info ->> 'pairedWith') IS NOT NULL AS paired
       FROM roll_job_parts WHERE job_id = $1 AND status = 'review' ORDER BY position`,
      [jobId],
    );
    const byPart = new Map<string, PartOfJob[]>();
    for (const p of parts) {
      if (p.assembly_number === null || p.paired) continue;
      const key = `${p.assembly_number}|${p.part_number}`;
      byPart.set(key, [...(byPart.get(key) ?? []), p]);
    }
    let paired = 0;
    for (const group of byPart.values()) {
      const en = group.filter((p) => p.edition === 'en');
      const hi = group.filter((p) => p.edition === 'hi');
      if (en.length !== 1 || hi.length !== 1) continue;
      const [enRows, hiRows] = [await rowsOf(tx, en[0]!.id), await rowsOf(tx, hi[0]!.id)];
      const result = pairEditions(enRows.map(asBox), hiRows.map(asBox));
      await store(tx, enRows, result.en);
      await store(tx, hiRows, result.hi);
      const sides: [PartOfJob, PartOfJob][] = [
        [en[0]!, hi[0]!],
        [hi[0]!, en[0]!],
      ];
      for (const [part, other] of sides)
        await tx.query(
          `UPDATE roll_job_parts SET info = info || jsonb_build_object('pairedWith', $2::text)
           WHERE id = $1`,
          [part.id, other.id],
        );
      paired += 1;
    }
    return paired;
  });
}
