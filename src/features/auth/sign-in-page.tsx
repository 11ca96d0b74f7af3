import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInSchema } from '../../domain/auth.ts';
import type { SignInInput } from '../../domain/auth.ts';
import { saveSession } from '../../sync/session.ts';
import { takeSignedOutReason } from '../../sync/signed-out-reason.ts';
import { FormikPasswordInput, FormikTextInput } from '../../components/formik-fields.tsx';
// Straight from its file: the barrel would pull Autocomplete and floating-ui into sign-in.
import { FormikForm } from '../../components/form-fields/formik-form.tsx';
import { loginBoothUser } from './auth-api.ts';
import { AuthFailureAlert } from './auth-failure-alert.tsx';
import { useAuthFailure } from './use-auth-failure.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSwitchLink } from './auth-switch-link.tsx';
import { StaticSignInTakeOver } from './static-sign-in-take-over.tsx';

/** Navigation state that pre-fills the e-mail (sign-up passes the new account's; never a password). */
export type SignInState = { email: string };

function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

/** /signin (and / without a token): e-mail and password, then on to /dashboard. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const prefilledEmail = emailFromState(useLocation().state);
  const initial = useMemo<SignInInput>(
    () => ({ email: prefilledEmail, password: '' }),
    [prefilledEmail],
  );
  const { failure, clearFailure, fail } = useAuthFailure('Sign-in', {
    fallback: t('auth.signIn.failed'),
    network: { message: t('auth.network.offline') },
  });
  // Read once: a reload of the sign-in page does not repeat it.
  const [signedOutReason] = useState(takeSignedOutReason);

  async function submit(values: SignInInput, helpers: FormikHelpers<SignInInput>) {
    clearFailure();
    try {
      const { token, user } = await loginBoothUser(values);
      saveSession(token, user);
      await navigate('/dashboard');
    } catch (err) {
      fail(err, helpers.setErrors);
    }
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Formik initialValues={initial} validationSchema={signInSchema} onSubmit={submit}>
        {({ isSubmitting, submitForm }) => (
          <FormikForm>
            <StaticSignInTakeOver onRefused={fail} />
            <Stack gap="md">
              {signedOutReason && (
                <Alert color="red" role="alert" title={t('auth.accountDisabled.title')}>
                  {t('auth.accountDisabled.wiped')}
                </Alert>
              )}
              <FormikTextInput
                name="email"
                kind="email"
                label={t('auth.fields.email')}
                placeholder={t('auth.fields.emailPlaceholder')}
              />
              <FormikPasswordInput
                name="password"
                kind="currentPassword"
                label={t('auth.fields.password')}
                placeholder={t('auth.fields.passwordPlaceholder')}
              />
              {failure && <AuthFailureAlert failure={failure} onRetry={() => void submitForm()} />}
              <Button type="submit" fullWidth loading={isSubmitting}>
                {t('auth.signIn.submit')}
              </Button>
            </Stack>
          </FormikForm>
        )}
      </Formik>
      <AuthSwitchLink
        prompt={t('auth.signIn.noAccount')}
        label={t('auth.signIn.toSignUp')}
        to="/signup"
      />
    </AuthLayout>
  );
}
