// Which voters are in each panna, and which pannas are mine: the panna screen, door to door and
// poll day all count or list a panna's voters from the roll's list order, so this sits beside it.
import type { BoothDb } from '../db/database.ts';
import type { PannaRecord } from '../db/types.ts';
import { currentPannas } from '../domain/field-work.ts';
import type { ListOrder } from './list-order.ts';
import { serialSpan } from './list-order.ts';

export type PannaRow = PannaRecord & {
  /** Voters at those serials on this phone; null while the list order is still being read. */
  voters: number | null;
  /** Of them, voters with at least one visit; null while the list order is still being read. */
  contacted: number | null;
};

/** The ids of the voters of a part whose serial is from…to, in serial order. */
export function pannaVoterIds(
  order: ListOrder,
  part: number,
  fromSerial: number,
  toSerial: number,
): string[] {
  return order.ids.slice(...serialSpan(order, part, fromSerial, toSerial));
}

/**
 * Active pannas with their voter and contacted counts. Until the list order is read (seconds on
 * a large roll) the counts are null, not 0: a panna of 40 voters must never read "0 voters".
 */
export async function loadPannas(db: BoothDb, order: ListOrder | null): Promise<PannaRow[]> {
  const active = currentPannas(await db.pannas.toArray());
  if (!order) return active.map((p) => ({ ...p, voters: null, contacted: null }));
  const visited = new Set((await db.visits.toArray()).map((v) => v.voterId));
  return active.map((p) => {
    const ids = pannaVoterIds(order, p.partNumber, p.fromSerial, p.toSerial);
    return { ...p, voters: ids.length, contacted: ids.filter((id) => visited.has(id)).length };
  });
}

/**
 * The karyakarta member records that are me (the same e-mail as my account): their pannas
 * are "my voters" on the Door to Door screen.
 */
export async function myPannaIds(db: BoothDb, email: string): Promise<Set<string>> {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return new Set();
  const members = await db.members.where('level').equals('karyakarta').toArray();
  return new Set(
    members.filter((m) => !m.deleted && m.email?.trim().toLowerCase() === wanted).map((m) => m.id),
  );
}
