// Naming and removing a booth's committee members, and recording a coordinator's visit.
// A seat names a member of the booth's team in a role of the definition; a member holds one
// seat per booth and a role no more seats than it needs (a role that grows with the pannas is
// not capped: panna pramukhs may be named before the pannas are cut). The phone makes the
// seat's id, so a seat named offline and sent again is the same seat. Each change judges the
// booth again (status.ts) under a lock on the booth, so two phones cannot both fill one place.
import { roleNeed } from '../../../src/domain/committees/evaluate.ts';
import type { SeatInput, VisitInput } from '../../../src/domain/committees/seats.ts';
import { fileIdOfAddress } from '../../../src/domain/ids.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError, badRequest } from '../../errors.ts';
import type { Caller } from '../access.ts';
import { canAccess } from '../access.ts';
import { findFile } from '../files.ts';
import { readMembers, readPannaCounts, readSeats } from './booth-facts.ts';
import { refusal } from './codes.ts';
import type { SeatRow } from './codes.ts';
import { readDefinition } from './definition-store.ts';
import { recomputeStatuses } from './status.ts';

const lockBooth = (tx: Queryable, path: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`committee:${path}`]);

export async function putSeat(
  db: Database,
  caller: Caller,
  boothPath: string,
  seatId: string,
  input: SeatInput,
): Promise<void> {
  const def = await readDefinition(db);
  const role = def.roles.find((r) => r.id === input.roleId);
  if (!role) throw badRequest({ roleId: 'errors.committees.unknownRole' });
  const member = (await readMembers(db, [input.memberId])).get(input.memberId);
  if (!member?.inBooth(boothPath)) throw badRequest({ memberId: 'errors.committees.notInTeam' });
  await db.transaction(async (tx) => {
    await lockBooth(tx, boothPath);
    const { rows: same } = await tx.query<{ booth_path: string }>(
      'SELECT booth_path FROM committee_seats WHERE id = $1',
      [seatId],
    );
    if (same[0] && same[0].booth_path !== boothPath)
      throw new HttpError(409, 'conflict', 'This seat belongs to another booth', {
        messageKey: 'committees.errors.seatElsewhere',
      });
    const seats = (await readSeats(tx, [boothPath])).get(boothPath) ?? [];
    const others = seats.filter((s) => s.id !== seatId);
    if (others.some((s) => s.memberId === input.memberId))
      throw refusal(409, 'memberSeated', 'This member already has a place in the committee');
    const pannas = (await readPannaCounts(tx, [boothPath])).get(boothPath) ?? 0;
    const taken = others.filter((s) => s.roleId === role.id && s.inTeam).length;
    if (role.count !== 'perPanna' && taken >= roleNeed(role, pannas))
      throw refusal(409, 'roleFull', 'This role is already filled');
    await tx.query(
      `INSERT INTO committee_seats (id, booth_path, role_id, member_id, gender, age, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET role_id = EXCLUDED.role_id,
         member_id = EXCLUDED.member_id, gender = EXCLUDED.gender, age = EXCLUDED.age,
         updated_at = now()`,
      [seatId, boothPath, role.id, input.memberId, input.gender, input.age ?? null, caller.id],
    );
    // A code sent for the seat's member before it changed hands is of no use now.
    await tx.query('DELETE FROM committee_codes WHERE seat_id = $1 AND member_id <> $2', [
      seatId,
      input.memberId,
    ]);
    await recomputeStatuses(tx, [boothPath], def);
  });
}

/** Remove a seat; removing one already gone changes nothing (a replayed call). */
export async function removeSeat(db: Database, boothPath: string, seatId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBooth(tx, boothPath);
    await tx.query('DELETE FROM committee_seats WHERE id = $1 AND booth_path = $2', [
      seatId,
      boothPath,
    ]);
    await tx.query('DELETE FROM committee_codes WHERE seat_id = $1', [seatId]);
    await recomputeStatuses(tx, [boothPath]);
  });
}

/**
 * A coordinator's visit: someone above the booth met the member, took a photo there and the
 * phone read the place. The photo must be an upload the caller may see.
 */
export async function recordVisit(
  db: Database,
  caller: Caller,
  seat: SeatRow,
  input: VisitInput,
): Promise<void> {
  const member = (await readMembers(db, [seat.member_id])).get(seat.member_id);
  if (!member?.inBooth(seat.booth_path))
    throw refusal(409, 'notInTeam', 'This member is no longer in the booth team');
  const file = await findFile(db, fileIdOfAddress(input.photo));
  if (!file || !canAccess(caller, file)) throw badRequest({ photo: 'errors.committees.noPhoto' });
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO committee_verifications (member_id, method, phone, verified_at, verified_by,
         photo, latitude, longitude, accuracy_m, located_at)
       VALUES ($1, 'visit', NULL, now(), $2, $3, $4, $5, $6, $7)
       ON CONFLICT (member_id) DO UPDATE SET method = 'visit', phone = NULL,
         verified_at = now(), verified_by = EXCLUDED.verified_by, photo = EXCLUDED.photo,
         latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
         accuracy_m = EXCLUDED.accuracy_m, located_at = EXCLUDED.located_at`,
      [
        seat.member_id,
        caller.id,
        input.photo.toLowerCase(),
        input.latitude,
        input.longitude,
        input.accuracy,
        input.at,
      ],
    );
    await tx.query('DELETE FROM committee_codes WHERE member_id = $1', [seat.member_id]);
    await recomputeStatuses(tx, [seat.booth_path]);
  });
}
