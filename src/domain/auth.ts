import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MSG, lowerCased, trimmedString } from './validation.ts';

const email = trimmedString()
  .transform(lowerCased)
  .max(254, MSG.tooLong)
  .email(MSG.email)
  .required(MSG.required);

export const signInSchema = object({
  email,
  password: string().max(200, MSG.tooLong).required(MSG.required),
});

export const signUpSchema = object({
  name: trimmedString().max(120, MSG.tooLong).required(MSG.required),
  email,
  password: string().min(6, MSG.passwordShort).max(200, MSG.tooLong).required(MSG.required),
});

export type SignInInput = InferType<typeof signInSchema>;
export type SignUpInput = InferType<typeof signUpSchema>;

export type Role = 'admin' | 'worker';

/** The user as the login answer gives it (the specification's API calls: booth_id, firstName, lastName, email, role). */
export type SessionUser = {
  booth_id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Organisation path this user may see (docs/decisions/areas-accounts.md); '' = everything (admin), null = own records only. */
  scope: string | null;
};

export type LoginResponse = { token: string; user: SessionUser; expiresAt: string };

/** Every 4xx/5xx answer of the API has this shape. `fields` values are i18n keys. */
/**
 * The `error` code of a 401 for a disabled account, on every route: the phone that receives it
 * wipes that user's local data, signs out and says why.
 */
export const ACCOUNT_DISABLED = 'account_disabled';

export type ApiErrorBody = {
  error: string;
  message: string;
  fields?: Record<string, string>;
  /** i18n key for `message`, so the UI can show it in the user's language. */
  messageKey?: string;
};

/** Split the sign-up "name" into first and last name: the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
