// The specification's screens/§9: a spinner shows for 1.5 s before each auth page appears. The splash of
// index.html counts as that spinner from the start of a page load, so the first auth page of
// a page load only waits what is left of 1.5 s since navigation start.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_SPINNER_MS,
  remainingPageLoadDelay,
  setAuthPageLoadDone,
} from '../../src/features/auth/use-auth-delay.ts';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';

beforeEach(resetApp);
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
  setAuthPageLoadDone(false);
});

describe('auth page spinner', () => {
  it.each(['/signin', '/signup', '/'])(
    '%s after an earlier auth page shows a spinner first, then the form',
    async (path) => {
      setAuthPageLoadDone(true);
      const started = Date.now();
      renderApp(path);
      expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInstanceOf(HTMLElement);
      expect(screen.queryByLabelText('Email')).toBeNull();
      expect(await screen.findByLabelText('Email')).toBeInstanceOf(HTMLElement);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    },
  );

  it('counts the first auth page of a page load from navigation start', async () => {
    setAuthPageLoadDone(false);
    // The spinner's wait is a timer: which delays were asked for, not how long the page took
    // to appear on a loaded machine, tells what the page waited.
    const timers = vi.spyOn(window, 'setTimeout');
    const delays = () => timers.mock.calls.map(([, ms]) => ms);
    const { router } = renderApp('/signin');
    expect(await screen.findByLabelText('Email')).toBeInstanceOf(HTMLElement);
    // Only what was left of the 1.5 s (nothing, once the test runner has run that long).
    expect(delays()).not.toContain(AUTH_SPINNER_MS);

    // A later in-app navigation between auth pages shows the full spinner again.
    timers.mockClear();
    const navigated = Date.now();
    await act(() => router.navigate('/signup'));
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByLabelText('Name')).toBeInstanceOf(HTMLElement);
    expect(delays()).toContain(AUTH_SPINNER_MS);
    expect(Date.now() - navigated).toBeGreaterThanOrEqual(1400);
  });

  it('waits max(0, 1500 − performance.now()) for the first auth page', () => {
    expect(remainingPageLoadDelay(0)).toBe(AUTH_SPINNER_MS);
    expect(remainingPageLoadDelay(400)).toBe(1100);
    expect(remainingPageLoadDelay(1500)).toBe(0);
    expect(remainingPageLoadDelay(22_000)).toBe(0);
  });
});
