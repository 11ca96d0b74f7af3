// The officer's two-hourly figures for the agent's part (domain/officer-turnout.ts) and the
// part's voters, read from the phone (the screen already holds who has voted: the party's count
// is counted against that, not by reading every mark again); and the entry of a new figure as
// an append-only synced record, sent at once like a vote mark.
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import { liveVotersOfParts } from '../../db/voter-ranges.ts';
import type { Writer } from '../../db/writer.ts';
import type { TurnoutSlot } from '../../domain/officer-turnout.ts';
import { slotFigures } from '../../domain/officer-turnout.ts';

export type PartFigures = {
  part: number;
  /** Each reported slot's figure (the latest entry of the slot). */
  figures: Map<TurnoutSlot, number>;
  /** The record ids of the part's live voters on this phone. */
  voterIds: string[];
};

export type PartTurnout = PartFigures & {
  /** How many of the part's voters the party marked voted. */
  partyVoted: number;
};

export async function loadPartFigures(db: BoothDb, part: number): Promise<PartFigures> {
  const [reports, voterIds] = await Promise.all([
    db.officerTurnout.where('partNumber').equals(part).toArray(),
    liveVotersOfParts(db, part, part).then((voters) => voters.map((v) => v.id)),
  ]);
  return { part, figures: slotFigures(reports.filter((r) => !r.deleted)), voterIds };
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
