// The areas on this phone that the signed-in person may place someone in, by name.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '../../db/instance.ts';
import type { AreaRecord } from '../../db/types.ts';
import { getSessionUser } from '../../sync/session.ts';
import { useSessionUserId } from '../use-session-user-id.ts';
import { areaChoices } from './area-choices.ts';

const NO_AREAS: AreaRecord[] = [];

/** The place the signed-in person holds ('' for the admin), null without one. */
export function useHeldScope(): string | null {
  useSessionUserId(); // re-render on sign-in/out
  const user = getSessionUser();
  if (!user) return null;
  return user.role === 'admin' ? '' : user.scope;
}

export function useAreaChoices() {
  const { i18n } = useTranslation();
  const held = useHeldScope();
  const areas = useLiveQuery(() => db.areas.toArray(), []) ?? NO_AREAS;
  const choices = useMemo(
    () => areaChoices(areas, held, i18n.language),
    [areas, held, i18n.language],
  );
  return { areas, choices, held };
}
