// Numbers and shares in the reader's language, made once per language: a new Intl.NumberFormat
// on every draw was most of the turnout card's time on a slow phone, drawn again on every mark.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type NumberFormats = { number: Intl.NumberFormat; percent: Intl.NumberFormat };

export function useNumberFormats(): NumberFormats {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(
    () => ({
      number: new Intl.NumberFormat(lang),
      percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }),
    }),
    [lang],
  );
}
