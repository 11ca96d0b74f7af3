// Profile edits with an Idempotency-Key, for the idempotency suites: the booth profile PUT
// is today's authenticated mutating route, and its effect is easy to read back.
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { fullProfile } from './profile-fixture.ts';

export type Editor = { token: string; user: { booth_id: string; email: string } };

/** PUT edit-booth-user of `who` by `by` with this first name, with `key` as Idempotency-Key when given. */
export function editProfile(
  t: TestApp,
  by: Editor,
  firstName: string,
  key?: string,
  who: Editor = by,
): Promise<LightMyRequestResponse> {
  return t.as(by.token, {
    method: 'PUT',
    url: `/api/booth/edit-booth-user/${who.user.booth_id}`,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    payload: { ...fullProfile(who.user.email), firstName },
  });
}

export async function storedFirstName(t: TestApp, who: Editor): Promise<string> {
  const res = await t.as(who.token, { method: 'GET', url: '/api/booth/my-profile' });
  return res.json<{ user: { firstName: string } }>().user.firstName;
}

export const isReplay = (res: LightMyRequestResponse) =>
  res.headers['idempotent-replayed'] === 'true';
