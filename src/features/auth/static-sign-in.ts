// The app's side of the sign-in page the server sends before the JavaScript arrives
// (server/sign-in-page/): at start, a sign-in the server made from its form is stored as the
// app's own sign-in stores it; when the app's form appears, it takes over what was typed into
// the server's form (and where the cursor was), then removes that form.
import { SIGN_IN_PAGE } from '../../domain/sign-in-page.ts';
import type { SignInHandOver, SignInRefusal } from '../../domain/sign-in-page.ts';
import type { SignInInput } from '../../domain/auth.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { getToken, saveSession } from '../../sync/session.ts';

function readHandOver(): SignInHandOver | null {
  const block = document.getElementById(SIGN_IN_PAGE.result);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SignInHandOver;
  } catch {
    return null;
  }
}

function removeStaticSignIn(): void {
  document.getElementById(SIGN_IN_PAGE.block)?.remove();
  document.getElementById(SIGN_IN_PAGE.result)?.remove();
}

/**
 * Call once before the router reads the address. After a form the server signed in, the
 * session is saved (saveSession, as SignInPage does) and the app opens on the dashboard; a
 * signed-in phone never needs the server's form, whatever the address.
 */
export function adoptServerSignIn(): void {
  const handOver = readHandOver();
  if (handOver && 'signIn' in handOver) {
    saveSession(handOver.signIn.token, handOver.signIn.user);
    history.replaceState(null, '', DASHBOARD_BASE);
  }
  if (getToken()) removeStaticSignIn();
}

export type StaticSignIn = {
  values: SignInInput;
  /** The field that had the focus, and its selection, to put the cursor back. */
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The server's refusal of a form sent before the app ran. */
  refusal: SignInRefusal | null;
};

/** What the server's form holds, then the form is gone; null when the page has none. */
export function takeStaticSignIn(): StaticSignIn | null {
  const block = document.getElementById(SIGN_IN_PAGE.block);
  const form = block?.querySelector('form');
  if (!block || !form) {
    removeStaticSignIn();
    return null;
  }
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && form.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  const handOver = readHandOver();
  removeStaticSignIn();
  return {
    values: { email: value('email'), password: value('password') },
    focus,
    refusal: handOver && 'failure' in handOver ? handOver.failure : null,
  };
}
