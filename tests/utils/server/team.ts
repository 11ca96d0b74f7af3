// The organisation the scope suites use: an admin, a district coordinator (a/b), two booth
// workers (a/b/c/booth1, a/b/c/booth2), a worker elsewhere (x/y) and one nobody assigned yet.
import { expect } from 'vitest';
import { areaId } from '../../../src/domain/areas.ts';
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

/** A push op creating (or updating) the booth area at `path` that holds these roll parts. */
export const boothArea = (path: string, parts: number[]) => ({
  table: 'areas' as const,
  id: areaId(path),
  fields: { path, scope: path, name: `Booth ${path}`, parts },
});

export async function assignScope(
  t: TestApp,
  token: string,
  userId: string,
  scope: string | null,
  /** Needed when a non-admin claims an unassigned account (see claimCode). */
  code?: string,
): Promise<void> {
  const res = await t.as(token, {
    method: 'PUT',
    url: `/api/users/${userId}/scope`,
    payload: code === undefined ? { scope } : { scope, claimCode: code },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A claim code made by `holder` (unassigned), which a non-admin needs to claim them. */
export async function claimCode(t: TestApp, holder: SignedIn): Promise<string> {
  const res = await t.as(holder.token, { method: 'POST', url: '/api/users/me/claim-code' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ code: string }>().code;
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
