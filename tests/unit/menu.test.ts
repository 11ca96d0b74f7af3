// The menu shaped by the person (issue 22): who is a booth worker, their field menu and "More",
// the coordinator tools for coordinators and the admin only, and no route left out of every menu.
import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, menuFor, menuPersonOf } from '../../src/domain/menu.ts';
import type { MenuItemId, MenuPerson } from '../../src/domain/menu.ts';
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';

const TOOLS: MenuItemId[] = ['areas', 'users', 'rollImport', 'party'];
const all = (person: MenuPerson) => {
  const menu = menuFor(person);
  return [...menu.main, ...(menu.more ?? [])];
};

describe('menuPersonOf', () => {
  it('tells the admin, coordinators above a booth and booth workers apart', () => {
    expect(menuPersonOf({ role: 'admin', scope: '' })).toBe('admin');
    expect(menuPersonOf({ role: 'admin', scope: null })).toBe('admin');
    expect(menuPersonOf({ role: 'worker', scope: 'up' })).toBe('coordinator');
    expect(menuPersonOf({ role: 'worker', scope: 'up/l/lc/b1/m1' })).toBe('coordinator');
    expect(menuPersonOf({ role: 'worker', scope: 'up/l/lc/b1/m1/booth-12' })).toBe('boothWorker');
    expect(menuPersonOf({ role: 'worker', scope: null })).toBe('boothWorker');
    expect(menuPersonOf(null)).toBe('boothWorker');
  });
});

describe('menuFor', () => {
  it('gives a booth worker the field menu first, Dashboard after it, the rest under More', () => {
    const menu = menuFor('boothWorker');
    expect(menu.main).toEqual([
      'walk',
      'pollDay',
      'followUps',
      'voterList',
      'boothTeam',
      'groupChat',
      'sync',
      'home',
    ]);
    expect(menu.more).toEqual([
      'karyaKartaTeam',
      'campaign',
      'nvr',
      'socialMedia',
      'voterReports',
      'voterSummary',
      'panna',
      'profile',
    ]);
  });

  it('shows a booth worker no coordinator tool', () => {
    for (const id of TOOLS) expect(all('boothWorker')).not.toContain(id);
  });

  it('gives coordinators and the admin every item, Dashboard first, no More', () => {
    for (const person of ['coordinator', 'admin'] as const) {
      const menu = menuFor(person);
      expect(menu.more).toBeNull();
      expect(menu.main[0]).toBe('home');
      expect(menu.main.indexOf('home')).toBeLessThan(menu.main.indexOf('boothTeam'));
      const theirs = MENU_ITEMS.filter((i) => person === 'admin' || i.audience !== 'admin');
      expect(menu.main).toEqual(theirs.map((i) => i.id));
      for (const id of TOOLS) expect(menu.main).toContain(id);
    }
  });

  it('shows Settings to the admin only', () => {
    expect(all('admin')).toContain('settings');
    expect(all('coordinator')).not.toContain('settings');
    expect(all('boothWorker')).not.toContain('settings');
  });

  it('lists each item once in every menu', () => {
    for (const person of ['boothWorker', 'coordinator', 'admin'] as const)
      expect(new Set(all(person)).size).toBe(all(person).length);
  });

  it('leaves no sidebar route out: each is in some menu, the reports through their group', () => {
    const inSomeMenu = new Set((['boothWorker', 'coordinator', 'admin'] as const).flatMap(all));
    for (const route of SCREEN_ROUTES.filter((r) => r.inSidebar)) {
      const id = route.kind === 'report' ? 'voterReports' : route.id;
      expect(inSomeMenu, route.href).toContain(id);
    }
    // The rest are opened from other screens (the party tiles, the district page) or by URL.
    expect(SCREEN_ROUTES.filter((r) => !r.inSidebar).map((r) => r.id)).toEqual([
      'district',
      // A booth's committee opens from Booth Team and the Committees report (issue 46).
      'committee',
      'partyState',
      'partyDistrict',
      'partyAssembly',
      'partyBlock',
      'partyMandal',
      'partyBooth',
      'partyKaryakarta',
      'agewise',
      'newVoter',
    ]);
  });

  it('names only pages that exist', () => {
    const ids = new Set<string>(SCREEN_ROUTES.map((r) => r.id));
    for (const item of MENU_ITEMS) if (item.id !== 'voterReports') expect(ids).toContain(item.id);
  });
});
