// One select of a report's filter area: "Please Select" (no filter) and the filter's options,
// each shown in the UI language while the stored spelling is what the query compares. The
// admin's lists add the values voters hold that the list lacks (old placeholders, removed
// options), so those still filter.
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VoterFilterDef } from '../../../domain/voter-filters.ts';
import { MONTHS, SORT_OPTIONS } from '../../../domain/voter-filters.ts';
import { VOTER_OPTIONS } from '../../../domain/voter-fields.ts';
import { isOptionListId, listChoices } from '../../../domain/settings.ts';
import { useTranslateKey } from '../../../components/use-translate-key.ts';
import { useOptionLists } from '../../../sync/use-settings.ts';
import { useDataOptions } from './use-data-options.ts';

type Option = { value: string; label: string };

export type FilterSelectProps = {
  filter: VoterFilterDef;
  /** The filter input this select sets (a filter's select input, or the birthday month). */
  input: VoterFilterDef['inputs'][number];
  value: string;
  onChange: (value: string) => void;
};

export function FilterSelect({ filter, input, value, onChange }: FilterSelectProps) {
  const { t, i18n } = useTranslation();
  const translateKey = useTranslateKey();
  const source = input === 'month' ? 'months' : filter.options;
  const fromData = source === 'data' || isOptionListId(source);
  const dataValues = useDataOptions(fromData ? filter.field : undefined);
  const lists = useOptionLists();
  let options: Option[];
  if (isOptionListId(source)) options = listChoices(lists[source], i18n.language, dataValues);
  else if (source === 'months')
    options = MONTHS.map((m) => ({
      value: m,
      label: t(`voters.options.months.${m.toLowerCase() as Lowercase<(typeof MONTHS)[number]>}`),
    }));
  else if (source === 'sort')
    options = Object.entries(SORT_OPTIONS).map(([id, v]) => ({
      value: v,
      label: t(`voters.options.sort.${id as keyof typeof SORT_OPTIONS}`),
    }));
  else if (source === 'data' || source === undefined)
    options = dataValues.map((v) => ({ value: v, label: v }));
  else
    options = Object.entries(VOTER_OPTIONS[source]).map(([key, v]) => ({
      value: v,
      label: translateKey(`voters.options.${source}.${key}`, v),
    }));

  // Sort has no "no filter" choice: blank means the default, Normal (the specification's screens).
  const data =
    source === 'sort'
      ? options
      : [{ value: '', label: t('voters.filters.pleaseSelect') }, ...options];
  return (
    <NativeSelect
      label={t(`voters.filters.${input}`)}
      value={source === 'sort' && !value ? SORT_OPTIONS.normal : value}
      data={data}
      onChange={(e) => onChange(e.currentTarget.value)}
      style={{ flex: '1 1 9rem', maxWidth: '16rem' }}
    />
  );
}
