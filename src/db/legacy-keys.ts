// The old app's localStorage keys (the specification's API calls, every spelling) and where each goes (docs/architecture.md).
import type { MemberLevel } from './types.ts';

export type LegacyKeyDef =
  | { key: string; target: 'voters' }
  | { key: string; target: 'members'; level: MemberLevel }
  | { key: string; target: 'chat' }
  | { key: string; target: 'posts' };

export const LEGACY_KEYS = [
  { key: 'candidates', target: 'voters' },
  { key: 'boothcandidates', target: 'members', level: 'booth' },
  { key: 'boothCandidates', target: 'members', level: 'booth' },
  { key: 'mandalcandidates', target: 'members', level: 'mandal' },
  { key: 'mandalCandidates', target: 'members', level: 'mandal' },
  { key: 'blockcandidates', target: 'members', level: 'block' },
  { key: 'blockCandidates', target: 'members', level: 'block' },
  { key: 'karyakartacandidates', target: 'members', level: 'karyakarta' },
  { key: 'statecandidates', target: 'members', level: 'state' },
  { key: 'stateCandidates', target: 'members', level: 'state' },
  { key: 'districtcandidates', target: 'members', level: 'district' },
  { key: 'districtCandidates', target: 'members', level: 'district' },
  { key: 'assemblyassemblycandidates', target: 'members', level: 'assembly' },
  { key: 'assemblyCandidates', target: 'members', level: 'assembly' },
  { key: 'groups', target: 'chat' },
  { key: 'socialMediaCandidates', target: 'posts' },
] as const satisfies readonly LegacyKeyDef[];

/**
 * What an entry's id is derived from besides its content: the target (and level), not the
 * key, so the same member stored under two spellings of one level becomes one record.
 */
export function idSpace(def: LegacyKeyDef): string {
  return def.target === 'members' ? `members:${def.level}` : def.target;
}
