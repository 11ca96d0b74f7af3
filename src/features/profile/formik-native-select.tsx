// A Formik-bound native <select>: on a phone it opens the system picker, which is larger and
// easier to hit than a drop-down drawn in the page.
import { NativeSelect } from '@mantine/core';
import type { NativeSelectProps } from '@mantine/core';
import { useField } from 'formik';
import { useFieldError } from '../../components/form-fields/index.ts';

export type FormikNativeSelectProps = Omit<NativeSelectProps, 'value' | 'onChange' | 'error'> & {
  name: string;
};

export function FormikNativeSelect({ name, ...rest }: FormikNativeSelectProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <NativeSelect {...rest} {...field} value={field.value ?? ''} error={error} />;
}
