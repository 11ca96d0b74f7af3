// Every team screen as data (docs/recipes.md): the booth team, the karyakarta team and the seven
// Party Team Db level pages are one screen rendered from these definitions, and the Party Team
// Db overview draws its tiles and counts from the same list. Framework-free, so tests and the
// server can read it too.
import type { DashboardPageId } from './navigation.ts';

/** Team member levels; equal to MemberLevel of the local database (checked in tests). */
export type TeamMemberLevel =
  'state' | 'district' | 'assembly' | 'block' | 'mandal' | 'booth' | 'karyakarta';

/** Member fields a team form can edit (the profile image is handled apart: it is a file). */
export type TeamFieldId =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'age'
  | 'designation'
  | 'city'
  | 'state'
  | 'dist'
  | 'district'
  | 'assembly'
  | 'address';

export type TeamColumnId =
  | 'sn'
  | 'name'
  | 'photo'
  | 'email'
  | 'designation'
  | 'phone'
  | 'age'
  | 'address'
  | 'district'
  | 'assembly'
  | 'city'
  | 'state'
  | 'status'
  | 'createdOn';

/**
 * Which name a screen shows and edits: booth members have one `name` field, the other team
 * records first and last name (the specification's fields). Each screen falls back to the other shape, because
 * the booth team and the party Booth List show the same members.
 */
export type NameShape = 'single' | 'split';

export type TeamLevel = {
  /** Stable id; the i18n keys live under teams.levels.<id>. */
  id: string;
  /** The route this level's screen is registered under (src/domain/navigation.ts). */
  routeId: DashboardPageId;
  /** Member `level` value, as the legacy import assigns it for this screen's storage keys. */
  level: TeamMemberLevel;
  nameShape: NameShape;
  /** Table columns in order; an Action column is always added at the end. */
  columns: readonly TeamColumnId[];
  /** Form fields in order; the optional profile image always comes last. */
  fields: readonly TeamFieldId[];
  /** Row menu label of the profile action. */
  profileAction: 'myProfile' | 'viewProfile';
  /** Shown as a tile on the Party Team Db overview. */
  onOverview: boolean;
};

const BOOTH_COLUMNS = [
  'sn',
  'name',
  'designation',
  'phone',
  'district',
  'assembly',
  'city',
  'photo',
  'status',
] as const satisfies readonly TeamColumnId[];

const TEAM_COLUMNS = [
  'sn',
  'name',
  'photo',
  'email',
  'designation',
  'phone',
  'age',
  'address',
  'city',
  'state',
  'status',
  'createdOn',
] as const satisfies readonly TeamColumnId[];

/** The specification's screens "Booth Team Members" form order. */
const BOOTH_FIELDS = [
  'name',
  'assembly',
  'designation',
  'phone',
  'district',
  'city',
] as const satisfies readonly TeamFieldId[];

/** The specification's fields team member record. */
const TEAM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'age',
  'designation',
  'city',
  'state',
  'dist',
  'address',
] as const satisfies readonly TeamFieldId[];

const team = {
  nameShape: 'split',
  columns: TEAM_COLUMNS,
  fields: TEAM_FIELDS,
  profileAction: 'viewProfile',
} as const;

export const TEAM_LEVELS = [
  {
    id: 'boothTeam',
    routeId: 'boothTeam',
    level: 'booth',
    nameShape: 'single',
    columns: BOOTH_COLUMNS,
    fields: BOOTH_FIELDS,
    profileAction: 'myProfile',
    onOverview: false,
  },
  {
    id: 'karyaKartaTeam',
    routeId: 'karyaKartaTeam',
    level: 'karyakarta',
    ...team,
    onOverview: false,
  },
  // Overview tile order of the specification's screens: State, District, Assembly, Block, Mandal, Booth, Karyakarta.
  { id: 'partyState', routeId: 'partyState', level: 'state', ...team, onOverview: true },
  { id: 'partyDistrict', routeId: 'partyDistrict', level: 'district', ...team, onOverview: true },
  { id: 'partyAssembly', routeId: 'partyAssembly', level: 'assembly', ...team, onOverview: true },
  { id: 'partyBlock', routeId: 'partyBlock', level: 'block', ...team, onOverview: true },
  { id: 'partyMandal', routeId: 'partyMandal', level: 'mandal', ...team, onOverview: true },
  // The same booth members as the booth team, so the same fields and the same form: one
  // person never looks different on two screens (the spec gives party lists one layout).
  {
    id: 'partyBooth',
    routeId: 'partyBooth',
    level: 'booth',
    nameShape: 'single',
    columns: BOOTH_COLUMNS,
    fields: BOOTH_FIELDS,
    profileAction: 'viewProfile',
    onOverview: true,
  },
  {
    id: 'partyKaryakarta',
    routeId: 'partyKaryakarta',
    level: 'karyakarta',
    ...team,
    onOverview: true,
  },
] as const satisfies readonly TeamLevel[];

export type TeamLevelId = (typeof TEAM_LEVELS)[number]['id'];
export type TeamLevelDef = (typeof TEAM_LEVELS)[number];

export function findTeamLevel(id: string): TeamLevelDef | undefined {
  return TEAM_LEVELS.find((l) => l.id === id);
}

/** The members a team screen shows, as far as search and display need them. */
export type MemberNameParts = {
  name?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
};

/** The name a screen shows: its own shape first, the other shape when that is empty. */
export function memberDisplayName(member: MemberNameParts, shape: NameShape): string {
  const single = member.name?.trim() ?? '';
  const split = [member.firstName, member.lastName]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return shape === 'single' ? single || split : split || single;
}

/**
 * Search of the specification's validation rules: case-insensitive substring of the shown name (booth members: name;
 * others: first or last name) or of the phone number. An empty query matches everything.
 */
export function memberMatchesSearch(
  member: MemberNameParts,
  shape: NameShape,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const haystacks = [memberDisplayName(member, shape), member.phone ?? ''];
  return haystacks.some((h) => h.toLocaleLowerCase().includes(q));
}
