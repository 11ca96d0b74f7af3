// Typed keys for this area's strings (from en/sync.json). t() from react-i18next is typed only
// for the areas src/i18n.ts lists; this keeps sync keys checked either way.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type enSync from '../../locales/en/sync.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type SyncKey = Leaves<typeof enSync>;
export type SyncT = (key: SyncKey, vars?: Record<string, string | number>) => string;

type LooseT = (key: string, vars?: Record<string, string | number>) => string;

export function useSyncT(): SyncT {
  const { t } = useTranslation();
  return useCallback<SyncT>((key, vars) => (t as unknown as LooseT)(key, vars), [t]);
}
