// A bare HTTP client of the sync API for Node: what each simulated phone does on the wire,
// without IndexedDB. It speaks the shared protocol types, so a protocol change breaks the build.
import type { LoginResponse, SessionUser } from '../../src/domain/auth.ts';
import type {
  Mutation,
  PullResponse,
  PushRequest,
  PushResponse,
} from '../../src/domain/sync-protocol.ts';

export type Session = { token: string; user: SessionUser };

async function call<T>(url: string, init: RequestInit, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Create an account and sign in. The first account on an empty database becomes the admin. */
export async function signUpAndIn(
  base: string,
  name: string,
  email: string,
  password = 'bench-password-1',
): Promise<Session> {
  await call(`${base}/api/booth/create-booth-user`, {
    method: 'POST',
    body: JSON.stringify({ name, email, password }),
  });
  const login = await call<LoginResponse>(`${base}/api/booth/login-booth-user`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return { token: login.token, user: login.user };
}

export function push(
  base: string,
  session: Session,
  clientId: string,
  mutations: Mutation[],
): Promise<PushResponse> {
  const body: PushRequest = { clientId, mutations };
  return call<PushResponse>(
    `${base}/api/sync/push`,
    { method: 'POST', body: JSON.stringify(body) },
    session.token,
  );
}

export function pull(
  base: string,
  session: Session,
  cursor: string,
  limit: number,
): Promise<PullResponse> {
  const q = new URLSearchParams({ cursor, limit: String(limit) });
  return call<PullResponse>(`${base}/api/sync/pull?${q}`, { method: 'GET' }, session.token);
}

/** Give `userId` a scope (PUT /api/users/:id/scope), as a coordinator or admin does. */
export async function assignScope(
  base: string,
  by: Session,
  userId: string,
  scope: string,
): Promise<void> {
  await call(
    `${base}/api/users/${userId}/scope`,
    { method: 'PUT', body: JSON.stringify({ scope }) },
    by.token,
  );
}
