// The organisation the scope suites use: an admin, a district coordinator (a/b), two booth
// workers (a/b/c/booth1, a/b/c/booth2), a worker elsewhere (x/y) and one nobody assigned yet.
import { expect } from 'vitest';
import type { SignedIn, TestApp } from './test-app.ts';
import { uniqueEmail } from './test-app.ts';

export type Team = {
  admin: SignedIn;
  coordinator: SignedIn;
  booth1: SignedIn;
  booth2: SignedIn;
  elsewhere: SignedIn;
  unassigned: SignedIn;
};

export const SCOPES = {
  coordinator: 'a/b',
  booth1: 'a/b/c/booth1',
  booth2: 'a/b/c/booth2',
  elsewhere: 'x/y',
} as const;

export async function assignScope(
  t: TestApp,
  token: string,
  userId: string,
  scope: string | null,
): Promise<void> {
  const res = await t.as(token, {
    method: 'PUT',
    url: `/api/users/${userId}/scope`,
    payload: { scope },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Must run on an empty database: the first account becomes the admin. */
export async function makeTeam(t: TestApp): Promise<Team> {
  const admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
  expect(admin.user.role).toBe('admin');
  const members = {} as Omit<Team, 'admin'>;
  for (const name of ['coordinator', 'booth1', 'booth2', 'elsewhere', 'unassigned'] as const) {
    members[name] = await t.newUser(uniqueEmail(name), `${name} Worker`);
  }
  for (const name of ['coordinator', 'booth1', 'booth2', 'elsewhere'] as const) {
    await assignScope(t, admin.token, members[name].user.booth_id, SCOPES[name]);
    members[name].user = { ...members[name].user, scope: SCOPES[name] };
  }
  return { admin, ...members };
}
