// The signed-in user's id, following sign-in/out in this tab ('booth-session') and others.
import { useSyncExternalStore } from 'react';
import { getSessionUser, getToken } from './session.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('booth-session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('booth-session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

const currentUserId = () => (getToken() ? (getSessionUser()?.booth_id ?? null) : null);

export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribe, currentUserId, () => null);
}
