import { Autocomplete } from '@mantine/core';
import type { AutocompleteProps } from '@mantine/core';
import { useField } from 'formik';
import { useFieldError } from './use-field-error.ts';

export type FormikAutocompleteProps = Omit<
  AutocompleteProps,
  'value' | 'onChange' | 'error' | 'name'
> & {
  name: string;
};

/** Free text with suggestions (e.g. cities already entered): typing anything is allowed. */
export function FormikAutocomplete({ name, ...rest }: FormikAutocompleteProps) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Autocomplete
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(v) => void helpers.setValue(v)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}
