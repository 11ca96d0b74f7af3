// Poll day's call list (issues 11 and 24): supporters who have not voted yet — voters whose
// latest visit found them a supporter and whose latest mark is not "voted" — per panna, the
// karyakarta's own pannas marked, with a number to call (the one confirmed at the door, else
// the roll's). It is read again on every vote mark, from this phone or synced in.
import type { BoothDb } from '../../db/database.ts';
import type { VoterRecord } from '../../db/types.ts';
import { latestVisits, votedIds } from '../../domain/field-work.ts';
import { voterFullName } from '../../domain/voter-fields.ts';
import type { PannaRow } from '../../roll/index.ts';
import { loadPannas, pannaVoterIds } from '../../roll/index.ts';
import type { ListOrder } from '../../roll/index.ts';

export type SupporterToCall = { id: string; name: string; phone: string; address: string };

export type PannaCalls = { panna: PannaRow; supporters: SupporterToCall[]; mine: boolean };

export type CallList = {
  /** Active pannas with their supporters yet to vote, in panna order. */
  pannas: PannaCalls[];
  /** Supporters in no panna. */
  rest: SupporterToCall[];
};

/** `mine`: the member ids that are the signed-in karyakarta (roll/panna-lists.ts myPannaIds). */
export async function loadCallList(
  db: BoothDb,
  order: ListOrder | null,
  mine: ReadonlySet<string> = new Set(),
): Promise<CallList> {
  const [visits, marks, pannas] = await Promise.all([
    db.visits.toArray(),
    db.voteMarks.toArray(),
    loadPannas(db, order),
  ]);
  const voted = votedIds(marks);
  const latest = latestVisits(visits);
  const ids = [...latest.values()]
    .filter((v) => v.leaning === 'supporter' && !voted.has(v.voterId))
    .map((v) => v.voterId);
  const voters = new Map(
    (await db.voters.bulkGet(ids))
      .filter((v): v is VoterRecord => v !== undefined && !v.deleted)
      .map((v) => [v.id, v]),
  );
  const toCall = (id: string): SupporterToCall | null => {
    const v = voters.get(id);
    if (!v) return null;
    return {
      id,
      name: voterFullName(v) || v.voterId || '-',
      phone: latest.get(id)?.phone || v.phone || '',
      address: v.address?.trim() ?? '',
    };
  };
  const placed = new Set<string>();
  const byPanna = order
    ? pannas.map((panna) => {
        const inPanna = pannaVoterIds(order, panna.partNumber, panna.fromSerial, panna.toSerial);
        const supporters = inPanna
          .filter((id) => voters.has(id))
          .map((id) => (placed.add(id), toCall(id)!));
        return { panna, supporters, mine: mine.has(panna.memberId) };
      })
    : [];
  const rest = [...voters.keys()]
    .filter((id) => !placed.has(id))
    .map((id) => toCall(id)!)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { pannas: byPanna, rest };
}

/** The booths (parts) of the pannas in part order, each with its pannas and how many wait. */
export function callsByBooth(
  pannas: readonly PannaCalls[],
): { part: number; pannas: PannaCalls[]; waiting: number }[] {
  const booths = new Map<number, PannaCalls[]>();
  for (const p of pannas)
    booths.set(p.panna.partNumber, [...(booths.get(p.panna.partNumber) ?? []), p]);
  return [...booths]
    .sort(([a], [b]) => a - b)
    .map(([part, list]) => ({
      part,
      pannas: list,
      waiting: list.reduce((n, p) => n + p.supporters.length, 0),
    }));
}
