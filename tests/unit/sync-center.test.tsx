import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { reloadRequired } from '../../src/db/reload-flag.ts';
import { i18n } from '../../src/i18n.ts';
import {
  SyncBadge,
  ReloadRequiredBanner,
  logoutWarning,
  confirmLogout,
} from '../../src/features/sync-center/index.ts';
import { outboxCsv } from '../../src/features/sync-center/export-csv.ts';
import { SyncCenterScreen } from '../../src/features/sync-center/sync-center-screen.tsx';
import type { SyncT } from '../../src/features/sync-center/use-sync-t.ts';
import { saveSession } from '../../src/sync/session.ts';
import { getSyncEngine } from '../../src/sync/start-sync.ts';
import { unsyncedSummary } from '../../src/sync/unsynced.ts';
import { alice, bob } from '../utils/unit/sync-helpers.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const user = {
  booth_id: alice.userId,
  firstName: 'Alice',
  lastName: 'A',
  email: 'a@x.in',
  role: 'worker' as const,
  scope: alice.scope,
};
const t = i18n.t.bind(i18n) as unknown as SyncT;

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderSyncCenter() {
  return renderScreen(<SyncCenterScreen />);
}

function renderBadge() {
  return renderScreen(
    <>
      <SyncBadge />
      <ReloadRequiredBanner />
    </>,
  );
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.voters.clear();
  localStorage.clear();
  saveSession('token', user);
  setOnline(true);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  getSyncEngine().stop();
});

describe('SyncBadge', () => {
  test('shows synced, then the pending count of the signed-in user only, then offline', async () => {
    renderBadge();
    expect(await screen.findByText('Synced')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      await createRecord(db, alice, 'voters', { firstName: 'A' });
      await createRecord(db, alice, 'voters', { firstName: 'B' });
      await createRecord(db, bob, 'voters', { firstName: 'not mine' });
    });
    expect(await screen.findByText('2 unsent')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard/sync');
    // Offline with changes waiting: both facts in words, not an icon that looks the same.
    act(() => setOnline(false));
    expect(await screen.findByText('Offline · 2 unsent')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link').getAttribute('aria-label')).toBe(
      'Sync status: open the Sync Center: Offline · 2 unsent',
    );
    await act(async () => {
      await db.outbox.clear();
    });
    expect(await screen.findByText('Offline')).toBeInstanceOf(HTMLElement);
  });

  test('shows failures first, in Hindi too', async () => {
    await createRecord(db, alice, 'voters', { firstName: 'A' });
    await db.outbox
      .toCollection()
      .modify({ status: 'failed', failure: { reason: 'errors.forbidden', at: '' } });
    await i18n.changeLanguage('hi');
    renderBadge();
    expect(await screen.findByText('1 असफल')).toBeInstanceOf(HTMLElement);
  });

  test('the reload banner appears when a newer tab took over the database', async () => {
    renderBadge();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => reloadRequired.set());
    expect((await screen.findByRole('alert')).textContent).toContain('Reload');
  });
});

describe('logout warning and CSV export', () => {
  test('nothing unsynced: no warning; otherwise the warning names what stays behind', async () => {
    expect(logoutWarning(await unsyncedSummary(db, alice.userId), t)).toBeNull();
    expect(confirmLogout(await unsyncedSummary(db, alice.userId), t, () => false)).toBe(true);

    await createRecord(db, alice, 'voters', { firstName: 'A' });
    await createRecord(db, alice, 'members', { level: 'booth', status: 'active', name: 'M' });
    await createRecord(db, alice, 'voters', { firstName: 'B' });
    const summary = await unsyncedSummary(db, alice.userId);
    const warning = logoutWarning(summary, t);
    expect(warning).toContain(
      '3 changes have not reached the server yet (Voter: 2, Team member: 1)',
    );
    let asked = '';
    expect(confirmLogout(summary, t, (m) => ((asked = m), false))).toBe(false);
    expect(asked).toBe(warning);
  });

  test('the CSV lists every unsynced change with its fields and failure reason', async () => {
    await createRecord(db, alice, 'voters', { firstName: 'राम', lastName: 'Kumar' });
    await db.outbox
      .toCollection()
      .modify({ status: 'failed', failure: { reason: 'errors.invalid', at: '' } });
    const csv = outboxCsv(await db.outbox.toArray());
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('status,kind,table,operation,recordId,subject,fields,reason,createdAt');
    expect(row).toContain('failed,mutation,voters,put,');
    expect(row).toContain('राम Kumar');
    expect(row).toContain('errors.invalid');
  });
});

