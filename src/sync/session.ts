// The signed-in session in localStorage: the token under "token" (the specification's fields, so the route
// guard can read it synchronously at load) and the user under "user".
import type { SessionUser } from '../domain/auth.ts';
import { STORED_TOKEN_KEY } from '../domain/sign-in-page.ts';

const TOKEN_KEY = STORED_TOKEN_KEY;
const USER_KEY = 'user';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getSessionUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.dispatchEvent(new Event('booth-session'));
}

/** Replace the token only (sliding expiry renewal). */
export function renewToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event('booth-session'));
}
