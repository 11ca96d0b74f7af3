// Sign Up (the specification's screens, §8): "Required" under each empty field, the green success note with the
// disabled "Redirecting to Sign In..." button and the move to /signin, and the failure texts.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';
import { BAD_EMAIL, sentBody, stubFetch } from '../utils/unit/auth-test-utils.ts';

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

async function fillAndSubmit(name: string, email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign up', () => {
  it('shows "Required" under each empty field', async () => {
    const fetch = stubFetch({ status: 201, body: {} });
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const messages = await screen.findAllByText('Required');
    expect(messages).toHaveLength(3);
    // Mantine puts the error text under the input and links it as its description.
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a malformed e-mail and a short password', async () => {
    stubFetch({ status: 201, body: {} });
    renderApp('/signup');
    await fillAndSubmit('Asha', 'not-an-email', '123');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Use at least 6 characters')).toBeInstanceOf(HTMLElement);
  });

  it('shows the success note, disables the button and goes to /signin after 2 s', async () => {
    const fetch = stubFetch({ status: 201, body: { message: 'Account created' } });
    const { router } = renderApp('/signup');
    await fillAndSubmit(' Asha Verma ', ' Asha@Example.com', 'secret1');
    const button = await screen.findByRole('button', { name: 'Redirecting to Sign In...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect((await screen.findByRole('status')).textContent).toMatch(/Account created successfully/);
    expect(sentBody(fetch)).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(router.state.location.pathname).toBe('/signup');
    // After the 2 s redirect delay; the limit only bounds a hang (a loaded machine is slower).
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 15_000,
    });
    // Sign-in opens with the new account's e-mail (as stored), never the password.
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com'),
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('tells the first person that their account will be the administrator', async () => {
    stubFetch(
      { status: 201, body: { message: 'Account created', user: { role: 'admin' } } },
      { firstAccount: true },
    );
    renderApp('/signup');
    expect(
      await screen.findByText(/yours will be the administrator, who sets up the areas/),
    ).toBeInstanceOf(HTMLElement);
    await fillAndSubmit('Asha Verma', 'asha@example.com', 'secret1');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Account created successfully. You can now sign in. Your account is the administrator.',
    );
    expect(screen.queryByText(/yours will be the administrator/)).toBeNull();
  });

  it('says nothing of the administrator once accounts exist', async () => {
    stubFetch({ status: 201, body: { message: 'Account created', user: { role: 'worker' } } });
    renderApp('/signup');
    await fillAndSubmit('Asha Verma', 'asha@example.com', 'secret1');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Account created successfully. You can now sign in.',
    );
    expect(screen.queryByText(/administrator/)).toBeNull();
  });

  it('shows the duplicate e-mail message from the server', async () => {
    stubFetch({
      status: 409,
      body: {
        error: 'conflict',
        message: 'An account with this e-mail already exists',
        messageKey: 'errors.emailTaken',
      },
    });
    renderApp('/signup');
    await fillAndSubmit('Asha', 'asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this e-mail already exists',
    );
  });

  it('puts server field errors under their fields', async () => {
    stubFetch(BAD_EMAIL);
    renderApp('/signup');
    await fillAndSubmit('Asha', 'asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Some fields are not valid');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInstanceOf(HTMLElement);
  });

  it('shows "Registration failed" without a server message and "Network error" offline', async () => {
    stubFetch({ status: 502 });
    renderApp('/signup');
    await fillAndSubmit('Asha', 'asha@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed');

    // The specification's error catalogue wording first, then what to do about it.
    stubFetch('network-down');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Network errorYou appear to be offline. Check your internet connection and try again.',
      ),
    );
  });

  it('links to sign-in', async () => {
    const { router } = renderApp('/signup');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
