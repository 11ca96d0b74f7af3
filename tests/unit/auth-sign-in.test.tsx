// Sign In (the specification's screens, §8): validation in red under the fields, the server's message (translated
// when it sends a key), "Login failed", the offline note, and success into the dashboard.
// Slow networks and Retry: auth-network.test.tsx.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/app-providers.tsx';
import { buildRoutes } from '../../src/app/routes.tsx';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';
import { SIGNED_IN, sentBody, stubFetch } from '../utils/unit/auth-test-utils.ts';

// The 1.5 s spinner has its own test (auth-spinner); here the form shows at once.
vi.mock('../../src/features/auth/use-auth-delay.ts', () => ({
  AUTH_SPINNER_MS: 1500,
  useAuthDelay: () => true,
}));

beforeEach(async () => {
  await resetApp();
  // Failures are logged for whoever debugs them; the tests check what the user sees.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await resetApp();
});

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign in', () => {
  it('shows "Required" under empty fields and does not call the server', async () => {
    const fetch = stubFetch({ status: 200, body: {} });
    renderApp('/signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message, translated by its key', async () => {
    stubFetch({
      status: 401,
      body: {
        error: 'x',
        message: 'Invalid email or password',
        messageKey: 'errors.invalidCredentials',
      },
    });
    renderApp('/signin');
    await submit('asha@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('shows a server message that has no key as it is', async () => {
    stubFetch({ status: 403, body: { error: 'x', message: 'Account disabled' } });
    renderApp('/signin');
    await submit('asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Account disabled');
  });

  it('shows "Login failed" when the server gives no message', async () => {
    stubFetch({ status: 500 });
    renderApp('/signin');
    await submit('asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('says the phone seems offline when the call fails outright', async () => {
    stubFetch('network-down');
    renderApp('/signin');
    await submit('asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You appear to be offline. Check your internet connection and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('saves the session and opens the dashboard on success', async () => {
    const fetch = stubFetch(SIGNED_IN);
    const { router } = renderApp('/signin');
    await submit('  Asha@Example.com ', 'secret1');
    expect(await screen.findByText('Hello, Asha', {})).toBeInstanceOf(HTMLElement);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sentBody(fetch)).toEqual({ email: 'asha@example.com', password: 'secret1' });
  });

  it('links to sign-up', async () => {
    const { router } = renderApp('/signin');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('fills in the e-mail passed in navigation state (as sign-up does), not a password', async () => {
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: [{ pathname: '/signin', state: { email: 'asha@example.com' } }],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('asha@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('starts empty when the navigation state holds no e-mail', async () => {
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: [{ pathname: '/signin', state: { email: 42 } }],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });
});
