// The accessibility and layout gate: every route of the route table (src/domain/navigation.ts)
// at 360 px and 1280 px, in English and Hindi, signed in with members at every team level.
// Fails on serious/critical axe findings, touch targets under 44×44 px on the phone, sideways
// overflow, row menus off screen, missing screen titles and skipped heading levels — all of
// them at once, grouped by rule. The same walk prints a full report: scripts/gate-report.ts.
// A new screen is checked by being in the route table; exemptions live in
// devkit/gate/gate-exemptions.ts, each with its reason.
import { describe, expect, it } from 'vitest';
import { noBrowser, useE2eEnv } from '../utils/e2e-setup.ts';
import { formatByRuleAndElement, formatSummary } from '../../devkit/gate/gate-format.ts';
import { seedGateUser } from '../../devkit/gate/gate-seed.ts';
import { walkGate } from '../../devkit/gate/gate-walk.ts';

describe.skipIf(noBrowser)('accessibility gate', () => {
  const env = useE2eEnv();

  it('every screen passes at 360 and 1280 px, in English and Hindi', async () => {
    const session = await seedGateUser(env.server.url);
    const { failures, screens } = await walkGate({
      browser: env.browser,
      baseUrl: env.server.url,
      session,
      // Two contexts at a time keep both cores busy while the other waits on the app.
      concurrency: 2,
    });
    expect(screens).toBeGreaterThan(0);
    const report = `${formatSummary(failures)}\n\n${formatByRuleAndElement(failures)}`;
    expect(failures, report).toHaveLength(0);
    // The voter reports put 31 screens with rows and row menus on the walk (about 4 min here).
  }, 420_000);
});
