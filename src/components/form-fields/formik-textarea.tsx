// A Formik field as a Mantine Textarea: value, blur and the translated error under it, like
// FormikTextInput.
import { Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { useField } from 'formik';
import { useFieldError } from './use-field-error.ts';

export type FormikTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'error'> & {
  name: string;
};

export function FormikTextarea({ name, ...rest }: FormikTextareaProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <Textarea {...rest} {...field} value={field.value ?? ''} error={error} />;
}
