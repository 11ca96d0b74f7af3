// What the sign-in page the server sends (server/sign-in-page/) and the app that takes it over
// (src/features/auth/static-sign-in.ts) agree on: element ids, field names and the answer to
// a form sent before the app's JavaScript had arrived. Both sides read these, so neither
// spells an id of its own.
import type { ApiErrorBody, LoginResponse } from './auth.ts';

/** The specification's limits: a spinner shows for 1.5 s before each auth page appears. */
export const AUTH_SPINNER_MS = 1500;

/** Where the form posts, and the page paths that get the form from the network. */
export const SIGN_IN_PATH = '/signin';

export const SIGN_IN_PAGE = {
  /** The block around the server's form (and its spinner); the app removes it on take-over. */
  block: 'signin-static',
  /** The `<script type="application/json">` with a form's outcome (never executed). */
  result: 'signin-result',
  /** The `<template>` holding the app's files until the first touch (public/sign-in-boot.js). */
  appFiles: 'signin-app-files',
} as const;

/** The script that starts the app on the sign-in page's first touch: a public file, not hashed. */
export const SIGN_IN_BOOT_SCRIPT = '/sign-in-boot.js';

/** Where a signed-in phone keeps its token (src/sync/session.ts); the boot script reads it. */
export const STORED_TOKEN_KEY = 'token';

/** The form's field names: the same as the sign-in call's body (signInSchema). */
export const SIGN_IN_FIELDS = ['email', 'password'] as const;

/** A refused sign-in as the API would answer it, with its status. */
export type SignInRefusal = ApiErrorBody & { status: number };

/** What the server hands the app after a form was sent without it. */
export type SignInHandOver = { signIn: LoginResponse } | { failure: SignInRefusal };

/**
 * Marks in the built index.html around its modulepreload links (scripts/preload-first-route.ts):
 * the dashboard's are live, the sign-in screen's sit inside a comment. The server's sign-in
 * page drops the first and opens the second (server/sign-in-page/shell.ts).
 */
export const PRELOADS = {
  signedInStart: '<!-- preload: signed in -->',
  signedInEnd: '<!-- /preload: signed in -->',
  signInStart: '<!-- preload: sign-in',
  signInEnd: '-->',
} as const;

/** index.html with the sign-in screen's preloads live and the dashboard's gone. */
export function withSignInPreloads(html: string): string {
  const a = html.indexOf(PRELOADS.signedInStart);
  const b = html.indexOf(PRELOADS.signedInEnd);
  const c = html.indexOf(PRELOADS.signInStart);
  const d = c < 0 ? -1 : html.indexOf(PRELOADS.signInEnd, c + PRELOADS.signInStart.length);
  if (a < 0 || b < a || c < b || d < 0) return html;
  return (
    html.slice(0, a) +
    html.slice(c + PRELOADS.signInStart.length, d).trim() +
    html.slice(d + PRELOADS.signInEnd.length)
  );
}
