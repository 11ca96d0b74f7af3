// Runs the accessibility gate's walk (devkit/gate/) against the built app and prints every
// finding grouped by rule and route, so the fixes can be shared out. Run after a build:
//   node --import tsx scripts/gate-report.ts [--advisories] [--width 360] [--lang hi]
// E2E_DIST_DIR=<folder> walks another build than dist/. Exits 1 when the gate would fail.
import { parseArgs } from 'node:util';
import { launchBrowser } from '../devkit/e2e-browser.ts';
import { startTestServer } from '../devkit/e2e-server.ts';
import { GATE_LANGS, GATE_VIEWPORTS } from '../devkit/gate/gate-config.ts';
import {
  formatByRuleAndElement,
  formatByRuleAndRoute,
  formatSummary,
} from '../devkit/gate/gate-format.ts';
import { seedGateUser } from '../devkit/gate/gate-seed.ts';
import type { GateLang } from '../devkit/gate/gate-types.ts';
import { walkGate } from '../devkit/gate/gate-walk.ts';

const { values } = parseArgs({
  options: {
    // Also list axe's moderate and minor findings, which do not fail the gate.
    advisories: { type: 'boolean', default: false },
    width: { type: 'string', multiple: true },
    lang: { type: 'string', multiple: true },
    verbose: { type: 'boolean', default: false },
  },
});

const widths = values.width?.map(Number);
const viewports = widths ? GATE_VIEWPORTS.filter((v) => widths.includes(v.width)) : undefined;
const langs = values.lang
  ? GATE_LANGS.filter((l: GateLang) => values.lang?.includes(l))
  : undefined;

const started = Date.now();
const server = await startTestServer();
const browser = await launchBrowser();
try {
  const session = await seedGateUser(server.url);
  const result = await walkGate({
    browser,
    baseUrl: server.url,
    session,
    viewports,
    langs,
    concurrency: 2,
    log: values.verbose ? (line) => console.error(line) : undefined,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Walked ${result.screens} screens in ${seconds} s.`);
  console.log('\n=== Summary (rule: count — typical element — routes) ===');
  console.log(formatSummary(result.failures) || 'nothing fails the gate');
  console.log('\n=== By rule and element ===');
  console.log(formatByRuleAndElement(result.failures));
  console.log('\n=== By rule and route (every finding) ===');
  console.log(formatByRuleAndRoute(result.failures));
  if (values.advisories) {
    console.log('\n=== axe moderate/minor findings (do not fail the gate) ===');
    console.log(formatByRuleAndRoute(result.advisories) || 'none');
  }
  process.exitCode = result.failures.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await server.close();
}
