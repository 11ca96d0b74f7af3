// Why the last session ended, for the sign-in page: written where the session is ended
// (account-disabled.ts), read once by the sign-in page. Its own small module, so the sign-in
// page does not load the database code that wiping a disabled account needs.

/** Where the sign-in page finds why the session ended (read once, then removed). */
export const SIGNED_OUT_REASON_KEY = 'signedOutReason';

/** The reason the last session ended, once (the sign-in page shows it). */
export function takeSignedOutReason(): 'accountDisabled' | null {
  const reason = localStorage.getItem(SIGNED_OUT_REASON_KEY);
  localStorage.removeItem(SIGNED_OUT_REASON_KEY);
  return reason === 'accountDisabled' ? reason : null;
}
