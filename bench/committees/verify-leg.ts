// The phone leg of bench:committees: a booth's committee seeded through the API (devkit/
// e2e-committees.ts), the gateway stand-in set up, then a coordinator on a 360 px phone with
// CPU 4× slower checks members one by one by code, each timed from the tap on Check to the
// screen saying they are checked (devkit's verifyByCode, the one the E2E test uses).
import type { Browser } from 'playwright-core';
import en from '../../src/locales/en/committees.json';
import { PHONE, newAppContext } from '../../devkit/e2e-browser.ts';
import {
  BOOTH_TEAM,
  seatThrough,
  seedCommitteeOrg,
  useGateway,
  verifyByCode,
} from '../../devkit/e2e-committees.ts';
import { signInViaUi } from '../../devkit/e2e-pages.ts';
import { startSmsSendStandIn } from '../../devkit/sms-send-stand-in.ts';

const CPU_RATE = 4;
const ROLES = [
  'president',
  'secretary',
  'bla',
  'whatsapp',
  'labharthi',
  'member',
  'member',
  'member',
];

export type VerifyRun = { name: string; ms: number; toGatewayMs: number };

export async function measureVerification(
  browser: Browser,
  base: string,
  count: number,
  log: (text: string) => void,
): Promise<VerifyRun[]> {
  const gateway = await startSmsSendStandIn();
  try {
    const org = await seedCommitteeOrg(base);
    await useGateway(base, org.tokens.admin, gateway);
    const people = BOOTH_TEAM.slice(0, Math.min(count, BOOTH_TEAM.length));
    for (const [i, person] of people.entries())
      await seatThrough(base, org.tokens.worker, org.boothId, ROLES[i]!, person);
    const context = await newAppContext(browser, base, { viewport: PHONE });
    const page = await context.newPage();
    await signInViaUi(page, org.coordinator);
    await page.goto(`/dashboard/committee?booth=${org.boothId}`);
    const first = en.committees.seat.checkLabel.replace('{{name}}', people[0]!.name);
    await page.getByRole('button', { name: first }).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const runs: VerifyRun[] = [];
    for (const person of people) {
      const run = await verifyByCode(page, gateway, person, en.committees);
      log(`verified ${person.name}: ${run.ms} ms (SMS at the gateway after ${run.toGatewayMs} ms)`);
      runs.push({ name: person.name, ...run });
    }
    await context.close();
    return runs;
  } finally {
    await gateway.close();
  }
}
