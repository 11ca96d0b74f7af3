// Formik <-> Mantine adapters: the field's value, blur and translated error in one place, so
// every form shows "Required" & co. the same way (red text under the input).
import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useTranslateKey } from './use-translate-key.ts';

function useFieldError(name: string): string | undefined {
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const translate = useTranslateKey();
  const show = meta.touched || submitCount > 0;
  return show && meta.error ? translate(meta.error) : undefined;
}

export type FormikTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  name: string;
};

export function FormikTextInput({ name, ...rest }: FormikTextInputProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <TextInput {...rest} {...field} value={field.value ?? ''} error={error} />;
}

export type FormikPasswordInputProps = Omit<PasswordInputProps, 'value' | 'onChange' | 'error'> & {
  name: string;
};

export function FormikPasswordInput({ name, ...rest }: FormikPasswordInputProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <PasswordInput
      {...rest}
      {...field}
      value={field.value ?? ''}
      error={error}
      // Mantine's default toggle label contains "password", which would make the input's
      // label ambiguous for getByLabel('Password').
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showHide') }}
    />
  );
}
