// The stored session as React state: saveSession/clearSession fire 'booth-session' in this tab,
// and 'storage' covers a sign-out in another tab, so the guard reacts at once.
import { useSyncExternalStore } from 'react';
import { getToken } from '../sync/session.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('booth-session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('booth-session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
