// The marks waiting on this phone for data (issue 44), as the SMS fallback sees them: which of
// them an SMS can carry — this account's first voted mark of a voter whose part and serial the
// phone knows, not undone since — and how many other changes only data can carry. Read from the
// outbox, so a mark leaves this list the moment its push is acknowledged.
import { votersById } from '../../db/roll-files.ts';
import type { BoothDb } from '../../db/database.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import type { MutationEntry } from '../../db/types.ts';
import { latestMarks } from '../../domain/field-work.ts';
import { firstMarkId } from '../../domain/sms-marks/mark-id.ts';
import type { WaitingMark } from '../../domain/sms-marks/pack.ts';
import { fitsSms } from '../../domain/sms-marks/pack.ts';
import { serialOf } from '../../domain/voter-roll.ts';

export type SmsMark = WaitingMark & { id: string };

export type WaitingForData = {
  /** Marks an SMS can carry, oldest first. */
  marks: SmsMark[];
  /** Other waiting marks and undos: only data carries them. */
  dataOnly: number;
  /** Marks handed to the SMS app, by id, with when (they stay here until data confirms them). */
  handed: Record<string, string>;
};

export const handedName = (userId: string) => `smsMarks.handed.${userId}`;

async function readHanded(db: BoothDb, userId: string): Promise<Record<string, string>> {
  const kept = await getMeta<string>(db, handedName(userId));
  try {
    return kept ? (JSON.parse(kept) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function loadWaitingForData(db: BoothDb, userId: string): Promise<WaitingForData> {
  const pending = (await db.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .filter((e) => e.kind === 'mutation' && e.table === 'voteMarks')
    .toArray()) as MutationEntry[];
  // Nothing waits (a phone with data, nearly always): nothing more to read. Each push and pull
  // asks again, and every read allocates; the answer is the same empty one.
  if (!pending.length) return { marks: [], dataOnly: 0, handed: {} };
  const records = await db.voteMarks.bulkGet(pending.map((e) => e.recordId));
  const voterIds = [...new Set(records.flatMap((r) => (r ? [r.voterId] : [])))];
  const [voters, allMarks] = await Promise.all([
    votersById(db, voterIds),
    db.voteMarks.where('voterId').anyOf(voterIds).toArray(),
  ]);
  const voterOf = new Map(voters.flatMap((v) => (v ? [[v.id, v] as const] : [])));
  const latest = latestMarks(allMarks);
  const marks: SmsMark[] = [];
  let dataOnly = 0;
  for (const mark of records) {
    const voter = mark ? voterOf.get(mark.voterId) : undefined;
    const serial = voter ? serialOf(voter) : null;
    const carried: SmsMark | null =
      mark &&
      voter &&
      serial !== null &&
      mark.voted &&
      latest.get(mark.voterId)?.id === mark.id &&
      mark.id === firstMarkId(userId, mark.voterId) &&
      typeof voter.partNumber === 'number'
        ? {
            id: mark.id,
            assembly: voter.assemblyNumber ?? 0,
            part: voter.partNumber,
            serial,
            markedAt: mark.markedAt,
          }
        : null;
    if (carried && fitsSms(carried)) marks.push(carried);
    else dataOnly += 1;
  }
  marks.sort((a, b) => (a.markedAt < b.markedAt ? -1 : a.markedAt > b.markedAt ? 1 : 0));
  const handed = await readHanded(db, userId);
  const waiting = new Set(marks.map((m) => m.id));
  return {
    marks,
    dataOnly,
    handed: Object.fromEntries(Object.entries(handed).filter(([id]) => waiting.has(id))),
  };
}

/** Remember these marks as handed to the SMS app now (forgetting those no longer waiting). */
export async function noteHanded(
  db: BoothDb,
  userId: string,
  ids: readonly string[],
  at = new Date().toISOString(),
): Promise<void> {
  await db.transaction(
    'rw',
    [db.meta, db.outbox, db.voteMarks, db.voters, db.rollParts],
    async () => {
      const waiting = await loadWaitingForData(db, userId);
      const still = new Set(waiting.marks.map((m) => m.id));
      const next = { ...waiting.handed };
      for (const id of ids) if (still.has(id)) next[id] = at;
      await setMeta(db, handedName(userId), JSON.stringify(next));
    },
  );
}
