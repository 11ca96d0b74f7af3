// The two auth calls (spec §7). Values are cast through the shared schemas first, so the
// server receives the same trimmed, lower-cased e-mail it will validate.
import { signInSchema, signUpSchema } from '../../domain/auth.ts';
import type { LoginResponse, SignInInput, SignUpInput } from '../../domain/auth.ts';
import { apiRequest } from '../../sync/api-client.ts';

export function loginBoothUser(values: SignInInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/booth/login-booth-user', {
    method: 'POST',
    body: signInSchema.cast(values),
  });
}

export function createBoothUser(values: SignUpInput): Promise<unknown> {
  return apiRequest<unknown>('/booth/create-booth-user', {
    method: 'POST',
    body: signUpSchema.cast(values),
  });
}
