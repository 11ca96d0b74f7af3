// The officer's two-hourly figures for the agent's part (domain/officer-turnout.ts) beside the
// party's own count of voted in that part, read from the phone; and the entry of a new figure
// as an append-only synced record, sent at once like a vote mark.
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import { votersInParts } from '../../db/voter-ranges.ts';
import type { Writer } from '../../db/writer.ts';
import { votedIds } from '../../domain/field-work.ts';
import type { TurnoutSlot } from '../../domain/officer-turnout.ts';
import { slotFigures } from '../../domain/officer-turnout.ts';

export type PartTurnout = {
  part: number;
  /** Each reported slot's figure (the latest entry of the slot). */
  figures: Map<TurnoutSlot, number>;
  /** The part's live voters on this phone, and how many of them the party marked voted. */
  voters: number;
  partyVoted: number;
};

export async function loadPartTurnout(db: BoothDb, part: number): Promise<PartTurnout> {
  const [reports, ids, marks] = await Promise.all([
    db.officerTurnout.where('partNumber').equals(part).toArray(),
    votersInParts(db, part, part).primaryKeys(),
    db.voteMarks.toArray(),
  ]);
  const voted = votedIds(marks);
  return {
    part,
    figures: slotFigures(reports.filter((r) => !r.deleted)),
    voters: ids.length,
    partyVoted: ids.filter((id) => voted.has(id)).length,
  };
}

export function reportOfficerTurnout(
  db: BoothDb,
  writer: Writer,
  report: { part: number; slot: TurnoutSlot; votes: number },
  by: string,
): Promise<string> {
  return createRecord(
    db,
    writer,
    'officerTurnout',
    {
      partNumber: report.part,
      slot: report.slot,
      votes: report.votes,
      reportedAt: new Date().toISOString(),
      by,
    },
    { urgent: true },
  );
}
