import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signInSchema } from '../../domain/auth.ts';
import type { SignInInput } from '../../domain/auth.ts';
import { saveSession } from '../../sync/session.ts';
import { FormikPasswordInput, FormikTextInput } from '../../components/formik-fields.tsx';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { loginBoothUser } from './auth-api.ts';
import { describeAuthError } from './auth-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSwitchLink } from './auth-switch-link.tsx';

const INITIAL: SignInInput = { email: '', password: '' };

/** /signin (and / without a token): e-mail and password, then on to /dashboard. */
export function SignInPage() {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: SignInInput, helpers: FormikHelpers<SignInInput>) {
    setFailure(null);
    try {
      const { token, user } = await loginBoothUser(values);
      saveSession(token, user);
      await navigate('/dashboard');
    } catch (err) {
      console.warn('Sign-in failed', err);
      const { message, fields } = describeAuthError(err, t('auth.signIn.failed'), translate);
      setFailure(message);
      if (fields) helpers.setErrors(fields);
    }
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <Formik initialValues={INITIAL} validationSchema={signInSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="md">
              <FormikTextInput
                name="email"
                type="email"
                autoComplete="email"
                label={t('auth.fields.email')}
                placeholder={t('auth.fields.emailPlaceholder')}
              />
              <FormikPasswordInput
                name="password"
                autoComplete="current-password"
                label={t('auth.fields.password')}
                placeholder={t('auth.fields.passwordPlaceholder')}
              />
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              <Button type="submit" fullWidth loading={isSubmitting}>
                {t('auth.signIn.submit')}
              </Button>
            </Stack>
          </Form>
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
