// The first sync's progress bar (issue 26, point 6): voters on this phone of the total, in words
// in English and Hindi, "paused" when the pull stopped short, and gone once everything is in.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstSyncBanner } from '../../src/features/sync-center/first-sync-banner.tsx';
import { i18n } from '../../src/i18n.ts';
import { pullProgress } from '../../src/sync/pull-progress-store.ts';
import { renderScreen } from '../utils/screen-test.tsx';

afterEach(async () => {
  cleanup();
  pullProgress.set(null);
  await i18n.changeLanguage('en');
});

describe('first sync banner', () => {
  it('says how many voters are on the phone of the total while the pull runs', () => {
    pullProgress.set({ synced: 250, total: 1200, running: true });
    renderScreen(<FirstSyncBanner />);
    expect(screen.getByRole('status').textContent).toContain('250 of 1,200 voters on this phone');
    const bar = screen.getByRole('progressbar', { name: 'Voters on this phone' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((250 / 1200) * 100, 0);
    act(() => pullProgress.set({ synced: 1250, total: 1200, running: true }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says it is paused, in Hindi, when the pull stopped short', async () => {
    await i18n.changeLanguage('hi');
    pullProgress.set({ synced: 1000, total: 1200, running: false });
    renderScreen(<FirstSyncBanner />);
    expect(screen.getByRole('status').textContent).toMatch(/1,200 में से 1,000 मतदाता पर रुका है/);
    expect(screen.getByRole('status').textContent).not.toMatch(/काम शुरू कर सकते/);
  });

  it('shows nothing when no long pull runs', () => {
    renderScreen(<FirstSyncBanner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
