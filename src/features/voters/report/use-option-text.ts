import { useCallback } from 'react';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import type { VoterFormFieldId } from '../../../domain/voter-fields.ts';
import type { OptionText } from './report-columns.ts';
import { optionKeyOf } from './report-columns.ts';

/** Stored option value -> its text in the UI language; a value outside the list as stored. */
export function useOptionText(): OptionText {
  const translateKey = useTranslateKey();
  return useCallback(
    (field: VoterFormFieldId, value: string) => {
      const key = optionKeyOf(field, value);
      return key ? translateKey(key, value) : value;
    },
    [translateKey],
  );
}
