// The place the signed-in person holds, following sign-in and sign-out: what they may see and
// place people in.
import { getSessionUser } from './session.ts';
import { useSessionUserId } from './use-session-user-id.ts';

/** '' for the admin, the person's scope otherwise, null when nobody is signed in. */
export function useHeldScope(): string | null {
  useSessionUserId(); // re-render on sign-in/out
  const user = getSessionUser();
  if (!user) return null;
  return user.role === 'admin' ? '' : user.scope;
}
