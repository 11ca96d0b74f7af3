// Door to door (issues 11, 43): one part's houses (or a panna's) in roll order — a house is a
// section's house number (domain/households.ts) — each member's latest visit, and a visit
// recorded as an append-only synced entry (field-work.ts) — for one voter or a whole house at
// once, with the visit history of each voter.
import { createRecords } from '../../db/bulk-commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { VisitRecord, VoterRecord } from '../../db/types.ts';
import { hasRollFiles } from '../../db/roll-files.ts';
import { liveVotersOfParts, partsHeld, votersInParts } from '../../db/voter-ranges.ts';
import type { Writer } from '../../db/writer.ts';
import type { Leaning, VisitOutcome } from '../../domain/field-work.ts';
import { latestVisits } from '../../domain/field-work.ts';
import type { House } from '../../domain/households.ts';
import { households, inHouseOrder } from '../../domain/households.ts';

export type WalkHousehold = House<VoterRecord> & {
  /** The head's address ('' on a roll, which prints none). */
  address: string;
  /** The house's section, as the roll names it: number (null when none) and name (''). */
  section: { number: number | null; name: string };
  /** Each member's latest visit, by voter id. */
  latest: Map<string, VisitRecord>;
};

export type WalkList = {
  households: WalkHousehold[];
  visited: number;
  /** The houses lie in more than one section: each card names its section. */
  sections: boolean;
};

function sectionOf(v: VoterRecord): WalkHousehold['section'] {
  const n = v.sectionNumber;
  return {
    number: typeof n === 'number' && Number.isFinite(n) ? n : null,
    name: v.sectionName?.trim() ?? '',
  };
}

/**
 * The first part on this phone, read from the part index (one key), or null when it holds no
 * voter. Door to Door opens on it while the list order is not in yet: the order waits for a
 * first sync's writes to stop, and a booth worker must see their part while the rest syncs.
 */
export async function firstPartOnPhone(db: BoothDb): Promise<number | null> {
  if (await hasRollFiles(db)) return (await partsHeld(db))[0] ?? null;
  const first = await votersInParts(db).first();
  return first ? first.part : null;
}

/**
 * The walk list of one part: houses in roll order — the roll lists a house's voters together,
 * so a house goes where its first serial is — and the houses without any serial after them, by
 * house number, then address (numbers in number order). Members in serial order.
 */
export async function loadWalkList(
  db: BoothDb,
  part: number,
  /** Only these voters (a panna); households keep only their members among them. */
  only?: ReadonlySet<string>,
): Promise<WalkList> {
  const inPart = await liveVotersOfParts(db, part, part);
  const voters = only ? inPart.filter((v) => only.has(v.id)) : inPart;
  const visits = await db.visits
    .where('voterId')
    .anyOf(voters.map((v) => v.id))
    .toArray();
  const latest = latestVisits(visits);
  const list = inHouseOrder(households(voters)).map((h) => ({
    ...h,
    address: h.head.address?.trim() ?? '',
    section: sectionOf(h.head),
    latest: new Map(
      h.members.flatMap((m) => (latest.has(m.id) ? [[m.id, latest.get(m.id)!]] : [])),
    ),
  }));
  // Houses the roll names no section for (typed in by hand) do not make a second section.
  const sections = new Set(
    list.flatMap((h) =>
      h.section.number === null && !h.section.name ? [] : [`${h.section.number}|${h.section.name}`],
    ),
  );
  return {
    households: list,
    visited: list.filter((h) => h.latest.size > 0).length,
    sections: sections.size > 1,
  };
}

/** Every visit of one voter, newest first. */
export async function visitHistory(db: BoothDb, voterId: string): Promise<VisitRecord[]> {
  const visits = await db.visits.where('voterId').equals(voterId).toArray();
  // Newest first; a tie in time goes by id, as latestVisits decides it.
  return visits.sort((a, b) =>
    a.visitedAt === b.visitedAt ? (a.id < b.id ? 1 : -1) : a.visitedAt < b.visitedAt ? 1 : -1,
  );
}

export type VisitInput = {
  outcome: VisitOutcome;
  leaning?: Leaning;
  issues: string[];
  phone: string;
  note: string;
};

/** One entry per voter visited (a household visit records each member), all at one time. */
export async function recordVisits(
  db: BoothDb,
  writer: Writer,
  voterIds: string[],
  input: VisitInput,
  by: string,
): Promise<void> {
  const visitedAt = new Date().toISOString();
  // One transaction for the whole house: one commit, one re-read of the open walk list.
  await createRecords(
    db,
    writer,
    'visits',
    voterIds.map((voterId) => ({
      fields: {
        voterId,
        outcome: input.outcome,
        ...(input.leaning ? { leaning: input.leaning } : {}),
        ...(input.issues.length ? { issues: input.issues } : {}),
        ...(input.phone.trim() ? { phone: input.phone.trim() } : {}),
        ...(input.note.trim() ? { note: input.note.trim() } : {}),
        visitedAt,
        by,
      },
    })),
  );
}
