// What the server knows of booths' committees, read in a few queries for any number of booths:
// their seats with each member as the team list has them now (name, phone, still in the
// booth's team?), how each was verified, any code waiting, and each booth's current pannas.
import type { Gender } from '../../../src/domain/committees/evaluate.ts';
import type { CommitteeSeat, SeatVerification } from '../../../src/domain/committees/seats.ts';
import { CODE_RULES } from '../../../src/domain/committees/seats.ts';
import { e164India } from '../../../src/domain/committees/sms-gateway.ts';
import type { Queryable } from '../../db/database.ts';

type SeatRow = {
  id: string;
  booth_path: string;
  role_id: string;
  member_id: string;
  gender: Gender;
  age: number | null;
  method: 'sms' | 'visit' | null;
  v_phone: string | null;
  verified_at: Date | string | null;
  photo: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  by_first: string | null;
  by_last: string | null;
  code_expires_at: Date | string | null;
};

type MemberRow = {
  id: string;
  scope: string;
  deleted: boolean;
  fields: Record<string, unknown>;
};

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A member record as a committee sees it. */
export type TeamMember = {
  id: string;
  name: string;
  phone: string;
  age: number | null;
  /** Live, active and placed in `boothPath`. */
  inBooth: (boothPath: string) => boolean;
};

export function teamMemberOf(row: MemberRow): TeamMember {
  const f = row.fields;
  const name =
    text(f.name) || [text(f.firstName), text(f.lastName)].filter(Boolean).join(' ') || '—';
  const areaPath = text(f.areaPath);
  const age = typeof f.age === 'number' && Number.isFinite(f.age) ? f.age : null;
  return {
    id: row.id,
    name,
    phone: text(f.phone),
    age,
    inBooth: (boothPath) =>
      !row.deleted &&
      f.status !== 'disabled' &&
      (areaPath ? areaPath === boothPath : row.scope === boothPath),
  };
}

export async function readMembers(db: Queryable, ids: string[]): Promise<Map<string, TeamMember>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<MemberRow>(
    `SELECT id, scope, deleted, fields FROM records
     WHERE tbl = 'members' AND id = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, teamMemberOf(r)]));
}

function verificationOf(row: SeatRow, member: TeamMember | undefined): SeatVerification | null {
  if (!row.method || !row.verified_at) return null;
  // A code proved a number: once the member's number is another, it proves nothing of them.
  if (row.method === 'sms' && row.v_phone !== e164India(member?.phone)) return null;
  const byName = [row.by_first, row.by_last].filter(Boolean).join(' ') || null;
  const visit =
    row.method === 'visit' && row.latitude !== null && row.longitude !== null
      ? {
          ...(row.photo ? { photo: row.photo } : {}),
          place: {
            latitude: Number(row.latitude),
            longitude: Number(row.longitude),
            accuracy: Number(row.accuracy_m ?? 0),
          },
        }
      : {};
  return { method: row.method, at: iso(row.verified_at), byName, ...visit };
}

/** Each booth's seats (booths without any are left out), in the order they were named. */
export async function readSeats(
  db: Queryable,
  boothPaths: string[],
): Promise<Map<string, CommitteeSeat[]>> {
  const out = new Map<string, CommitteeSeat[]>();
  if (!boothPaths.length) return out;
  const { rows } = await db.query<SeatRow>(
    `SELECT s.id, s.booth_path, s.role_id, s.member_id, s.gender, s.age,
            v.method, v.phone AS v_phone, v.verified_at, v.photo, v.latitude, v.longitude,
            v.accuracy_m, u.first_name AS by_first, u.last_name AS by_last,
            c.expires_at AS code_expires_at
     FROM committee_seats s
     LEFT JOIN committee_verifications v ON v.member_id = s.member_id
     LEFT JOIN users u ON u.id = v.verified_by
     LEFT JOIN committee_codes c ON c.member_id = s.member_id AND c.seat_id = s.id
       AND c.expires_at > now() AND c.wrong_tries < $2
     WHERE s.booth_path = ANY($1::text[])
     ORDER BY s.booth_path, s.created_at, s.id`,
    [boothPaths, CODE_RULES.wrongTries],
  );
  const members = await readMembers(
    db,
    rows.map((r) => r.member_id),
  );
  for (const r of rows) {
    const member = members.get(r.member_id);
    const seat: CommitteeSeat = {
      id: r.id,
      roleId: r.role_id,
      memberId: r.member_id,
      name: member?.name ?? '—',
      phone: member?.phone ?? '',
      gender: r.gender,
      age: r.age === null ? null : Number(r.age),
      inTeam: member?.inBooth(r.booth_path) ?? false,
      verification: verificationOf(r, member),
      codeExpiresAt: r.code_expires_at ? iso(r.code_expires_at) : null,
    };
    const list = out.get(r.booth_path);
    if (list) list.push(seat);
    else out.set(r.booth_path, [seat]);
  }
  return out;
}

/**
 * Each booth's current pannas: the latest entry of each panna (by its time, then id, as the
 * phones fold them: latestEntries in domain/field-work.ts), not ended.
 */
export async function readPannaCounts(
  db: Queryable,
  boothPaths: string[],
): Promise<Map<string, number>> {
  if (!boothPaths.length) return new Map();
  const { rows } = await db.query<{ scope: string; n: number | string }>(
    `SELECT scope, count(*) AS n FROM (
       SELECT DISTINCT ON (scope, fields ->> 'pannaId') scope, fields ->> 'ended' AS ended
       FROM records
       WHERE tbl = 'pannas' AND NOT deleted AND scope = ANY($1::text[])
       ORDER BY scope, fields ->> 'pannaId', fields ->> 'assignedAt' COLLATE "C" DESC, id DESC
     ) p
     WHERE coalesce(ended, 'false') <> 'true'
     GROUP BY scope`,
    [boothPaths],
  );
  return new Map(rows.map((r) => [r.scope, Number(r.n)]));
}
