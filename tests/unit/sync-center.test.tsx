import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { createRecord } from '../../src/db/commands.ts';
import { db } from '../../src/db/instance.ts';
import { reloadRequired } from '../../src/db/reload-flag.ts';
import { i18n } from '../../src/i18n.ts';
import {
  SyncBadge,
  SyncCenterScreen,
  ReloadRequiredBanner,
  logoutWarning,
  confirmLogout,
} from '../../src/features/sync-center/index.ts';
import { outboxCsv } from '../../src/features/sync-center/export-csv.ts';
import type { SyncT } from '../../src/features/sync-center/use-sync-t.ts';
import { saveSession } from '../../src/sync/session.ts';
import { getSyncEngine } from '../../src/sync/start-sync.ts';
import { unsyncedSummary } from '../../src/sync/unsynced.ts';
import { alice, bob } from './sync-helpers.ts';

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

function renderBadge() {
  return render(
    <MantineProvider>
      <MemoryRouter>
        <SyncBadge />
        <ReloadRequiredBanner />
      </MemoryRouter>
    </MantineProvider>,
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
    expect(await screen.findByText('Synced')).toBeTruthy();
    await act(async () => {
      await createRecord(db, alice, 'voters', { firstName: 'A' });
      await createRecord(db, alice, 'voters', { firstName: 'B' });
      await createRecord(db, bob, 'voters', { firstName: 'not mine' });
    });
    expect(await screen.findByText('2 pending')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/dashboard/sync');
    act(() => setOnline(false));
    expect(await screen.findByText('2 pending')).toBeTruthy();
    await act(async () => {
      await db.outbox.clear();
    });
    expect(await screen.findByText('Offline')).toBeTruthy();
  });

  test('shows failures first, in Hindi too', async () => {
    await createRecord(db, alice, 'voters', { firstName: 'A' });
    await db.outbox
      .toCollection()
      .modify({ status: 'failed', failure: { reason: 'errors.forbidden', at: '' } });
    await i18n.changeLanguage('hi');
    renderBadge();
    expect(await screen.findByText('1 असफल')).toBeTruthy();
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
    render(
      <MantineProvider>
        <MemoryRouter>
          <SyncCenterScreen />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByText('Not accepted by the server (1)')).toBeTruthy();
    expect(screen.getByText('Waiting to be sent (1)')).toBeTruthy();
    expect(screen.getByText('You may not do this')).toBeTruthy(); // errors.forbidden, translated
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Waiting to be sent (2)')).toBeTruthy();
    await waitFor(async () =>
      expect(await db.outbox.where('status').equals('failed').count()).toBe(0),
    );
  });
});
