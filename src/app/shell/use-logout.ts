import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmLogout } from '../../features/sync-center/confirm-logout.ts';
import { clearSession } from '../../sync/session.ts';

/**
 * Logout (spec §4): clear the stored user and token and return to "/". With unsynced changes
 * the user is warned first and told what would stay behind (DESIGN.md §6). The outbox itself
 * is kept: it belongs to this user on this device and goes out at their next sign-in.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const confirmLogout = useConfirmLogout();
  return useCallback(async () => {
    if (!(await confirmLogout())) return;
    clearSession();
    void navigate('/', { replace: true });
  }, [navigate, confirmLogout]);
}
