// The booth team a committee is drawn from: the members placed in the booth (Booth Team, and
// the karyakartas of the booth), as this phone holds them. A member's gender and age come from
// their voter record when the roll has one with their phone number, else from the member's own
// age; the person naming them confirms or corrects both.
import { withFileVoters } from '../../db/roll-files.ts';
import type { BoothDb } from '../../db/database.ts';
import type { MemberRecord } from '../../db/types.ts';
import type { Gender } from '../../domain/committees/evaluate.ts';
import { genderOf } from '../../domain/committees/evaluate.ts';
import { normalizeMobile } from '../../domain/member-schema.ts';
import { memberDisplayName } from '../../domain/team-levels.ts';
import type { MemberFacts } from './committee-view.ts';

const nameOf = (m: MemberRecord) =>
  memberDisplayName(m, m.name ? 'single' : 'split') || m.name || m.firstName || '—';

async function boothMembers(db: BoothDb, boothPath: string): Promise<MemberRecord[]> {
  return db.members.filter((m) => !m.deleted && m.areaPath === boothPath).toArray();
}

/** Name and phone of every member placed in the booth, by id. */
export async function memberFactsOf(
  db: BoothDb,
  boothPath: string | null,
): Promise<Map<string, MemberFacts>> {
  if (!boothPath) return new Map();
  const members = await boothMembers(db, boothPath);
  return new Map(members.map((m) => [m.id, { name: nameOf(m), phone: m.phone ?? '' }]));
}

export type Candidate = {
  id: string;
  name: string;
  phone: string;
  designation: string;
  gender: Gender;
  age: number | null;
  /** Gender and age were read from the member's voter record. */
  fromRoll: boolean;
};

/** Active members of the booth team, with what the roll says of them; by name. */
export async function teamCandidates(db: BoothDb, boothPath: string): Promise<Candidate[]> {
  const members = (await boothMembers(db, boothPath)).filter((m) => m.status !== 'disabled');
  const out = await Promise.all(
    members.map(async (m): Promise<Candidate> => {
      const phone = normalizeMobile(m.phone) ?? '';
      // The roll's part files (src/db/roll-files.ts) hold most voters: asked beside the index.
      const voter = phone
        ? (
            await withFileVoters(db, await db.voters.where('idKeys').equals(phone).toArray(), (v) =>
              v.idKeys.includes(phone),
            )
          ).find((v) => !v.deleted)
        : undefined;
      const voterAge = voter?.age ? Number(voter.age) : NaN;
      return {
        id: m.id,
        name: nameOf(m),
        phone: m.phone ?? '',
        designation: m.designation ?? '',
        gender: genderOf(voter?.gender),
        age: typeof m.age === 'number' ? m.age : Number.isFinite(voterAge) ? voterAge : null,
        fromRoll: !!voter,
      };
    }),
  );
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
