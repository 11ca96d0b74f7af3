// The failed-submit handling sign-in and sign-up share: log the error, turn it into the alert's
// text (slow network, no network, the server's message) and mark the fields the server named.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { AUTH_TIMEOUT_MS } from './auth-api.ts';
import { describeAuthError } from './auth-error.ts';
import type { AuthFailure } from './auth-error.ts';

export type AuthFailureTexts = {
  /** When the server answered without a message ("Login failed"). */
  fallback: string;
  /** When the server could not be reached at all. */
  network: AuthFailure;
};

export function useAuthFailure(what: string, texts: AuthFailureTexts) {
  const { t } = useTranslation();
  const translate = useTranslateKey();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const fail = (err: unknown, setErrors: (fields: Record<string, string>) => void) => {
    console.warn(`${what} failed`, err);
    const found = describeAuthError(
      err,
      { ...texts, slow: t('auth.network.slow', { seconds: AUTH_TIMEOUT_MS / 1000 }) },
      translate,
    );
    setFailure(found);
    if (found.fields) setErrors(found.fields);
  };
  return { failure, clearFailure: () => setFailure(null), fail };
}
