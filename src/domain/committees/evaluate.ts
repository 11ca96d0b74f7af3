// Is a booth's committee complete, and is it verified? One rule for the phone (what the booth
// screen says is missing) and the server (the status the report from booth to state sums).
// A seat counts when its member is still in the booth's team and its role is still in the
// definition; quotas count members, so a woman counts once whatever her role.
import type { CommitteeDefinition, CommitteeQuota, CommitteeRole } from './definition.ts';
import { PER_PANNA } from './definition.ts';

export const GENDERS = ['female', 'male', 'other'] as const;
/** '' = not known (no voter record found, nobody said). */
export type Gender = (typeof GENDERS)[number] | '';

/** What the rule needs to know of one seat. */
export type SeatFacts = {
  roleId: string;
  memberId: string;
  gender: Gender;
  age: number | null;
  /** Proven by a code or a visit (and, by code, still the same number). */
  verified: boolean;
  /** The member is still a live, active member of the booth's team. */
  inTeam: boolean;
};

export type RoleState = {
  role: CommitteeRole;
  /** Seats the role needs in this booth (its count, or the booth's pannas). */
  need: number;
  filled: number;
  verified: number;
};

export type QuotaState = {
  quota: CommitteeQuota;
  /** Members who meet it, and of those the verified ones. */
  have: number;
  haveVerified: number;
  /** Members whose gender (or age) nobody knows: they may meet it. */
  unknown: number;
};

/** One thing a booth still lacks, in the order the booth screen lists them. */
export type CommitteeGap =
  | { kind: 'role'; role: CommitteeRole; short: number; need: number; filled: number }
  | { kind: 'quota'; quota: CommitteeQuota; short: number; have: number; unknown: number }
  /** Seated members who left the team (deleted, disabled, moved): they do not count. */
  | { kind: 'leftTeam'; count: number }
  /** Seats of a role the admin has removed since: they do not count. */
  | { kind: 'oldRole'; count: number }
  /** Counted members not yet verified. */
  | { kind: 'unverified'; count: number };

export type CommitteeState = {
  roles: RoleState[];
  quotas: QuotaState[];
  gaps: CommitteeGap[];
  /** Every role filled and every quota met. */
  complete: boolean;
  /** The same with verified members only. */
  verified: boolean;
  /** Seats that count, and of those the verified ones. */
  seats: number;
  verifiedSeats: number;
};

const meets = (quota: CommitteeQuota, seat: SeatFacts): boolean | null => {
  switch (quota.kind) {
    case 'women':
      return seat.gender === '' ? null : seat.gender === 'female';
    case 'youth':
      return seat.age === null ? null : seat.age <= quota.maxAge;
  }
};

/** Seats a role needs in a booth with `pannas` pannas. */
export const roleNeed = (role: CommitteeRole, pannas: number): number =>
  role.count === PER_PANNA ? Math.max(0, pannas) : role.count;

export function evaluateCommittee(
  def: CommitteeDefinition,
  seats: readonly SeatFacts[],
  pannas: number,
): CommitteeState {
  const roleIds = new Set(def.roles.map((r) => r.id));
  const counted = seats.filter((s) => s.inTeam && roleIds.has(s.roleId));
  const roles = def.roles.map((role): RoleState => {
    const mine = counted.filter((s) => s.roleId === role.id);
    return {
      role,
      need: roleNeed(role, pannas),
      filled: mine.length,
      verified: mine.filter((s) => s.verified).length,
    };
  });
  // One member, one seat per booth (the server holds to it); by member all the same.
  const members = [...new Map(counted.map((s) => [s.memberId, s])).values()];
  const quotas = def.quotas.map((quota): QuotaState => {
    const verdicts = members.map((s) => ({ s, ok: meets(quota, s) }));
    return {
      quota,
      have: verdicts.filter((v) => v.ok === true).length,
      haveVerified: verdicts.filter((v) => v.ok === true && v.s.verified).length,
      unknown: verdicts.filter((v) => v.ok === null).length,
    };
  });

  const gaps: CommitteeGap[] = [];
  for (const r of roles)
    if (r.filled < r.need)
      gaps.push({
        kind: 'role',
        role: r.role,
        short: r.need - r.filled,
        need: r.need,
        filled: r.filled,
      });
  for (const q of quotas)
    if (q.have < q.quota.atLeast)
      gaps.push({
        kind: 'quota',
        quota: q.quota,
        short: q.quota.atLeast - q.have,
        have: q.have,
        unknown: q.unknown,
      });
  const leftTeam = seats.filter((s) => !s.inTeam).length;
  if (leftTeam) gaps.push({ kind: 'leftTeam', count: leftTeam });
  const oldRole = seats.filter((s) => s.inTeam && !roleIds.has(s.roleId)).length;
  if (oldRole) gaps.push({ kind: 'oldRole', count: oldRole });
  const unverified = counted.filter((s) => !s.verified).length;
  if (unverified) gaps.push({ kind: 'unverified', count: unverified });

  const complete =
    roles.every((r) => r.filled >= r.need) && quotas.every((q) => q.have >= q.quota.atLeast);
  const verified =
    roles.every((r) => r.verified >= r.need) &&
    quotas.every((q) => q.haveVerified >= q.quota.atLeast);
  return {
    roles,
    quotas,
    gaps,
    complete,
    verified,
    seats: counted.length,
    verifiedSeats: counted.filter((s) => s.verified).length,
  };
}

/** A voter record's gender as the roll or the form stored it ('Female', 'F', 'महिला' …). */
export function genderOf(stored: string | undefined | null): Gender {
  const g = (stored ?? '').trim().toLowerCase();
  if (['female', 'f', 'woman', 'महिला', 'स्त्री', 'म'].includes(g)) return 'female';
  if (['male', 'm', 'man', 'पुरुष', 'पु'].includes(g)) return 'male';
  if (['other', 'o', 'third gender', 'tg', 'अन्य', 'तृतीय लिंग'].includes(g)) return 'other';
  return '';
}
