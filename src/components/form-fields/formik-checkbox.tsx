// A yes/no Formik field as a Mantine checkbox, with its translated error underneath.
import { Checkbox } from '@mantine/core';
import type { CheckboxProps } from '@mantine/core';
import { useField } from 'formik';
import { useFieldError } from './use-field-error.ts';

export type FormikCheckboxProps = Omit<CheckboxProps, 'checked' | 'onChange' | 'error'> & {
  name: string;
};

export function FormikCheckbox({ name, ...rest }: FormikCheckboxProps) {
  const [field, , helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <Checkbox
      {...rest}
      name={name}
      checked={field.value === true}
      onChange={(e) => void helpers.setValue(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
      // The label is the box's touch target too: 44 px tall, as every control on a phone.
      styles={{
        body: { alignItems: 'center' },
        label: { minHeight: 44, display: 'flex', alignItems: 'center' },
      }}
    />
  );
}
