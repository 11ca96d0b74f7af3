import { FileInput } from '@mantine/core';
import type { FileInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useField } from 'formik';
import { useFieldError } from './use-field-error.ts';

/** Image types the server accepts (DESIGN.md §8); the schema checks the real type and size. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type FormikImageInputProps = Omit<
  FileInputProps<false>,
  'value' | 'onChange' | 'error' | 'name' | 'multiple'
> & { name: string };

/** One optional image file as a Formik value (File | null). */
export function FormikImageInput({ name, ...rest }: FormikImageInputProps) {
  const [field, , helpers] = useField<File | null>(name);
  const error = useFieldError(name);
  return (
    <FileInput
      accept={IMAGE_ACCEPT}
      clearable
      leftSection={<IconPhoto size={16} aria-hidden />}
      {...rest}
      name={name}
      value={field.value ?? null}
      onChange={(file) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(file);
      }}
      error={error}
    />
  );
}
