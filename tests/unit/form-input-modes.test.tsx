// Phone keyboards and autofill: forms declare a field kind and the shared adapters turn it
// into type / inputMode / autoComplete / autoCapitalize, checked here on the real forms.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldKindProps } from '../../src/components/form-fields/index.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';
import { LABELS, input, renderScreen, resetTeams } from '../utils/unit/teams-test-utils.tsx';

vi.mock('../../src/features/auth/use-auth-delay.ts', () => ({
  AUTH_SPINNER_MS: 1500,
  useAuthDelay: () => true,
}));

type Attrs = Record<string, string | null>;

/** The typing-related attributes of an input, as the browser sees them. */
function attrs(el: HTMLElement, names: string[]): Attrs {
  return Object.fromEntries(names.map((n) => [n, el.getAttribute(n)]));
}

const EMAIL: Attrs = {
  type: 'email',
  inputmode: 'email',
  autocomplete: 'email',
  autocapitalize: 'none',
};
const PHONE: Attrs = { type: 'tel', inputmode: 'tel', autocomplete: 'tel' };
const INTEGER: Attrs = { type: 'text', inputmode: 'numeric', pattern: '[0-9]*' };
const word = (autocomplete: string): Attrs => ({
  type: 'text',
  autocomplete,
  autocapitalize: 'words',
});

const check = (el: HTMLElement, expected: Attrs) =>
  expect(attrs(el, Object.keys(expected))).toEqual(expected);

describe('field kinds', () => {
  it('map to the attributes phones use', () => {
    expect(fieldKindProps('phone')).toMatchObject({
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
    });
    expect(fieldKindProps('integer')).toMatchObject({ inputMode: 'numeric', pattern: '[0-9]*' });
    expect(fieldKindProps('email')).toMatchObject({
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
    });
    expect(fieldKindProps('name')).toMatchObject({ autoComplete: 'name', autoCapitalize: 'words' });
    expect(fieldKindProps('givenName')).toMatchObject({ autoComplete: 'given-name' });
    expect(fieldKindProps('familyName')).toMatchObject({ autoComplete: 'family-name' });
    expect(fieldKindProps('search')).toMatchObject({ type: 'search' });
  });
});

describe('auth forms', () => {
  beforeEach(resetApp);
  afterEach(resetApp);

  it('sign-in: e-mail keyboard, current password', async () => {
    renderApp('/signin');
    check(await screen.findByLabelText('Email'), EMAIL);
    check(screen.getByLabelText('Password'), {
      type: 'password',
      autocomplete: 'current-password',
    });
  });

  it('sign-up: capitalised name, e-mail keyboard, new password', async () => {
    renderApp('/signup');
    check(await screen.findByLabelText('Name'), word('name'));
    check(screen.getByLabelText('Email'), EMAIL);
    check(screen.getByLabelText('Password'), { type: 'password', autocomplete: 'new-password' });
  });
});

describe('team member forms', () => {
  beforeEach(resetTeams);
  afterEach(resetTeams);

  it('team levels: names, e-mail, phone, age, places and address', async () => {
    renderScreen(<TeamScreen def={findTeamLevel('partyState')!} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add State Member' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New State Team Member' });
    check(input(LABELS.firstName), word('given-name'));
    check(input(LABELS.lastName), word('family-name'));
    check(input(LABELS.email), EMAIL);
    check(input(LABELS.phone), PHONE);
    check(input(LABELS.age), INTEGER);
    // Places suggest what was entered before, so the browser's own autofill stays out.
    check(input(LABELS.city), word('off'));
    check(input(LABELS.address), word('street-address'));
  });

  it('booth members: one name field and a phone', async () => {
    renderScreen(<TeamScreen def={findTeamLevel('boothTeam')!} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add booth member' }));
    await screen.findByRole('heading', { level: 1, name: 'Create New Booth Member' });
    check(input(LABELS.name), word('name'));
    check(input(LABELS.phone), PHONE);
  });
});
