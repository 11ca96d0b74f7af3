// A voter a new revision moves from part A to part B (same EPIC) is found by B's publish, which
// pairs it among the assembly's voters; A's publish only sees it missing (or no longer there).
// So once a part with a revision summary is published, its moves are written into the other
// part's summary as well — A's "moved out" names B, B's "moved" names A — whichever of the two
// was published first, in this upload or an earlier one. A voter A's summary counted as cut
// (published before B's file came) is taken off A's cut list: it only moved.
import type { EditionEntry, EditionSummary } from '../../../src/domain/roll-jobs.ts';
import type { Database, Queryable } from '../../db/database.ts';

/** Serialises linking within one assembly, so two parts published at once both see the other. */
const EDITION_MOVES_LOCK = 727_019;

type PublishedPart = {
  id: string;
  part_number: number;
  published: { edition?: EditionSummary } & Record<string, unknown>;
};

const isPartMove = (e: EditionEntry) => !!e.from && !!e.to && e.from.part !== e.to.part;

/** `summary` with `entry` among its moved-out voters (once) and off its cut list. */
function withMovedOut(summary: EditionSummary, entry: EditionEntry): EditionSummary {
  const movedOut = summary.movedOut ?? [];
  if (movedOut.some((e) => e.id === entry.id)) return summary;
  const cut = summary.deleted.find((e) => e.id === entry.id);
  const deleted = summary.deleted.filter((e) => e !== cut);
  // The serial this part knew it by: its cut entry's, else the one the move left.
  const { fromSerial, ...rest } = entry;
  const out = { ...rest, serial: cut?.serial ?? fromSerial ?? null };
  return {
    ...summary,
    deleted,
    counts: { ...summary.counts, deleted: deleted.length },
    movedOut: [...movedOut, out],
  };
}

async function publishedParts(
  tx: Queryable,
  assembly: number,
  revision: string,
  partNumbers: number[],
): Promise<PublishedPart[]> {
  const { rows } = await tx.query<PublishedPart>(
    `SELECT id, part_number, published FROM roll_job_parts
     WHERE status = 'published' AND assembly_number = $1 AND part_number = ANY($2::int[])
       AND published -> 'edition' ->> 'revision' = $3`,
    [assembly, partNumbers, revision],
  );
  return rows;
}

async function store(tx: Queryable, id: string, published: PublishedPart['published']) {
  await tx.query('UPDATE roll_job_parts SET published = $2 WHERE id = $1', [
    id,
    JSON.stringify(published),
  ]);
}

/**
 * Write the moves of the part just published into the summaries of the parts they left, and
 * the moves into other parts that left this one into its own. Nothing for a part without a
 * revision summary or an assembly number (part numbers repeat across assemblies).
 */
export async function linkEditionMoves(db: Database, partId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<PublishedPart & { assembly_number: number | null }>(
      `SELECT id, part_number, assembly_number, published FROM roll_job_parts
       WHERE id = $1 AND status = 'published'`,
      [partId],
    );
    const self = rows[0];
    const edition = self?.published?.edition;
    if (!self || !edition || self.assembly_number === null) return;
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [
      EDITION_MOVES_LOCK,
      self.assembly_number,
    ]);
    // Moves into this part, written into the parts they came from.
    const cameFrom = [...new Set(edition.moved.filter(isPartMove).map((e) => e.from!.part))];
    for (const source of await publishedParts(
      tx,
      self.assembly_number,
      edition.revision,
      cameFrom,
    )) {
      let summary = source.published.edition!;
      for (const e of edition.moved)
        if (isPartMove(e) && e.from!.part === source.part_number)
          summary = withMovedOut(summary, e);
      if (summary !== source.published.edition)
        await store(tx, source.id, { ...source.published, edition: summary });
    }
    // Moves out of this part that other parts published before it found.
    let own = edition;
    const others = await tx.query<PublishedPart>(
      `SELECT id, part_number, published FROM roll_job_parts
       WHERE status = 'published' AND assembly_number = $1 AND part_number <> $2
         AND published -> 'edition' ->> 'revision' = $3
         AND published -> 'edition' -> 'moved' @> $4::jsonb`,
      [
        self.assembly_number,
        self.part_number,
        edition.revision,
        JSON.stringify([{ from: { part: self.part_number } }]),
      ],
    );
    for (const other of others.rows)
      for (const e of other.published.edition!.moved)
        if (isPartMove(e) && e.from!.part === self.part_number) own = withMovedOut(own, e);
    if (own !== edition) await store(tx, self.id, { ...self.published, edition: own });
  });
}
