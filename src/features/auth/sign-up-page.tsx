import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signUpSchema } from '../../domain/auth.ts';
import type { SignUpInput } from '../../domain/auth.ts';
import { FormikPasswordInput, FormikTextInput } from '../../components/formik-fields.tsx';
// Straight from its file: the barrel would pull Autocomplete and floating-ui into sign-in.
import { FormikForm } from '../../components/form-fields/formik-form.tsx';
import { createBoothUser } from './auth-api.ts';
import { AuthFailureAlert } from './auth-failure-alert.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSwitchLink } from './auth-switch-link.tsx';
import { useFirstAccount } from './use-first-account.ts';
import type { SignInState } from './sign-in-page.tsx';

const INITIAL: SignUpInput = { name: '', email: '', password: '' };

/** The specification's limits: after a successful sign-up, wait this long before going to /signin. */
export const SIGNUP_REDIRECT_MS = 2000;

/**
 * /signup: name, e-mail and password; on success a green note, then /signin after 2 s. On a
 * server with no account yet it says first that this account will be the administrator.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { failure, clearFailure, fail } = useAuthFailure('Sign-up', {
    fallback: t('auth.signUp.failed'),
    // The specification's error catalogue: a network error on sign-up reads "Network error".
    network: { message: t('errors.network'), detail: t('auth.network.offline') },
  });
  /** The new account's e-mail once created: sign-in opens with it filled in. */
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const done = createdEmail !== null;
  const firstAccount = useFirstAccount();
  const [madeAdmin, setMadeAdmin] = useState(false);

  useEffect(() => {
    if (createdEmail === null) return;
    const state: SignInState = { email: createdEmail };
    const id = window.setTimeout(() => void navigate('/signin', { state }), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [createdEmail, navigate]);

  async function submit(values: SignUpInput, helpers: FormikHelpers<SignUpInput>) {
    clearFailure();
    try {
      const { user } = await createBoothUser(values);
      setMadeAdmin(user?.role === 'admin');
      // The address as the server stored it (trimmed, lower-cased).
      setCreatedEmail(signUpSchema.cast(values).email);
    } catch (err) {
      fail(err, helpers.setErrors);
    }
  }

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <Formik initialValues={INITIAL} validationSchema={signUpSchema} onSubmit={submit}>
        {({ isSubmitting, submitForm }) => (
          <FormikForm>
            <Stack gap="md">
              <FormikTextInput
                name="name"
                kind="name"
                label={t('auth.fields.name')}
                placeholder={t('auth.fields.namePlaceholder')}
              />
              <FormikTextInput
                name="email"
                kind="email"
                label={t('auth.fields.email')}
                placeholder={t('auth.fields.emailPlaceholder')}
              />
              <FormikPasswordInput
                name="password"
                kind="newPassword"
                label={t('auth.fields.password')}
                placeholder={t('auth.fields.passwordPlaceholder')}
              />
              {firstAccount && !done && (
                <Alert color="blue" variant="light">
                  {t('auth.signUp.firstAccount')}
                </Alert>
              )}
              {failure && <AuthFailureAlert failure={failure} onRetry={() => void submitForm()} />}
              {done && (
                <Alert color="green" variant="light" role="status">
                  {t('auth.signUp.success')}
                  {madeAdmin && ` ${t('auth.signUp.admin')}`}
                </Alert>
              )}
              <Button type="submit" fullWidth loading={isSubmitting} disabled={done}>
                {done ? t('auth.signUp.redirecting') : t('auth.signUp.submit')}
              </Button>
            </Stack>
          </FormikForm>
        )}
      </Formik>
      <AuthSwitchLink
        prompt={t('auth.signUp.haveAccount')}
        label={t('auth.signUp.toSignIn')}
        to="/signin"
      />
    </AuthLayout>
  );
}
