// The parts the ASD card offers, live: the booths on this phone and the parts of its voters
// (the roll's list order, read in the background; the booths alone until it is in).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { db } from '../../db/instance.ts';
import { useListOrder } from '../../roll/index.ts';
import type { AsdPartChoice } from './asd-form.ts';
import { asdPartChoices } from './asd-form.ts';

const NO_PARTS: number[] = [];

/** The choices; null while the phone's areas are being read. */
export function useAsdParts(): AsdPartChoice[] | null {
  const { i18n } = useTranslation();
  const areas = useLiveQuery(() => db.areas.toArray(), []);
  const order = useListOrder(db);
  const voterParts = order?.parts ?? NO_PARTS;
  return useMemo(
    () => (areas ? asdPartChoices(areas, voterParts, i18n.language) : null),
    [areas, voterParts, i18n.language],
  );
}
