// Builds the real app on a throwaway database and offers small helpers for the requests the
// suites repeat (sign up, sign in, authorised calls). Requests go through Fastify's inject.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppOptions } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import type { LoginResponse, SessionUser } from '../../../src/domain/auth.ts';
import type { DatabaseKind, TestDatabase } from './test-databases.ts';
import { openTestDatabase } from './test-databases.ts';

export const PASSWORD = 'secret-password';

export type SignedIn = { token: string; user: SessionUser };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  testDb: TestDatabase;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Authorised request with `Bearer token`. */
  as(token: string, opts: InjectOptions): Promise<LightMyRequestResponse>;
  signUp(email: string, name?: string): Promise<SessionUser>;
  signIn(email: string, password?: string): Promise<SignedIn>;
  /** Sign up and sign in; returns the session. */
  newUser(email: string, name?: string): Promise<SignedIn>;
  close(): Promise<void>;
};

export type TestAppOptions = Omit<AppOptions, 'db'>;

let counter = 0;
/** An e-mail address no other test in this process uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}@example.com`;
}

/** Wrap an already built app (used for a second server on the same database). */
export function wrapApp(app: FastifyInstance, testDb: TestDatabase, db = testDb.db): TestApp {
  const request = (opts: InjectOptions) => app.inject(opts);
  const as = (token: string, opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
  const signUp = async (email: string, name = 'Test User') => {
    const res = await request({
      method: 'POST',
      url: '/api/booth/create-booth-user',
      payload: { name, email, password: PASSWORD },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return res.json<{ user: SessionUser }>().user;
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const res = await request({
      method: 'POST',
      url: '/api/booth/login-booth-user',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const body = res.json<LoginResponse>();
    return { token: body.token, user: body.user };
  };
  return {
    app,
    db,
    testDb,
    request,
    as,
    signUp,
    signIn,
    async newUser(email, name) {
      await signUp(email, name);
      return signIn(email);
    },
    close: () => app.close(),
  };
}

/** A fresh database and app; `close` closes both and drops the database. */
export async function startTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDb = await openTestDatabase(kind);
  const app = await buildApp({ db: testDb.db, authRateLimit: 10_000, ...options });
  const wrapped = wrapApp(app, testDb);
  return {
    ...wrapped,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}
