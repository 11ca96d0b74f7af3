// The teams feature's public face for the router: a screen per TEAM_LEVELS entry and the
// Party Team Db overview.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { findTeamLevel } from '../../domain/team-levels.ts';
import type { TeamLevelId } from '../../domain/team-levels.ts';
import { TeamScreen } from './team-screen.tsx';

export { PartyOverviewScreen } from './party-overview-screen.tsx';

const screens = new Map<TeamLevelId, ComponentType>();

/** The route component of one team level (the same component each time it is asked for). */
export function teamScreen(id: TeamLevelId): ComponentType {
  let screen = screens.get(id);
  if (!screen) {
    const def = findTeamLevel(id);
    if (!def) throw new Error(`Unknown team level ${id}`);
    screen = () => createElement(TeamScreen, { def });
    screen.displayName = `TeamScreen(${id})`;
    screens.set(id, screen);
  }
  return screen;
}
