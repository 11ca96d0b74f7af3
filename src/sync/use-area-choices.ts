// The areas on this phone that the signed-in person may place someone in, by name, for the
// area picker (components/area-select), which only draws the choices it is given.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChoices } from '../domain/area-choices.ts';
import { db } from '../db/instance.ts';
import type { AreaRecord } from '../db/types.ts';
import { useHeldScope } from './use-held-scope.ts';

const NO_AREAS: AreaRecord[] = [];

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
