// When a job was started, as its heading says it: date and time in the user's language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useJobTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => {
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return iso;
      return new Intl.DateTimeFormat(i18n.language, {
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }).format(at);
    },
    [i18n.language],
  );
}
