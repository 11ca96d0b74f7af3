// Marks by SMS (issue 44) in the browser tests and screenshots: what the phone keeps (its SMS
// key, the admin's settings, its outbox), the `sms:` link split into number and text, a page
// whose SMS links are tapped without leaving it (a test browser has no SMS app), and the
// party office's gateway phone (sms-gateway.ts) pointed at the real server's webhook.
import type { Page } from 'playwright-core';
import type { SmsGatewaySetup } from '../src/domain/sms-marks/gateway.ts';
import { apiJson } from './e2e-users.ts';
import { SmsGatewayStandIn, fetchPost } from './sms-gateway.ts';

/** The phone's database (src/db/database.ts). */
const DB_NAME = 'booth-panel';

/** What the phone holds for marks by SMS: an SMS key kept, the party number, unsent changes. */
export type PhoneSmsState = { hasKey: boolean; partyNumber: string; outbox: number };

export function phoneSmsState(page: Page): Promise<PhoneSmsState> {
  return page.evaluate(
    (name) =>
      new Promise<PhoneSmsState>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const idb = open.result;
          const tx = idb.transaction(['meta', 'outbox'], 'readonly');
          const meta = tx.objectStore('meta').getAll();
          const outbox = tx.objectStore('outbox').count();
          tx.oncomplete = () => {
            idb.close();
            const rows = meta.result as { key: string; value: unknown }[];
            const settings = rows.find((r) => r.key === 'settings.app')?.value;
            const parsed =
              typeof settings === 'string'
                ? (JSON.parse(settings) as { settings?: { smsMarks?: { number?: string } } })
                : {};
            resolve({
              hasKey: rows.some((r) => r.key.startsWith('smsMarks.key.')),
              partyNumber: parsed.settings?.smsMarks?.number ?? '',
              outbox: outbox.result,
            });
          };
        };
      }),
    DB_NAME,
  );
}

/**
 * A tap on an `sms:` link runs the app's click handler (which notes the marks as handed over)
 * but does not leave the page: a test browser has no SMS app to open.
 */
export function keepSmsLinksInPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="sms:"]');
        if (link) event.preventDefault();
      },
      { capture: true },
    );
  });
}

/** The number and the text of an `sms:<number>?body=<text>` (or `&body=`) link. */
export function readSmsLink(href: string): { number: string; body: string } {
  const match = /^sms:([^?&]*)[?&]body=(.*)$/.exec(href);
  if (!match) throw new Error(`not an SMS link with a body: ${href}`);
  return { number: decodeURIComponent(match[1]!), body: decodeURIComponent(match[2]!) };
}

/** The party office's gateway phone, set up with the server's secret as the admin reads it. */
export async function officeGateway(
  base: string,
  adminToken: string,
  recipient: string,
): Promise<SmsGatewayStandIn> {
  const setup = await apiJson<SmsGatewaySetup>(base, '/admin/sms-gateway', { token: adminToken });
  return new SmsGatewayStandIn(fetchPost(`${base}${setup.webhookPath}`), {
    signingKey: setup.secret,
    recipient,
  });
}
