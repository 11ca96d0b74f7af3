// The two auth calls (the specification's API calls). Values are cast through the shared schemas first, so the
// server receives the same trimmed, lower-cased e-mail it will validate.
import { signInSchema, signUpSchema } from '../../domain/auth.ts';
import type { LoginResponse, SessionUser, SignInInput, SignUpInput } from '../../domain/auth.ts';
import { authRoutes } from '../../domain/api/auth.ts';
import { ApiError } from '../../sync/api-client.ts';
import { callApi } from '../../sync/call-api.ts';

/**
 * An auth call with no answer by then is reported as a slow network (with Retry) rather than
 * left spinning: shorter than the sync engine's limit, because a person is waiting.
 */
export const AUTH_TIMEOUT_MS = 15_000;

/** A phone that knows it has no network fails at once instead of waiting for a timeout. */
function assertOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError('network', 'The device is offline');
  }
}

export async function loginBoothUser(values: SignInInput): Promise<LoginResponse> {
  assertOnline();
  return callApi(authRoutes.signIn, {
    body: signInSchema.cast(values),
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}

/** Whether no account exists yet, so this sign-up makes the administrator. */
export function fetchSignUpState(signal: AbortSignal): Promise<{ firstAccount: boolean }> {
  return callApi(authRoutes.signUpState, {
    signal,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}

export async function createBoothUser(values: SignUpInput): Promise<{ user?: SessionUser }> {
  assertOnline();
  return callApi(authRoutes.signUp, {
    body: signUpSchema.cast(values),
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}
