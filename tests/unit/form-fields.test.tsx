// The shared form pieces (FormikForm, the field adapters): every error shows at once on Submit,
// the first field in error (in page order) gets the focus, range errors name the range in the
// user's language; and the same on the real forms (sign-up, a team member form).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, object, string } from 'yup';
import { FormikTextInput } from '../../src/components/formik-fields.tsx';
import { FormikAutocomplete, FormikForm } from '../../src/components/form-fields/index.ts';
import { parseMessage, rangeMessage, withValues } from '../../src/domain/message-values.ts';
import { MSG } from '../../src/domain/validation.ts';
import { findTeamLevel } from '../../src/domain/team-levels.ts';
import { TeamScreen } from '../../src/features/teams/team-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { renderApp, resetApp } from '../utils/unit/app-test-utils.tsx';
import { BAD_EMAIL, stubFetch } from '../utils/unit/auth-test-utils.ts';
import { LABELS, input, renderScreen, resetTeams, type } from '../utils/unit/teams-test-utils.tsx';
import { renderScreen as renderInMantine } from '../utils/render-screen.tsx';

vi.mock('../../src/features/auth/use-auth-delay.ts', () => ({
  AUTH_SPINNER_MS: 1500,
  useAuthDelay: () => true,
}));

const schema = object({
  name: string().required(MSG.required),
  city: string().required(MSG.required),
  email: string().email(MSG.email).required(MSG.required),
  age: number()
    .typeError(MSG.number)
    .min(0, rangeMessage(0, 150))
    .max(150, rangeMessage(0, 150))
    .required(MSG.required),
});

/** A form built only from the shared pieces, as a future form would be. */
function renderSampleForm() {
  const onSubmit = vi.fn();
  renderInMantine(
    <Formik
      initialValues={{ name: '', city: '', email: '', age: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <FormikForm>
        <FormikTextInput name="name" kind="name" label="Name" />
        <FormikAutocomplete name="city" label="City" data={['Lucknow']} />
        <FormikTextInput name="email" kind="email" label="Email" />
        <FormikTextInput name="age" kind="integer" label="Age" />
        <button type="submit">Save</button>
      </FormikForm>
    </Formik>,
  );
  return onSubmit;
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = (name = 'Save') => fireEvent.click(screen.getByRole('button', { name }));

describe('shared form pieces', () => {
  beforeEach(resetApp);
  afterEach(resetApp);

  it('shows every "Required" at once on Submit and focuses the first field', async () => {
    const onSubmit = renderSampleForm();
    submit();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(4));
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a bad e-mail and the range of an age, and focuses the first of them', async () => {
    renderSampleForm();
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('City'), { target: { value: 'Lucknow' } });
    fireEvent.change(field('Email'), { target: { value: 'not-mail' } });
    fireEvent.change(field('Age'), { target: { value: '151' } });
    submit();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Must be between 0 and 150')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
  });

  it('focuses a later field when only it is wrong, and says the range in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderSampleForm();
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('City'), { target: { value: 'Lucknow' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(field('Age'), { target: { value: '-1' } });
    submit();
    expect(await screen.findByText('0 से 150 के बीच होना चाहिए')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(document.activeElement).toBe(field('Age')));
  });
});

describe('messages with values', () => {
  it('round-trips a key and its values, and leaves plain keys alone', () => {
    expect(parseMessage(rangeMessage(0, 150))).toEqual({
      key: 'errors.between',
      values: { min: 0, max: 150 },
    });
    expect(parseMessage(withValues('errors.x', { n: 'a|b' }))).toEqual({
      key: 'errors.x',
      values: { n: 'a|b' },
    });
    expect(parseMessage('errors.required')).toEqual({ key: 'errors.required' });
    expect(parseMessage('a | b')).toEqual({ key: 'a | b' });
  });
});

describe('the app forms use them', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await resetApp();
  });

  it('sign-up: empty Submit focuses Name; a server field error focuses its field', async () => {
    await resetApp();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));

    stubFetch(BAD_EMAIL);
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Enter a valid e-mail address');
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
  });

  describe('team member form', () => {
    beforeEach(resetTeams);
    afterEach(resetTeams);
    const state = findTeamLevel('partyState')!;

    async function openForm() {
      renderScreen(<TeamScreen def={state} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Add State Member' }));
      await screen.findByRole('heading', { level: 1, name: 'Create New State Team Member' });
    }

    it('shows every "Required" at once and focuses First Name', async () => {
      await openForm();
      submit('Submit');
      // The name and the phone: the rest of a member is optional (More details).
      await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
      await waitFor(() => expect(document.activeElement).toBe(input(LABELS.firstName)));
    });

    it('names the age range, and focuses the first wrong field in page order', async () => {
      await openForm();
      type(LABELS.firstName, 'Asha');
      type(LABELS.phone, '98765 43210');
      // E-mail and age sit under More details, folded on a phone.
      fireEvent.click(screen.getByRole('button', { name: 'More details' }));
      type(LABELS.email, 'asha@');
      type(LABELS.age, '200');
      submit('Submit');
      expect(await screen.findByText('Must be between 0 and 150')).toBeInstanceOf(HTMLElement);
      expect(screen.getByText('Enter a valid e-mail address')).toBeInstanceOf(HTMLElement);
      await waitFor(() => expect(document.activeElement).toBe(input(LABELS.email)));
    });
  });
});
