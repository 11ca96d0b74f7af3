// Panna assignment (issue 11): roll pages — serials of a part — given to a karyakarta, each
// assignment an append-only entry (field-work.ts), so reassigning keeps the history. A panna's
// voters are the voters of its part whose roll serial (serialNumber) is in its range; voters
// without a serial are in no panna. Counts come from the roll's list order and the visits.
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { MemberRecord, PannaRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import { currentPannas } from '../../domain/field-work.ts';
import type { ListOrder } from '../voters/query/index.ts';
import { partSpan, serialSpan } from '../voters/query/index.ts';

export type PannaRow = PannaRecord & {
  /** Voters at those serials on this phone. */
  voters: number;
  /** Of them, voters with at least one visit. */
  contacted: number;
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

/** A part's serials on this phone: the lowest and highest, and how many voters have none. */
export type PartSerials = { first: number | null; last: number | null; without: number };

export function partSerials(order: ListOrder, part: number): PartSerials {
  const [start, end] = partSpan(order, part, part);
  const [from, to] = serialSpan(order, part, 1, Infinity);
  return {
    first: to > from ? order.serials[from]! : null,
    last: to > from ? order.serials[to - 1]! : null,
    without: end - start - (to - from),
  };
}

/** Active pannas with their voter and contacted counts (counts 0 until the order is read). */
export async function loadPannas(db: BoothDb, order: ListOrder | null): Promise<PannaRow[]> {
  const active = currentPannas(await db.pannas.toArray());
  if (!order) return active.map((p) => ({ ...p, voters: 0, contacted: 0 }));
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

/** The karyakartas a panna can be given to. */
export async function karyakartas(db: BoothDb): Promise<MemberRecord[]> {
  const members = await db.members.where('level').equals('karyakarta').toArray();
  const name = (m: MemberRecord) =>
    `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim() || m.name || '';
  return members
    .filter((m) => !m.deleted && m.status !== 'disabled')
    .sort((a, b) => name(a).localeCompare(name(b)));
}

export const memberName = (m: MemberRecord): string =>
  `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim() || m.name || m.email || '-';

export type PannaInput = {
  part: number;
  fromSerial: number;
  toSerial: number;
  member: MemberRecord;
};

/** A new panna, or (with `pannaId`) the same pages to someone else, or ended. */
export function writePanna(
  db: BoothDb,
  writer: Writer,
  input: PannaInput,
  by: string,
  opts: { pannaId?: string; ended?: boolean } = {},
): Promise<string> {
  return createRecord(db, writer, 'pannas', {
    pannaId: opts.pannaId ?? crypto.randomUUID(),
    partNumber: input.part,
    fromSerial: input.fromSerial,
    toSerial: input.toSerial,
    memberId: input.member.id,
    memberName: memberName(input.member),
    assignedAt: new Date().toISOString(),
    by,
    ...(opts.ended ? { ended: true } : {}),
  });
}
