// The voter reports' public face for the router: a screen per VOTER_REPORTS definition.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { VOTER_REPORTS, findVoterReport } from '../../../domain/voter-reports.ts';
import { VoterReportScreen } from './voter-report-screen.tsx';

export { VoterReportScreen } from './voter-report-screen.tsx';

const screens = new Map<string, ComponentType>();

/** The route component of one report (the same component each time it is asked for). */
export function voterReportScreen(id: string): ComponentType {
  let screen = screens.get(id);
  if (!screen) {
    const def = findVoterReport(id);
    if (!def) throw new Error(`Unknown voter report ${id}`);
    screen = () => createElement(VoterReportScreen, { def });
    screen.displayName = `VoterReportScreen(${id})`;
    screens.set(id, screen);
  }
  return screen;
}

/** The report registered under a route, if any (the router asks for routes without a screen). */
export function voterReportScreenForRoute(routeId: string): ComponentType | undefined {
  const def = VOTER_REPORTS.find((d) => d.routeId === routeId);
  return def ? voterReportScreen(def.id) : undefined;
}
