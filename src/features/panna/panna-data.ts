// Panna assignment (issue 11): roll pages — serials of a part — given to a karyakarta, each
// assignment an append-only entry (field-work.ts), so reassigning keeps the history. A panna's
// voters are the voters of its part whose roll serial (serialNumber) is in its range; voters
// without a serial are in no panna. The lists and counts are the roll's (roll/panna-lists.ts).
import { createRecord } from '../../db/commands.ts';
import type { BoothDb } from '../../db/database.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { Writer } from '../../db/writer.ts';
import type { ListOrder } from '../../roll/index.ts';
import { partSpan, serialSpan } from '../../roll/index.ts';

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
