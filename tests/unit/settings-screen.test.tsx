// The Settings screen: offline it says the settings need the internet (in the user's
// language) and keeps every Save and Add off, while still showing the lists kept on the phone;
// anyone but the admin is told that only the admin changes settings.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../src/db/instance.ts';
import { cacheSettings } from '../../src/db/settings-cache.ts';
import { DEFAULT_SETTINGS } from '../../src/domain/settings.ts';
import { SettingsScreen } from '../../src/features/settings/settings-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { clearSession } from '../../src/sync/session.ts';
import { boothWorker, renderScreen, signIn } from '../utils/screen-test.tsx';
import enSettings from '../../src/locales/en/settings.json';
import hiSettings from '../../src/locales/hi/settings.json';

const admin = { ...boothWorker('5e7', 'Kamla Mishra', '').me, role: 'admin' as const };
const worker = boothWorker('5e8', 'Ravi Kumar').me;

beforeEach(async () => {
  await db.meta.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => false);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
  await i18n.changeLanguage('en');
});

describe('settings screen', () => {
  test('offline: says it needs the internet and shows the kept lists, with nothing to press', async () => {
    signIn(admin);
    await cacheSettings(db, {
      settings: {
        ...DEFAULT_SETTINGS,
        optionLists: {
          ...DEFAULT_SETTINGS.optionLists,
          religion: [{ value: 'Parsi', en: 'Parsi', hi: 'पारसी' }],
        },
      },
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    await i18n.changeLanguage('hi');
    renderScreen(<SettingsScreen />);
    await screen.findByText(hiSettings.settings.offline);
    const kept = await screen.findByLabelText(`${hiSettings.settings.lists.hindi}: पारसी`);
    expect((kept as HTMLInputElement).value).toBe('पारसी');
    for (const name of [hiSettings.settings.save, hiSettings.settings.lists.add])
      for (const button of screen.getAllByRole('button', { name }))
        expect(button.hasAttribute('disabled') || button.dataset.disabled === 'true', name).toBe(
          true,
        );
  });

  test('anyone but the admin is told only the admin changes settings', async () => {
    signIn(worker);
    renderScreen(<SettingsScreen />);
    await screen.findByText(enSettings.settings.notAdmin);
    expect(screen.queryByRole('button', { name: enSettings.settings.save })).toBeNull();
  });
});
