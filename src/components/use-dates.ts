// The date and time formats of the user's language (src/domain/date-format.ts), kept while
// the language stays.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateFormats } from '../domain/date-format.ts';
import { dateFormats } from '../domain/date-format.ts';

export function useDates(): DateFormats {
  const { i18n } = useTranslation();
  return useMemo(() => dateFormats(i18n.language), [i18n.language]);
}
