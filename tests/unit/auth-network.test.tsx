// Sign-in and sign-up on a bad network: no answer within 15 s is a slow network with Retry
// (which sends the same values again); a call that fails outright, or a phone that knows it is
// offline, is "offline" at once. Fake timers stand in for the 15 s.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TIMEOUT_MS } from '../../src/features/auth/auth-api.ts';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';
import { SIGNED_IN, sentBody, stubFetch, withSignUpState } from '../utils/unit/auth-test-utils.ts';

vi.mock('../../src/features/auth/use-auth-delay.ts', () => ({
  AUTH_SPINNER_MS: 1500,
  useAuthDelay: () => true,
}));

const SLOW = 'The network is too slow: no answer from the server within 15 seconds.';
const OFFLINE = 'You appear to be offline. Check your internet connection and try again.';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await resetApp();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetApp();
});

/** A fetch that never answers (and ignores its abort signal); `started` resolves on each call. */
function stubSilentFetch() {
  let started: () => void = () => {};
  const called = () => new Promise<void>((resolve) => (started = resolve));
  let next = called();
  const mock = vi.fn((_url: string, _init?: RequestInit) => {
    started();
    next = called();
    return new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', withSignUpState(mock));
  return { mock, nextCall: () => next };
}

async function fill(labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) {
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  }
}

/** Only setTimeout is faked: the API client's time limit runs on it. */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('auth on a slow network', () => {
  it('waits 15 s by default', () => {
    expect(AUTH_TIMEOUT_MS).toBe(15_000);
  });

  it('sign-in: says the network is too slow after 15 s, and Retry sends the same values', async () => {
    const silent = stubSilentFetch();
    const { router } = renderApp('/signin');
    await fill({ Email: 'asha@example.com', Password: 'secret1' });
    fakeTimeouts();
    const firstCall = silent.nextCall();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await firstCall;

    // The page logs each failure as it catches it: nothing before 15 s, then the timeout.
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(
      'Sign-in failed',
      expect.objectContaining({ kind: 'timeout' }),
    );
    // React renders the failure on real timers.
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SLOW));
    expect(screen.getByRole('alert').textContent).not.toContain('offline');

    const fetch = stubFetch(SIGNED_IN);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sentBody(fetch)).toEqual({ email: 'asha@example.com', password: 'secret1' });
    expect(sentBody(silent.mock)).toEqual(sentBody(fetch));
  });

  it('sign-up: the same slow-network note with Retry', async () => {
    const silent = stubSilentFetch();
    renderApp('/signup');
    await fill({ Name: 'Asha Verma', Email: 'asha@example.com', Password: 'secret1' });
    fakeTimeouts();
    const firstCall = silent.nextCall();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await firstCall;
    await vi.advanceTimersByTimeAsync(AUTH_TIMEOUT_MS);
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SLOW));

    const secondCall = silent.nextCall();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await secondCall;
    expect(silent.mock).toHaveBeenCalledTimes(2);
    expect(sentBody(silent.mock, 1)).toEqual(sentBody(silent.mock, 0));
  });
});

describe('auth offline', () => {
  it('sign-in: a fetch that rejects at once says offline, without Retry', async () => {
    stubFetch('network-down');
    renderApp('/signin');
    await fill({ Email: 'asha@example.com', Password: 'secret1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sign-in: a phone that reports no network is told so without a call', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = stubFetch({ status: 200, body: {} });
    renderApp('/signin');
    await fill({ Email: 'asha@example.com', Password: 'secret1' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the offline note in Hindi', async () => {
    const { i18n } = await import('../../src/i18n.ts');
    await i18n.changeLanguage('hi');
    stubFetch('network-down');
    renderApp('/signin');
    await fill({ ईमेल: 'asha@example.com', पासवर्ड: 'secret1' });
    fireEvent.click(screen.getByRole('button', { name: 'साइन इन' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      i18n.getFixedT('hi')('auth.network.offline'),
    );
  });
});
