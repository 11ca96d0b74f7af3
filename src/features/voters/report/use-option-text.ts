import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import { labelOfValue } from '../../../domain/settings.ts';
import type { VoterFieldDef, VoterFormFieldId } from '../../../domain/voter-fields.ts';
import { VOTER_FIELDS } from '../../../domain/voter-fields.ts';
import { useOptionLists } from '../../../sync/use-settings.ts';
import type { OptionText } from './report-columns.ts';
import { optionKeyOf } from './report-columns.ts';

/**
 * Stored option value -> its text in the UI language: a fixed list's translation, or the
 * admin's label; a value outside the list as stored.
 */
export function useOptionText(): OptionText {
  const translateKey = useTranslateKey();
  const { i18n } = useTranslation();
  const lists = useOptionLists();
  const lang = i18n.language;
  return useCallback(
    (field: VoterFormFieldId, value: string) => {
      const list = (VOTER_FIELDS[field] as VoterFieldDef).list;
      if (list) return labelOfValue(lists[list], value, lang);
      const key = optionKeyOf(field, value);
      return key ? translateKey(key, value) : value;
    },
    [translateKey, lists, lang],
  );
}
