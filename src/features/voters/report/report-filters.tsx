// A report's filter area, generated from its definition's filters by control kind: a range is
// two number boxes, a select its option list, a birthday day from/to and a month, the sort
// Alphabetical/Normal, a text filter a search box, and a report's subset a line naming it.
import { Text, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/data-table/index.ts';
import type { TranslationKey } from '../../../components/use-translate-key.ts';
import { fieldKindProps } from '../../../components/form-fields/index.ts';
import type {
  FilterInputId,
  VoterFilterDef,
  VoterFilterId,
} from '../../../domain/voter-filters.ts';
import { VOTER_FILTERS } from '../../../domain/voter-filters.ts';
import { FilterSelect } from './filter-select.tsx';
import type { ReportControls } from './use-report-controls.ts';

export type ReportFiltersProps = {
  filters: readonly VoterFilterId[];
  controls: Pick<ReportControls, 'draft' | 'setValue'>;
};

export function ReportFilters({ filters, controls }: ReportFiltersProps) {
  const { t } = useTranslation();
  const { draft, setValue } = controls;
  const valueOf = (input: FilterInputId) => {
    const v = draft[input];
    return v === null || v === undefined ? '' : String(v);
  };
  const numberBox = (input: FilterInputId) => (
    <TextInput
      key={input}
      {...fieldKindProps('integer')}
      label={t(`voters.filters.${input}`)}
      value={valueOf(input)}
      onChange={(e) => setValue(input, e.currentTarget.value, true)}
      // Grow to share a row: two bounds side by side on a 360 px phone, more on wider screens.
      style={{ flex: '1 1 6.5rem', maxWidth: '10rem' }}
    />
  );
  const select = (filter: VoterFilterDef, input: FilterInputId) => (
    <FilterSelect
      key={input}
      filter={filter}
      input={input}
      value={valueOf(input)}
      onChange={(v) => setValue(input, v)}
    />
  );

  return (
    <>
      {filters.map((id) => {
        const filter: VoterFilterDef = VOTER_FILTERS[id];
        switch (filter.control) {
          case 'range':
          case 'number':
            return <Fragment key={id}>{filter.inputs.map(numberBox)}</Fragment>;
          case 'select':
          case 'sort':
            return (
              <Fragment key={id}>{filter.inputs.map((input) => select(filter, input))}</Fragment>
            );
          case 'dayMonth':
            return (
              <Fragment key={id}>
                {numberBox('dayFrom')}
                {numberBox('dayTo')}
                {select(filter, 'month')}
              </Fragment>
            );
          case 'text': {
            const input = filter.inputs[0]!;
            // The voter search spans several fields; exact-match text filters name their field.
            return input === 'search' ? (
              <SearchBox
                key={id}
                value={valueOf(input)}
                onChange={(v) => setValue(input, v, true)}
                placeholder={t('voters.screen.searchPlaceholder')}
              />
            ) : (
              <TextInput
                key={id}
                label={t(`voters.filters.${input}`)}
                value={valueOf(input)}
                onChange={(e) => setValue(input, e.currentTarget.value, true)}
                miw={160}
              />
            );
          }
          case 'subset':
            // The report's own subset has no input: say which voters the list holds.
            return (
              <Text key={id} size="sm" c="dimmed" w="100%">
                {t(`voters.subsets.${id}` as TranslationKey)}
              </Text>
            );
          default: {
            const never: never = filter.control;
            throw new Error(`Unknown filter control ${String(never)}`);
          }
        }
      })}
    </>
  );
}
