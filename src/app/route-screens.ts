// Which component renders each dashboard screen, loaded on demand so the first download stays
// small. A route without an entry here is a voter report (VOTER_REPORTS names its route) or, if
// none is, the shared placeholder; a feature adds its entry here when its screen lands.
import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { ScreenRoute } from '../domain/navigation.ts';
import { TEAM_LEVELS } from '../domain/team-levels.ts';
import { allStrings } from '../i18n.ts';
import type { TeamLevelId } from '../domain/team-levels.ts';

export type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const placeholder: ScreenLoader = async () => {
  const m = await import('../features/placeholders/placeholder-screen.tsx');
  return { Component: m.PlaceholderScreen };
};

const teamScreen =
  (id: TeamLevelId): ScreenLoader =>
  async () => ({ Component: (await import('../features/teams/index.ts')).teamScreen(id) });

/**
 * A route without a screen of its own: the voter report registered under it, else the
 * placeholder. Asked of the reports' chunk, so the report definitions (filters, columns, name
 * keys) stay out of the shell every screen loads.
 */
const reportOrPlaceholder =
  (id: ScreenRoute['id']): ScreenLoader =>
  async () => {
    const reports = await import('../features/voters/report/index.ts');
    const Component = reports.voterReportScreenForRoute(id);
    return Component ? { Component } : placeholder();
  };

/** Real screens by route id; everything else shows the placeholder. */
export const SCREENS: Partial<Record<ScreenRoute['id'], ScreenLoader>> = {
  ...Object.fromEntries(TEAM_LEVELS.map((level) => [level.routeId, teamScreen(level.id)])),
  voterSummary: async () => ({
    Component: (await import('../features/voters/summary/voter-summary-screen.tsx'))
      .VoterSummaryScreen,
  }),
  party: async () => ({
    Component: (await import('../features/teams/index.ts')).PartyOverviewScreen,
  }),
  users: async () => ({
    Component: (await import('../features/accounts/accounts-screen.tsx')).AccountsScreen,
  }),
  rollImport: async () => ({
    Component: (await import('../features/rolls/roll-import-screen.tsx')).RollImportScreen,
  }),
  boothGrades: async () => ({
    Component: (await import('../features/booth-grades/booth-grades-screen.tsx')).BoothGradesScreen,
  }),
  committee: async () => ({
    Component: (await import('../features/committees/booth-committee-screen.tsx'))
      .BoothCommitteeScreen,
  }),
  committees: async () => ({
    Component: (await import('../features/committees/committees-report-screen.tsx'))
      .CommitteesReportScreen,
  }),
  committeeSetup: async () => ({
    Component: (await import('../features/committees/committee-setup-screen.tsx'))
      .CommitteeSetupScreen,
  }),
  settings: async () => ({
    Component: (await import('../features/settings/settings-screen.tsx')).SettingsScreen,
  }),
  areas: async () => ({
    Component: (await import('../features/areas/areas-screen.tsx')).AreasScreen,
  }),
  profile: async () => ({
    Component: (await import('../features/profile/profile-screen.tsx')).ProfileScreen,
  }),
  home: async () => ({
    Component: (await import('../features/home/home-screen.tsx')).HomeScreen,
  }),
  // The panna cards carry the voters feature's "Print slips" (the pocket printer).
  panna: async () => {
    const [{ PannaScreen }, { PannaSlipsButton }] = await Promise.all([
      import('../features/panna/panna-screen.tsx'),
      import('../features/voters/output/panna-slips-button.tsx'),
    ]);
    return { Component: () => createElement(PannaScreen, { cardTool: PannaSlipsButton }) };
  },
  walk: async () => ({
    Component: (await import('../features/walk/walk-screen.tsx')).WalkScreen,
  }),
  pollDay: async () => ({
    Component: (await import('../features/poll-day/poll-day-screen.tsx')).PollDayScreen,
  }),
  followUps: async () => ({
    Component: (await import('../features/follow-ups/follow-ups-screen.tsx')).FollowUpsScreen,
  }),
  groupChat: async () => ({
    Component: (await import('../features/chat/chat-screen.tsx')).ChatScreen,
  }),
  campaign: async () => ({
    Component: (await import('../features/campaigns/campaigns-screen.tsx')).CampaignsScreen,
  }),
  socialMedia: async () => ({
    Component: (await import('../features/social/social-media-screen.tsx')).SocialMediaScreen,
  }),
  sync: async () => ({
    Component: (await import('../features/sync-center/sync-center-screen.tsx')).SyncCenterScreen,
  }),
};

/**
 * The screen's module, and every area's strings but for the home (whose strings load before the
 * first render with the shell's, src/i18n.ts): a screen renders with its words in place.
 */
export function screenLoader(id: ScreenRoute['id']): ScreenLoader {
  const load = SCREENS[id] ?? reportOrPlaceholder(id);
  if (id === 'home') return load;
  return async () => (await Promise.all([load(), allStrings()]))[0];
}
