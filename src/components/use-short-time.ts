// Short times in the user's language (chat messages, visits): the time for today, else the
// date and time.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useShortTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return '';
      const today = at.toDateString() === new Date().toDateString();
      return new Intl.DateTimeFormat(i18n.language, {
        ...(today ? {} : { day: 'numeric', month: 'short' }),
        hour: 'numeric',
        minute: '2-digit',
      }).format(at);
    },
    [i18n.language],
  );
}
