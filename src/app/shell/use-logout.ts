import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmLogout } from '../../features/sync-center/confirm-logout.ts';
import { clearSession, getToken } from '../../sync/session.ts';

/**
 * Logout (the specification's states): clear the stored user and token and return to "/". With unsynced changes
 * the user is warned first and told what would stay behind (the sync protocol, src/domain/sync-protocol.ts). The outbox itself
 * is kept: it belongs to this user on this device and goes out at their next sign-in.
 * The server is asked to revoke the token first, but not waited for: offline or on a slow
 * network the user is signed out here at once all the same. The call's code (the API contracts
 * and their checks) loads only then: the shell paints without it.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const confirmLogout = useConfirmLogout();
  return useCallback(async () => {
    if (!(await confirmLogout())) return;
    const token = getToken();
    void import('../../sync/server-logout.ts')
      .then(({ revokeOnServer }) => revokeOnServer(token))
      .catch((err: unknown) => console.info('The server was not asked to sign out', err));
    clearSession();
    void navigate('/', { replace: true });
  }, [navigate, confirmLogout]);
}
