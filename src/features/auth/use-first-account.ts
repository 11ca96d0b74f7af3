// Whether the server has no account yet: then the sign-up screen says this one will be the
// administrator. Unknown (offline, an old server) reads as false: the screen then says nothing.
import { useEffect, useState } from 'react';
import { fetchSignUpState } from './auth-api.ts';

export function useFirstAccount(): boolean {
  const [first, setFirst] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchSignUpState(controller.signal).then(
      (state) => setFirst(state.firstAccount === true),
      () => {},
    );
    return () => controller.abort();
  }, []);
  return first;
}
