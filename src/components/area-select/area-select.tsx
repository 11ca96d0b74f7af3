// The area of an account, member, campaign or new area, chosen by name from the areas on this
// phone (never a typed path): a searchable list that shows only the first matches, so a
// district's thousands of booths stay quick on a phone.
import { Select, Stack, Text } from '@mantine/core';
import type { ComboboxItem, OptionsFilter, SelectProps } from '@mantine/core';
import { useField } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../form-fields/index.ts';
import type { AreaChoice } from '../../domain/area-choices.ts';
import { AREA_SEARCH_LIMIT, searchAreaChoices } from '../../domain/area-search.ts';

export type AreaSelectProps = {
  name: string;
  choices: readonly AreaChoice[];
  /** Default: required (an asterisk, no clear button). */
  required?: boolean;
  /** Default: "Area". */
  label?: string;
  /** Default: "The booth or area this person works in". */
  description?: string;
};

type Item = ComboboxItem & { choice: AreaChoice };

/** What the input shows once chosen: the area's own name first, so a phone shows it whole. */
const shownLabel = (c: AreaChoice) => (c.name && c.parent ? `${c.name} — ${c.parent}` : c.label);

const option: SelectProps['renderOption'] = ({ option: o }) => {
  const { choice } = o as Item;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} lh={1.3}>
        {choice.name ?? choice.label}
      </Text>
      {choice.parent && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {choice.parent}
        </Text>
      )}
    </Stack>
  );
};

export function AreaSelect({
  name,
  choices,
  required = true,
  label,
  description,
}: AreaSelectProps) {
  const { t, i18n } = useTranslation();
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const items = useMemo(
    () => choices.map((c): Item => ({ value: c.value, label: shownLabel(c), choice: c })),
    [choices],
  );
  const byValue = useMemo(() => new Map(items.map((i) => [i.value, i])), [items]);
  const selected = byValue.get(field.value ?? '');
  const [search, setSearch] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  // Mantine shows every option while the input still reads the chosen area.
  const query = selected && search === selected.label ? '' : search;
  const result = useMemo(() => searchAreaChoices(choices, query), [choices, query]);
  const filter = useCallback<OptionsFilter>(
    () => result.shown.flatMap((c) => byValue.get(c.value) ?? []),
    [byValue, result],
  );
  const number = new Intl.NumberFormat(i18n.language);
  const more =
    open && result.total > AREA_SEARCH_LIMIT
      ? t('areas.picker.more', {
          shown: number.format(result.shown.length),
          total: number.format(result.total),
        })
      : null;
  const hint = choices.length
    ? (description ?? t('accounts.fields.areaHint'))
    : t('accounts.fields.noAreas');
  return (
    <Select
      name={name}
      label={label ?? t('accounts.fields.area')}
      description={more ? `${hint} · ${more}` : hint}
      placeholder={t('areas.picker.placeholder')}
      withAsterisk={required}
      clearable={!required}
      searchable
      data={items}
      value={selected ? selected.value : null}
      onChange={(value) => void helpers.setValue(value ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      onFocus={(e) => e.currentTarget.select()}
      onBlur={() => void helpers.setTouched(true)}
      filter={filter}
      renderOption={option}
      nothingFoundMessage={t('areas.picker.nothing')}
      maxDropdownHeight={320}
      // Always below: above, it would cover the label and the "type more" hint.
      comboboxProps={{ middlewares: { flip: false, shift: false } }}
      styles={{ option: { minHeight: 44 } }}
      error={error}
    />
  );
}
