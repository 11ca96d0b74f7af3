// The booth worker's account made from the booth's row in Areas (booth-worker-dialog.tsx): a
// readable password to hand over, and the account created at once, online, with it.
import type { CreateUserInput, UserSummary } from '../../domain/users.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';

/** What POST /api/users takes here: the plain password, which the server hashes. */
export type BoothWorkerInput = Omit<CreateUserInput, 'password' | 'passwordHash' | 'name'> & {
  password: string;
};

/**
 * POST /api/users now, or fail: for a booth worker's account made from the booth's row, whose
 * sign-in details are handed over at once, so it must exist before they are shown (online
 * only; the plain password goes over TLS as at sign-in, and is never kept on the phone).
 */
export function createAccountNow(input: BoothWorkerInput): Promise<{ user: UserSummary }> {
  return callApi(apiRoutes.users.create, {
    body: input,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

/** Letters and digits nobody mixes up when reading them out (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A password to hand over with a new account: 10 readable characters, about 49 bits. */
export function readablePassword(length = 10): string {
  let out = '';
  // Rejection sampling (248 = 8 × 31) keeps every character equally likely.
  while (out.length < length)
    for (const b of crypto.getRandomValues(new Uint8Array(length)))
      if (b < 248 && out.length < length) out += READABLE[b % READABLE.length];
  return out;
}
