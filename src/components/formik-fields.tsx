// Formik <-> Mantine adapters: the field's value, blur and translated error in one place, so
// every form shows "Required" & co. the same way (red text under the input). Forms say what a
// field holds (`kind`); the phone keyboard and autofill attributes follow from it.
import { PasswordInput, TextInput } from '@mantine/core';
import type { PasswordInputProps, TextInputProps } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldKindProps } from './form-fields/field-kind.ts';
import type { FieldKind } from './form-fields/field-kind.ts';
import { useFieldError } from './form-fields/use-field-error.ts';

export type FormikTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  name: string;
  /** What the field holds; sets type, inputMode, autoComplete… (explicit props still win). */
  kind?: FieldKind;
};

export function FormikTextInput({ name, kind = 'text', ...rest }: FormikTextInputProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <TextInput
      {...fieldKindProps(kind)}
      {...rest}
      {...field}
      value={field.value ?? ''}
      error={error}
    />
  );
}

export type FormikPasswordInputProps = Omit<PasswordInputProps, 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Signing in with a known password, or choosing a new one (password managers care). */
  kind: Extract<FieldKind, 'currentPassword' | 'newPassword'>;
};

export function FormikPasswordInput({ name, kind, ...rest }: FormikPasswordInputProps) {
  const { t } = useTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <PasswordInput
      {...fieldKindProps(kind)}
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
