// Logout asks the server to revoke the token, best effort: the request starts before the
// local session is wiped, but the user never waits for it, and offline nothing is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_PATH, revokeOnServer } from '../../src/sync/server-logout.ts';
import { renderApp, resetApp, signInAs } from '../utils/unit/app-test-utils.tsx';

beforeEach(resetApp);
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetApp();
});

/** A fetch that never answers: logout must not wait for it. */
function stubSilentFetch() {
  const mock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', mock);
  return mock;
}

const logoutCalls = (mock: ReturnType<typeof stubSilentFetch>) =>
  mock.mock.calls.filter(([url]) => String(url).endsWith(LOGOUT_PATH));

describe('logout on the server', () => {
  it('posts the token to the logout route', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"Signed out"}', { status: 200 }));
    await revokeOnServer('tok-1', { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api${LOGOUT_PATH}`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('sends nothing offline or without a token, and never throws', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 200 }));
    await revokeOnServer(null, { fetch });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await revokeOnServer('tok-1', { fetch });
    expect(fetch).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(revokeOnServer('tok-1', { fetch: failing })).resolves.toBeUndefined();
    const refused = vi.fn(async () => new Response('{"error":"token_revoked"}', { status: 401 }));
    await expect(revokeOnServer('tok-1', { fetch: refused })).resolves.toBeUndefined();
  });

  it('logging out from the user menu calls the server with the token and signs out at once', async () => {
    const fetch = stubSilentFetch();
    signInAs();
    const { router } = renderApp('/dashboard');
    await screen.findByText('Hello, Asha');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    // The server never answers, yet the user is out.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    const calls = logoutCalls(fetch);
    expect(calls).toHaveLength(1);
    const init = calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('offline, logging out signs out locally without calling the server', async () => {
    const fetch = stubSilentFetch();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAs();
    const { router } = renderApp('/dashboard');
    await screen.findByText('Hello, Asha');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(logoutCalls(fetch)).toHaveLength(0);
  });
});
