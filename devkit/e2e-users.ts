// Test accounts: unique per call so tests sharing one server never collide.
import { randomUUID } from 'node:crypto';

export type TestUser = { name: string; firstName: string; email: string; password: string };

export function newUser(name = 'Asha Verma'): TestUser {
  const firstName = name.split(/\s+/)[0] ?? name;
  const id = randomUUID().slice(0, 8);
  return {
    name,
    firstName,
    email: `${firstName.toLowerCase()}.${id}@example.test`,
    password: `pass-${id}-word`,
  };
}

/**
 * How long a test waits for the server's answer: a stalled request fails the test naming the
 * request, instead of hanging it until its own timeout with no clue where.
 */
const ANSWER_TIMEOUT_MS = 20_000;

/** Creates the account through the real API (faster than the sign-up screen). */
export async function createAccount(baseUrl: string, user: TestUser): Promise<void> {
  const res = await fetch(`${baseUrl}/api/booth/create-booth-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: user.name, email: user.email, password: user.password }),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** A JSON call to the real API (`/api` + path), throwing with the answer's text on a failure. */
export async function apiJson<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let res: Response;
  try {
    res = await fetch(`${base}/api${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new Error(`${init.method ?? 'GET'} ${path}: no answer (${String(err)})`, { cause: err });
  }
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