describe('SyncCenterScreen', () => {
  test('lists a failed change with its translated reason; Retry queues it again', async () => {
    await createRecord(db, alice, 'voters', { firstName: 'Ravi', lastName: 'Kumar' });
    await createRecord(db, alice, 'voters', { firstName: 'Sita' });
    const first = (await db.outbox.orderBy('seq').first())!;
    await db.outbox.update(first.seq!, {
      status: 'failed',
      failure: { reason: 'errors.forbidden', at: '' },
    });
    renderSyncCenter();
    expect(await screen.findByText('Not accepted by the server (1)')).toBeInstanceOf(HTMLElement);
    // The pending count comes from its own live query: wait for it too.
    expect(await screen.findByText('Waiting to be sent (1)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('You may not do this')).toBeInstanceOf(HTMLElement); // errors.forbidden, translated
    expect(screen.getByText('Ravi Kumar')).toBeInstanceOf(HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Waiting to be sent (2)')).toBeInstanceOf(HTMLElement);
    await waitFor(async () =>
      expect(await db.outbox.filter((e) => e.status === 'failed').count()).toBe(0),
    );
  });

  test('offline: says so at once and disables "Sync now" with the reason', async () => {
    renderSyncCenter();
    const syncNow = await screen.findByRole('button', { name: 'Sync now' });
    expect(syncNow.hasAttribute('disabled')).toBe(false);
    act(() => setOnline(false));
    await waitFor(() => expect(syncNow.hasAttribute('disabled')).toBe(true));
    const reason = screen.getByText(
      'You are offline. Changes are sent as soon as the network returns.',
    );
    expect(syncNow.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('status').textContent).toBe(
      'Waiting for the network; your changes are safe on this phone',
    );
  });

  test('says offline as the header does when the server could not be reached', async () => {
    // The engine is shared by the tests: an earlier one's failed try may have left it offline.
    act(() => getSyncEngine().status.set({ phase: 'idle' }));
    renderSyncCenter();
    expect(await screen.findByText('Online')).toBeInstanceOf(HTMLElement);
    // The browser still says online (a reload with the network gone can leave it so).
    act(() => getSyncEngine().status.set({ phase: 'offline', error: 'errors.network' }));
    expect(await screen.findByText('Offline')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Online')).toBeNull();
    // Sync now still tries: the browser has a network.
    expect(screen.getByRole('button', { name: 'Sync now' }).hasAttribute('disabled')).toBe(false);
  });

  test('a phone whose storage filled up mid-sync is told so and what to free, in Hindi too', async () => {
    renderSyncCenter();
    await screen.findByRole('button', { name: 'Sync now' });
    act(() => getSyncEngine().status.set({ phase: 'error', error: 'errors.storageFull' }));
    expect(await screen.findByText(/Phone storage is full/)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/Delete old photos or videos/)).toBeInstanceOf(HTMLElement);
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText(/फ़ोन की जगह \(स्टोरेज\) भर गई है/)).toBeInstanceOf(HTMLElement);
    act(() => getSyncEngine().status.set({ phase: 'idle' }));
  });

  test('storage the browser may clear: offers to keep it on this phone and to export', async () => {
    let persisted = false;
    const storage = {
      estimate: async () => ({ usage: 2_000_000, quota: 100_000_000 }),
      persisted: async () => persisted,
      persist: async () => (persisted = true),
    };
    Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
    try {
      renderSyncCenter();
      expect(
        await screen.findByText('Unsent changes could be lost if the browser clears its data.'),
      ).toBeInstanceOf(HTMLElement);
      expect(
        screen.getByRole('progressbar', { name: 'Storage used on this phone' }),
      ).toBeInstanceOf(HTMLElement);
      // The export offered in the warning as well as at the top of the screen.
      expect(
        screen.getAllByRole('button', { name: 'Export unsynced and failed changes (CSV)' }),
      ).toHaveLength(2);
      fireEvent.click(screen.getByRole('button', { name: 'Keep data on this phone' }));
      expect(
        await screen.findByText('Protected from automatic clean-up by the browser'),
      ).toBeInstanceOf(HTMLElement);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Keep data on this phone' })).toBeNull(),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
  });
});
