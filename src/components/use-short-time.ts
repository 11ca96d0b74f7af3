// Short times in the user's language (chat messages, visits): the time for today, else the
// date and time, in the app's one format (src/domain/date-format.ts).
import { useCallback } from 'react';
import { useDates } from './use-dates.ts';

export function useShortTime(): (iso: string) => string {
  const dates = useDates();
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      const today = at.toDateString() === new Date().toDateString();
      return today ? dates.time(at) : dates.dateTime(at);
    },
    [dates],
  );
}
