import { useEffect, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signUpSchema } from '../../domain/auth.ts';
import type { SignUpInput } from '../../domain/auth.ts';
import { FormikPasswordInput, FormikTextInput } from '../../components/formik-fields.tsx';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { createBoothUser } from './auth-api.ts';
import { describeAuthError } from './auth-error.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthSwitchLink } from './auth-switch-link.tsx';

const INITIAL: SignUpInput = { name: '', email: '', password: '' };

/** Spec §9: after a successful sign-up, wait this long before going to /signin. */
export const SIGNUP_REDIRECT_MS = 2000;

/** /signup: name, e-mail and password; on success a green note, then /signin after 2 s. */
export function SignUpPage() {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => void navigate('/signin'), SIGNUP_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [done, navigate]);

  async function submit(values: SignUpInput, helpers: FormikHelpers<SignUpInput>) {
    setFailure(null);
    try {
      await createBoothUser(values);
      setDone(true);
    } catch (err) {
      console.warn('Sign-up failed', err);
      const { message, fields } = describeAuthError(err, t('auth.signUp.failed'), translate);
      setFailure(message);
      if (fields) helpers.setErrors(fields);
    }
  }

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <Formik initialValues={INITIAL} validationSchema={signUpSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="md">
              <FormikTextInput
                name="name"
                autoComplete="name"
                label={t('auth.fields.name')}
                placeholder={t('auth.fields.namePlaceholder')}
              />
              <FormikTextInput
                name="email"
                type="email"
                autoComplete="email"
                label={t('auth.fields.email')}
                placeholder={t('auth.fields.emailPlaceholder')}
              />
              <FormikPasswordInput
                name="password"
                autoComplete="new-password"
                label={t('auth.fields.password')}
                placeholder={t('auth.fields.passwordPlaceholder')}
              />
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
              {done && (
                <Alert color="green" variant="light" role="status">
                  {t('auth.signUp.success')}
                </Alert>
              )}
              <Button type="submit" fullWidth loading={isSubmitting} disabled={done}>
                {done ? t('auth.signUp.redirecting') : t('auth.signUp.submit')}
              </Button>
            </Stack>
          </Form>
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
