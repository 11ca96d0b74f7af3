// Labels and shown values of profile fields in the UI language: option values (Yes, male,
// Two…) are stored as the spec spells them and translated here; dates are stored as
// YYYY-MM-DD and shown the way the reader writes dates.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { dateFormats } from '../../domain/date-format.ts';
import type { ProfileListName } from '../../domain/profile.ts';
import type { InputKind, ScalarField } from './profile-fields.ts';

export type ProfileText = {
  fieldLabel: (field: ScalarField) => string;
  listFieldLabel: (name: string) => string;
  listTitle: (list: ProfileListName) => string;
  /** "Child 2": the heading of a list's row `n` (from 1). */
  listItem: (list: ProfileListName, n: number) => string;
  option: (field: string, value: string) => string;
  /** The value as shown to a reader; '' when there is none. */
  show: (input: InputKind, field: string, value: unknown) => string;
  dateTime: (iso: string) => string;
};

const asText = (v: unknown) =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : String(v as number);

export function useProfileText(): ProfileText {
  const { t, i18n } = useTranslation();
  const translateKey = useTranslateKey();
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  return useMemo(() => {
    const formats = dateFormats(locale);
    const option = (field: string, value: string) =>
      translateKey(`profile.options.${field}.${value}`, value);
    return {
      fieldLabel: (field) => t(`profile.fields.${field}`),
      listFieldLabel: (name) => translateKey(`profile.listFields.${name}`, name),
      listTitle: (list) => t(`profile.lists.${list}.title`),
      listItem: (list, n) => t(`profile.lists.${list}.item`, { n }),
      option,
      show: (input, field, value) => {
        const text = asText(value);
        if (!text) return '';
        if (input.type === 'select') return option(field, text);
        if (input.type === 'date') return formats.day(text);
        return text;
      },
      dateTime: formats.dateTime,
    };
  }, [t, translateKey, locale]);
}
