import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../sync/session.ts';

/**
 * Logout (spec §4): clear the stored user and token and return to "/".
 * The outbox is left alone: it belongs to the device and the next sign-in decides about it.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    void navigate('/', { replace: true });
  }, [navigate]);
}
