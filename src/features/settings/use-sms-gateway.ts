// The admin's view of the SMS gateway (issue 44), online only: the secret and webhook address to
// give the gateway phone, and the SMS the server refused. Read when the Settings screen opens.
import { useCallback, useEffect, useState } from 'react';
import { apiRoutes } from '../../domain/api/index.ts';
import type { SmsGatewaySetup, SmsInboxEntry } from '../../domain/sms-marks/gateway.ts';
import { callApi } from '../../sync/call-api.ts';

const PAGE = 20;

export type Loaded<T> = { value: T | null; error: unknown };

export function useSmsGatewaySetup(active: boolean) {
  const [state, setState] = useState<Loaded<SmsGatewaySetup>>({ value: null, error: null });
  useEffect(() => {
    if (!active) return;
    let live = true;
    callApi(apiRoutes.smsMarks.setup).then(
      (value) => live && setState({ value, error: null }),
      (error: unknown) => live && setState({ value: null, error }),
    );
    return () => {
      live = false;
    };
  }, [active]);
  const replace = useCallback(async () => {
    const value = await callApi(apiRoutes.smsMarks.newSecret);
    setState({ value, error: null });
  }, []);
  return { ...state, replace };
}

const refusedPage = (offset: number) =>
  callApi(apiRoutes.smsMarks.inbox, { query: { refused: true, limit: PAGE, offset } });

type Refused = { entries: SmsInboxEntry[] | null; total: number; error: unknown };

export function useRefusedSms(active: boolean) {
  const [state, setState] = useState<Refused>({ entries: null, total: 0, error: null });
  const show = useCallback(
    (offset: number) =>
      refusedPage(offset).then(
        (page) =>
          setState((had) => ({
            entries: offset ? [...(had.entries ?? []), ...page.entries] : page.entries,
            total: page.total,
            error: null,
          })),
        (error: unknown) => setState((had) => ({ ...had, error })),
      ),
    [],
  );
  useEffect(() => {
    if (!active) return;
    let live = true;
    refusedPage(0).then(
      (page) => live && setState({ entries: page.entries, total: page.total, error: null }),
      (error: unknown) => live && setState((had) => ({ ...had, error })),
    );
    return () => {
      live = false;
    };
  }, [active]);
  return {
    ...state,
    refresh: () => show(0),
    more: () => show(state.entries?.length ?? 0),
  };
}
