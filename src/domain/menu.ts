// The sidebar shaped by the person (issue 22): a booth worker gets a short field menu first and
// the rest under "More"; coordinators and the admin get everything, Dashboard first, with the
// coordinator tools. The items are data; `menuFor` is the one rule, and the sidebar renders it.
import type { SessionUser } from './auth.ts';
import type { DashboardPageId } from './navigation.ts';
import { mayImportRolls } from './roll-access.ts';

/** Who the signed-in person is, as far as the menu cares. */
export type MenuPerson = 'boothWorker' | 'coordinator' | 'admin';

/** A page link, or the "Voter Management" > "Reports" group of the 26 report links. */
export type MenuItemId = DashboardPageId | 'voterReports';

/**
 * Who an item is for: 'everyone', or 'coordinators' — the admin and those holding an area above
 * a booth: areas, accounts, roll import and the party lists from state to booth — or 'admin'
 * alone: the settings only the admin may change.
 */
export type MenuAudience = 'everyone' | 'coordinators' | 'admin';

export type MenuItem = {
  id: MenuItemId;
  audience: MenuAudience;
  /** Place in a booth worker's field menu (1 = first); without it the item goes under "More". */
  field?: number;
};

/** Every item, in the order coordinators and the admin see them (the specification's screens, Dashboard first). */
export const MENU_ITEMS = [
  { id: 'home', audience: 'everyone', field: 8 },
  { id: 'boothTeam', audience: 'everyone', field: 5 },
  { id: 'karyaKartaTeam', audience: 'everyone' },
  { id: 'campaign', audience: 'everyone' },
  { id: 'nvr', audience: 'everyone' },
  { id: 'socialMedia', audience: 'everyone' },
  { id: 'party', audience: 'coordinators' },
  { id: 'voterList', audience: 'everyone', field: 4 },
  { id: 'voterReports', audience: 'everyone' },
  { id: 'voterSummary', audience: 'everyone' },
  { id: 'panna', audience: 'everyone' },
  { id: 'walk', audience: 'everyone', field: 1 },
  { id: 'pollDay', audience: 'everyone', field: 2 },
  // Supporters whose names the roll cut, and names to object to: field work between revisions.
  { id: 'followUps', audience: 'everyone', field: 3 },
  { id: 'groupChat', audience: 'everyone', field: 6 },
  { id: 'profile', audience: 'everyone' },
  { id: 'areas', audience: 'coordinators' },
  { id: 'users', audience: 'coordinators' },
  { id: 'rollImport', audience: 'coordinators' },
  // Past results by booth (issue 46): where to send people.
  { id: 'boothGrades', audience: 'coordinators' },
  // Booth committees (issue 46): how many booths have a complete, checked committee.
  { id: 'committees', audience: 'coordinators' },
  { id: 'committeeSetup', audience: 'admin' },
  { id: 'settings', audience: 'admin' },
  { id: 'sync', audience: 'everyone', field: 7 },
] as const satisfies readonly MenuItem[];

/** What the sidebar shows: `main` always, `more` (null = no "More" group) collapsed. */
export type Menu = { main: MenuItemId[]; more: MenuItemId[] | null };

/**
 * The admin; a coordinator holds an area above a booth (state to mandal); everyone else — an
 * account placed at a booth, or not placed yet — works in the field. The server refuses areas,
 * accounts and rolls to those without an area; at a booth it allows them inside that booth
 * only, which the field menu leaves to the URL (docs/decisions/menus.md).
 * The same line the roll import screen draws (roll-access.ts).
 */
export function menuPersonOf(user: Pick<SessionUser, 'role' | 'scope'> | null): MenuPerson {
  if (user?.role === 'admin') return 'admin';
  return mayImportRolls(user) ? 'coordinator' : 'boothWorker';
}

const fieldPlace = (item: MenuItem) => item.field ?? Number.POSITIVE_INFINITY;

export function menuFor(person: MenuPerson): Menu {
  const items: readonly MenuItem[] = MENU_ITEMS;
  if (person === 'admin') return { main: items.map((i) => i.id), more: null };
  if (person === 'coordinator')
    return { main: items.filter((i) => i.audience !== 'admin').map((i) => i.id), more: null };
  const theirs = items.filter((i) => i.audience === 'everyone');
  return {
    main: theirs
      .filter((i) => i.field !== undefined)
      .sort((a, b) => fieldPlace(a) - fieldPlace(b))
      .map((i) => i.id),
    more: theirs.filter((i) => i.field === undefined).map((i) => i.id),
  };
}
