// Poll Day's SMS fallback card (issue 44): nothing without a party number; once a mark has
// waited longer than the admin's setting it says so (English and Hindi) and offers the SMS;
// before that it offers it quietly, on demand. The phone fetches its SMS key while online;
// the prepared SMS opens the SMS app on the party's number with the text filled in, and its
// marks are then shown as handed over. Without a key it says what to do.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { getMeta } from '../../src/db/meta.ts';
import { cacheSettings } from '../../src/db/settings-cache.ts';
import { readMarks } from '../../src/domain/sms-marks/codec.ts';
import type { SmsKey } from '../../src/domain/sms-marks/gateway.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { DEFAULT_SETTINGS } from '../../src/domain/settings.ts';
import { smsKeyName } from '../../src/features/poll-day/sms-key.ts';
import { SmsFallbackCard } from '../../src/features/poll-day/sms-fallback-card.tsx';
import { handedName } from '../../src/features/poll-day/sms-waiting.ts';
import { i18n } from '../../src/i18n.ts';
import en from '../../src/locales/en/smsMarks.json';
import hi from '../../src/locales/hi/smsMarks.json';
import { clearSession } from '../../src/sync/session.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';

const { me, writer } = boothWorker('5e5', 'Asha Verma');
const NUMBER = '+919000000001';
const KEY: SmsKey = {
  keyId: 12,
  key: 'n1C8Yx2qS0W6yJq0bY0m0s6B1uXr3F9pZlE7xG0c2aQ',
  issuedAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
};

let keyCalls = 0;
let serveKey = true;

async function settle(number: string, waitMinutes = 10) {
  await cacheSettings(db, {
    settings: { ...DEFAULT_SETTINGS, smsMarks: { number, waitMinutes } },
    updatedAt: new Date().toISOString(),
  });
}

/** A first voted mark made `minutesAgo`, waiting in the outbox. */
async function waitingMark(serial: number, minutesAgo: number) {
  const voterId = await createRecord(db, writer, 'voters', {
    firstName: `V${serial}`,
    partNumber: 12,
    serialNumber: serial,
    assemblyNumber: 173,
  });
  await createRecord(
    db,
    writer,
    'voteMarks',
    {
      voterId,
      voted: true,
      markedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      by: 'Asha Verma',
    },
    { id: firstMarkId(me.booth_id, voterId) },
  );
}

beforeEach(async () => {
  await Promise.all([db.meta.clear(), db.voters.clear(), db.voteMarks.clear(), db.outbox.clear()]);
  keyCalls = 0;
  serveKey = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => serveKey);
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (String(url).endsWith('/api/sms-marks/key') && init?.method === 'POST') {
      keyCalls += 1;
      return new Response(JSON.stringify(KEY), { headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  signIn(me);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearSession();
  await i18n.changeLanguage('en');
});

describe('SMS fallback card', () => {
  test('shows nothing while the admin has set no party number', async () => {
    await settle('');
    await waitingMark(5, 30);
    const { container } = renderScreen(<SmsFallbackCard />);
    await waitFor(() => expect(keyCalls).toBe(1));
    expect(container.querySelector('section')).toBeNull();
  });

  test('a mark waiting past the setting: says so, opens the SMS app with the marks, then shows them handed over', async () => {
    await settle(NUMBER, 10);
    await waitingMark(5, 12);
    await waitingMark(9, 3);
    renderScreen(<SmsFallbackCard />);
    await screen.findByText(
      en.smsMarks.due_other.replace('{{count}}', '2').replace('{{minutes}}', '10'),
    );
    // The key was fetched while online and kept for the day without data.
    await waitFor(async () => expect(await getMeta(db, smsKeyName(me.booth_id))).toBeTruthy());
    fireEvent.click(
      screen.getByRole('button', { name: en.smsMarks.send_other.replace('{{count}}', '2') }),
    );
    const open = await screen.findByRole('link', { name: 'Open SMS app with SMS 1 of 1' });
    const href = open.getAttribute('href')!;
    expect(href.startsWith(`sms:${NUMBER}?body=BP1`)).toBe(true);
    const read = readMarks(decodeURIComponent(href.split('body=')[1]!));
    expect(read.ok && read.message).toMatchObject({ keyId: 12, part: 12, serials: [5, 9] });
    // jsdom cannot leave the page for the SMS app: the click is kept from navigating.
    open.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(open);
    await waitFor(async () =>
      expect(
        Object.keys(JSON.parse((await getMeta<string>(db, handedName(me.booth_id))) ?? '{}')),
      ).toHaveLength(2),
    );
    fireEvent.click(screen.getByRole('button', { name: en.smsMarks.done }));
    await screen.findByRole('button', {
      name: en.smsMarks.sendAgain_other.replace('{{count}}', '2'),
    });
    expect(screen.getByRole('status').textContent).toContain('2 marks handed to the SMS app');
  });

  test('in Hindi, and before the wait is up only on demand', async () => {
    await settle(NUMBER, 10);
    await waitingMark(5, 2);
    await i18n.changeLanguage('hi');
    renderScreen(<SmsFallbackCard />);
    await screen.findByRole('button', { name: hi.smsMarks.send_one.replace('{{count}}', '1') });
    expect(screen.queryByText(/मिनट से ज़्यादा/)).toBeNull();
    await screen.findByText(hi.smsMarks.title);
  });

  test('without a key (never online since it was installed) it says what to do', async () => {
    serveKey = false;
    await settle(NUMBER, 10);
    await waitingMark(5, 20);
    renderScreen(<SmsFallbackCard />);
    fireEvent.click(
      await screen.findByRole('button', { name: en.smsMarks.send_one.replace('{{count}}', '1') }),
    );
    await screen.findByText(en.smsMarks.noKey);
    expect(keyCalls).toBe(0);
  });
});
