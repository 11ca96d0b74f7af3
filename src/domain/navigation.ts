// Every screen under /dashboard as data (the specification's screens): the router, the sidebar, the header's page
// name and the route tests all read these lists, so a path is spelt in one place only.

/** Where a page sits in the sidebar; `false` = reachable by URL or from other screens only. */
type SidebarPlace = 'main' | 'reports' | false;

export type DashboardPage = {
  /** Stable id; also the last part of the title key. */
  id: string;
  /** Path below /dashboard; '' is the dashboard home. Case matters (agewise vs agewise-List). */
  path: string;
  sidebar: SidebarPlace;
};

/** Pages directly under /dashboard, in sidebar order (the specification's screens lists the sidebar this way). */
export const DASHBOARD_PAGES = [
  { id: 'boothTeam', path: 'booth-team', sidebar: 'main' },
  { id: 'home', path: '', sidebar: 'main' },
  { id: 'karyaKartaTeam', path: 'karya-karta-team', sidebar: 'main' },
  { id: 'campaign', path: 'campaign', sidebar: 'main' },
  { id: 'nvr', path: 'nvr', sidebar: 'main' },
  { id: 'socialMedia', path: 'social-media', sidebar: 'main' },
  { id: 'party', path: 'party', sidebar: 'main' },
  { id: 'voterList', path: 'voter-list', sidebar: 'main' },
  { id: 'voterSummary', path: 'voter-summary', sidebar: 'main' },
  { id: 'panna', path: 'panna', sidebar: 'main' },
  { id: 'walk', path: 'door-to-door', sidebar: 'main' },
  { id: 'pollDay', path: 'poll-day', sidebar: 'main' },
  { id: 'followUps', path: 'follow-ups', sidebar: 'main' },
  { id: 'groupChat', path: 'group-chat', sidebar: 'main' },
  { id: 'profile', path: 'profile', sidebar: 'main' },
  { id: 'areas', path: 'areas', sidebar: 'main' },
  { id: 'users', path: 'users', sidebar: 'main' },
  { id: 'rollImport', path: 'roll-import', sidebar: 'main' },
  { id: 'boothGrades', path: 'booth-grades', sidebar: 'main' },
  { id: 'committees', path: 'committees', sidebar: 'main' },
  { id: 'committeeSetup', path: 'committee-setup', sidebar: 'main' },
  { id: 'settings', path: 'settings', sidebar: 'main' },
  { id: 'sync', path: 'sync', sidebar: 'main' },
  { id: 'district', path: 'district', sidebar: false },
  { id: 'committee', path: 'committee', sidebar: false },
  { id: 'partyState', path: 'party/state', sidebar: false },
  { id: 'partyDistrict', path: 'party/district', sidebar: false },
  { id: 'partyAssembly', path: 'party/assembly', sidebar: false },
  { id: 'partyBlock', path: 'party/block', sidebar: false },
  { id: 'partyMandal', path: 'party/mandal', sidebar: false },
  { id: 'partyBooth', path: 'party/booth', sidebar: false },
  { id: 'partyKaryakarta', path: 'party/karyakarta', sidebar: false },
] as const satisfies readonly DashboardPage[];

/** Below /dashboard/district/report1/. */
export const REPORT_BASE = 'district/report1';

/** The 28 voter report paths; the first 26 are in the sidebar's "Reports" group, in its order. */
export const REPORT_PAGES = [
  { id: 'listSearch', path: 'list-search' },
  { id: 'alphaList', path: 'alpha-list' },
  { id: 'agewiseList', path: 'agewise-List' },
  { id: 'family', path: 'family' },
  { id: 'familyHead', path: 'family-Head' },
  { id: 'doubleName', path: 'double-name' },
  { id: 'marriedWomen', path: 'married-women' },
  { id: 'singleVoter', path: 'single-voter' },
  { id: 'addressWise', path: 'address-wise' },
  { id: 'surname', path: 'surname' },
  { id: 'familyLabels', path: 'family-labels' },
  { id: 'sms', path: 'sms' },
  { id: 'casteWiseList', path: 'caste-wise-list' },
  { id: 'labelValue', path: 'lable-value' },
  { id: 'areaWiseList', path: 'area-wise-list' },
  { id: 'partyWiseList', path: 'party-wise-list' },
  { id: 'deadList', path: 'dead-list' },
  { id: 'birthdayList', path: 'birthday-list' },
  { id: 'education', path: 'education' },
  { id: 'homeShift', path: 'home-shift' },
  { id: 'newVoterList', path: 'new-voter-list' },
  { id: 'profession', path: 'profession' },
  { id: 'outsideLocation', path: 'outside-location' },
  { id: 'labharthiList', path: 'labharthi-list' },
  { id: 'approachList', path: 'approach-list' },
  { id: 'voterSurveyList', path: 'voter-survey-list' },
  { id: 'agewise', path: 'agewise', sidebar: false },
  { id: 'newVoter', path: 'new-voter', sidebar: false },
] as const satisfies readonly { id: string; path: string; sidebar?: false }[];

export type DashboardPageId = (typeof DASHBOARD_PAGES)[number]['id'];
export type ReportId = (typeof REPORT_PAGES)[number]['id'];

/** i18n key of a page title; typed so that t() rejects a key missing from the English file. */
export type PageTitleKey = `nav.pages.${DashboardPageId}` | `nav.reports.${ReportId}`;

/** One routable screen below /dashboard. */
export type ScreenRoute = {
  id: DashboardPageId | ReportId;
  kind: 'page' | 'report';
  /** Path below /dashboard, e.g. 'party/booth' or 'district/report1/sms'. */
  path: string;
  /** Full URL path, e.g. '/dashboard/party/booth'. */
  href: string;
  titleKey: PageTitleKey;
  inSidebar: boolean;
};

export const DASHBOARD_BASE = '/dashboard';

const join = (path: string) => (path ? `${DASHBOARD_BASE}/${path}` : DASHBOARD_BASE);

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  ...DASHBOARD_PAGES.map((p): ScreenRoute => ({
    id: p.id,
    kind: 'page',
    path: p.path,
    href: join(p.path),
    titleKey: `nav.pages.${p.id}`,
    inSidebar: p.sidebar !== false,
  })),
  ...REPORT_PAGES.map((r): ScreenRoute => {
    const path = `${REPORT_BASE}/${r.path}`;
    return {
      id: r.id,
      kind: 'report',
      path,
      href: join(path),
      titleKey: `nav.reports.${r.id}`,
      inSidebar: !('sidebar' in r),
    };
  }),
];

/** The screen shown at a URL path (trailing slash ignored), or undefined. */
export function findScreenRoute(pathname: string): ScreenRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SCREEN_ROUTES.find((r) => r.href === clean);
}
