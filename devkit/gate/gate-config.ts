// What the gate walks and what it holds the app to, in one place.
import { SCREEN_ROUTES } from '../../src/domain/navigation.ts';
import { TEAM_LEVELS } from '../../src/domain/team-levels.ts';
import { seedRoll } from '../voter-seed.ts';
import { areaId } from '../../src/domain/areas.ts';
import { COMMITTEE_BOOTH } from '../e2e-committees.ts';
import type { GateLang, GateViewport } from './gate-types.ts';

/** A cheap phone (the narrowest width the app promises) and a laptop. */
export const GATE_VIEWPORTS: readonly GateViewport[] = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

export const GATE_LANGS: readonly GateLang[] = ['en', 'hi'];

/** Touch targets are checked at the phone width only: that is where fingers meet them. */
export const TARGET_SIZE_WIDTH = 360;

/** WCAG 2.5.5 (AAA) size, the app's own promise for every control on a phone. */
export const MIN_TARGET_PX = 44;

/**
 * WCAG 2.0/2.1/2.2 A and AA (axe has no separate 2.2 A tag), plus axe's best-practice rules. Best practice is kept because the
 * gate fails on serious/critical findings only, and the best-practice rules that rate that high
 * (e.g. aria-dialog-name, label-title-only, tabindex, scrollable-region-focusable) are real
 * barriers; the noisy ones (region, landmark-*, heading-order, page-has-heading-one) are
 * moderate and only show in the report. Heading order and the h1 are the gate's own checks.
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

/** axe impacts that fail the gate; the rest are listed by the report script only. */
export const FAILING_IMPACTS: readonly string[] = ['critical', 'serious'];

export type GateRoute = {
  /** URL path. */
  href: string;
  /** What the findings call the screen: the path, or the path and the state it is checked in. */
  name?: string;
  /** localStorage items set before the screen opens (a screen state kept on the phone). */
  storage?: Record<string, string>;
  /** i18n key of the screen's name (dashboard screens), for the document title check. */
  titleKey?: string;
  /** Team lists must show rows (the seed puts members in every level). */
  isTeamList: boolean;
  /** Needs the signed-in session. */
  signedIn: boolean;
  /**
   * The sign-in form as the server sends it, checked before the app's scripts run (the caller
   * holds them back). Otherwise a screen has settled only once the app has taken that form over.
   */
  serverForm?: boolean;
};

const TEAM_ROUTE_IDS: ReadonlySet<string> = new Set(TEAM_LEVELS.map((l) => l.routeId));

/** How many voters the gate's seed pushes (gate-seed.ts). */
export const GATE_ROLL_SIZE = 24;

/**
 * Screens checked a second time in a state kept on the phone: Poll Day with the agent's serial
 * pad (and the officer's count) for the seeded roll's first part, instead of the search; and
 * Follow-ups on its names to object to and on its per-booth counts (the gate's user is the
 * admin, who sees them), besides the supporters' list the route itself shows; and a booth's
 * committee (issue 46), the booth the phone opened last, besides the booth chooser the route
 * itself shows the admin. No state follows
 * its own screen, so each opens afresh rather than over itself.
 */
function screenStates(): GateRoute[] {
  const pollDay = SCREEN_ROUTES.find((r) => r.id === 'pollDay')!;
  const followUps = SCREEN_ROUTES.find((r) => r.id === 'followUps')!;
  const committee = SCREEN_ROUTES.find((r) => r.id === 'committee')!;
  const part = seedRoll(GATE_ROLL_SIZE)[0]!.fields.partNumber;
  const followUpsOn = (tab: 'objections' | 'booths'): GateRoute => ({
    href: followUps.href,
    name: `${followUps.href} (${tab})`,
    titleKey: followUps.titleKey,
    storage: { followUpsTab: JSON.stringify(tab) },
    isTeamList: false,
    signedIn: true,
  });
  return [
    followUpsOn('objections'),
    {
      href: pollDay.href,
      name: `${pollDay.href} (serial pad)`,
      titleKey: pollDay.titleKey,
      storage: { pollDayMode: '"pad"', pollDayPart: JSON.stringify(part) },
      isTeamList: false,
      signedIn: true,
    },
    followUpsOn('booths'),
    // The seeded booth's committee (gate-seed.ts), as the phone remembers the booth last opened.
    {
      href: committee.href,
      name: `${committee.href} (a booth)`,
      titleKey: committee.titleKey,
      storage: { committeeBooth: JSON.stringify(areaId(COMMITTEE_BOOTH)) },
      isTeamList: false,
      signedIn: true,
    },
  ];
}

/**
 * /signin, /signup and every dashboard screen of the route table, so a screen added to
 * src/domain/navigation.ts is checked without touching the gate; then the screen states (last,
 * so the state's screen opens afresh rather than over itself).
 */
export function gateRoutes(): GateRoute[] {
  return [
    { href: '/signin', isTeamList: false, signedIn: false },
    { href: '/signup', isTeamList: false, signedIn: false },
    ...SCREEN_ROUTES.map((r) => ({
      href: r.href,
      titleKey: r.titleKey,
      isTeamList: TEAM_ROUTE_IDS.has(r.id),
      signedIn: true,
    })),
    ...screenStates(),
  ];
}
