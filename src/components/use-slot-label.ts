// The officer's reporting times (domain/officer-turnout.ts) in the reader's words, on the app's
// clock for the language ("1:00 pm" in English, "13:00" in Hindi), and "at close" for the final
// figure.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TurnoutSlot } from '../domain/officer-turnout.ts';
import { useDates } from './use-dates.ts';

export function useSlotLabel(): (slot: TurnoutSlot) => string {
  const { t } = useTranslation();
  const dates = useDates();
  return useCallback(
    (slot: TurnoutSlot) =>
      slot === 'close' ? t('pollDay.officer.atClose') : dates.clock(`${slot}:00`),
    [t, dates],
  );
}
