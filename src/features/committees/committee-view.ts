// What the booth screen shows: the kept committee with the changes still waiting in the outbox
// laid over it (a member named offline is on the committee at once, marked as waiting), and
// the committee judged by the same rule as the server (evaluate.ts), so "what is missing" is
// right offline too.
import type { RequestEntry } from '../../db/types.ts';
import type { CommitteeState } from '../../domain/committees/evaluate.ts';
import { evaluateCommittee } from '../../domain/committees/evaluate.ts';
import type {
  BoothCommittee,
  CommitteeSeat,
  SeatInput,
  VisitInput,
} from '../../domain/committees/seats.ts';
import { seatFacts } from '../../domain/committees/seats.ts';

export type ShownSeat = CommitteeSeat & {
  /** A change to this seat waits in the outbox. */
  waiting: boolean;
};

export type ShownCommittee = Omit<BoothCommittee, 'seats'> & {
  seats: ShownSeat[];
  state: CommitteeState;
};

/** Who a member is, as the phone's team list has them. */
export type MemberFacts = { name: string; phone: string };

const SEAT_PATH = /\/committees\/booths\/[^/]+\/seats\/([^/]+)(\/visit)?$/;

export function withPending(
  committee: BoothCommittee,
  pending: readonly RequestEntry[],
  members: ReadonlyMap<string, MemberFacts>,
): ShownCommittee {
  const seats = new Map<string, ShownSeat>(
    committee.seats.map((s) => [s.id, { ...s, waiting: false }]),
  );
  for (const entry of pending) {
    const match = SEAT_PATH.exec(entry.path);
    if (!match) continue;
    const seatId = match[1]!;
    const had = seats.get(seatId);
    if (match[2] && entry.method === 'POST') {
      const visit = entry.body as Partial<VisitInput>;
      if (had)
        seats.set(seatId, {
          ...had,
          waiting: true,
          verification: { method: 'visit', at: visit.at ?? entry.createdAt, byName: null },
        });
    } else if (entry.method === 'DELETE') {
      seats.delete(seatId);
    } else if (entry.method === 'PUT') {
      const body = entry.body as SeatInput;
      const member = members.get(body.memberId);
      const sameMember = had?.memberId === body.memberId;
      seats.set(seatId, {
        id: seatId,
        roleId: body.roleId,
        memberId: body.memberId,
        name: member?.name ?? had?.name ?? '—',
        phone: member?.phone ?? had?.phone ?? '',
        gender: body.gender ?? '',
        age: body.age ?? null,
        inTeam: true,
        verification: sameMember ? (had?.verification ?? null) : null,
        codeExpiresAt: null,
        waiting: true,
      });
    }
  }
  const shown = [...seats.values()];
  return {
    ...committee,
    seats: shown,
    state: evaluateCommittee(committee.definition, shown.map(seatFacts), committee.booth.pannas),
  };
}
