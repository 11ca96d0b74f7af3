import { Autocomplete } from '@mantine/core';
import type { AutocompleteProps } from '@mantine/core';
import { useField } from 'formik';
import { fieldKindProps } from './field-kind.ts';
import type { FieldKind } from './field-kind.ts';
import { useFieldError } from './use-field-error.ts';

export type FormikAutocompleteProps = Omit<
  AutocompleteProps,
  'value' | 'onChange' | 'error' | 'name'
> & {
  name: string;
  /** What the field holds (default: a place or title typed in words). */
  kind?: FieldKind;
};

/** Free text with suggestions (e.g. cities already entered): typing anything is allowed. */
export function FormikAutocomplete({ name, kind = 'place', ...rest }: FormikAutocompleteProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Autocomplete
      {...fieldKindProps(kind)}
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}
