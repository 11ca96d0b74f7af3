// The admin's committee setup, online: the definition (read by everyone, saved by the admin)
// and the SMS gateway the codes go out through (the admin's only).
import { useCallback, useEffect, useState } from 'react';
import { apiRoutes } from '../../domain/api/index.ts';
import type { CommitteeDefinition, StoredDefinition } from '../../domain/committees/definition.ts';
import type { OutboundGatewayView } from '../../domain/committees/sms-gateway.ts';
import { callApi } from '../../sync/call-api.ts';

type Loaded<T> = { value: T | null; error: unknown };

function useLoaded<T>(load: (() => Promise<T>) | null) {
  const [state, setState] = useState<Loaded<T>>({ value: null, error: null });
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (value) => live && setState({ value, error: null }),
      (error: unknown) => live && setState({ value: null, error }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return [state, setState] as const;
}

const loadDefinition = () => callApi(apiRoutes.committees.definition);
const loadGateway = () => callApi(apiRoutes.committees.gateway);

export function useCommitteeDefinition() {
  const [state, setState] = useLoaded<StoredDefinition>(loadDefinition);
  const save = useCallback(
    async (def: CommitteeDefinition) => {
      const value = await callApi(apiRoutes.committees.saveDefinition, { body: def });
      setState({ value, error: null });
      return value;
    },
    [setState],
  );
  return { ...state, save };
}

export function useOutboundGateway(isAdmin: boolean) {
  const [state, setState] = useLoaded<OutboundGatewayView>(isAdmin ? loadGateway : null);
  const save = useCallback(
    async (body: { url: string; username: string; password: string }) => {
      const value = await callApi(apiRoutes.committees.saveGateway, { body });
      setState({ value, error: null });
      return value;
    },
    [setState],
  );
  return { ...state, save };
}
