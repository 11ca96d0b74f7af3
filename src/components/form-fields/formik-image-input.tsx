import { Button, FileButton, FileInput, Stack } from '@mantine/core';
import type { FileInputProps } from '@mantine/core';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './use-field-error.ts';

/** Image types the server accepts (docs/architecture.md); the schema checks the real type and size. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type FormikImageInputProps = Omit<
  FileInputProps<false>,
  'value' | 'onChange' | 'error' | 'name' | 'multiple' | 'capture'
> & {
  name: string;
  /** Which camera "Take photo" opens: the front one for a selfie, the back one for others. */
  camera?: 'user' | 'environment';
};

/**
 * One optional image file as a Formik value (File | null): a file picker (gallery or files)
 * and a "Take photo" button. The button carries `capture`, which on a phone opens the camera
 * directly; the picker leaves it off, since `capture` would hide the gallery.
 */
export function FormikImageInput({ name, camera = 'environment', ...rest }: FormikImageInputProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<File | null>(name);
  const error = useFieldError(name);
  const choose = (file: File | null) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(file);
  };
  const label = typeof rest.label === 'string' ? rest.label : t('app.imageInput.takePhoto');
  return (
    <Stack gap="xs">
      <FileInput
        accept={IMAGE_ACCEPT}
        clearable
        leftSection={<IconPhoto size={16} aria-hidden />}
        {...rest}
        name={name}
        value={field.value ?? null}
        onChange={choose}
        error={error}
      />
      <FileButton onChange={choose} accept={IMAGE_ACCEPT} capture={camera}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            style={{ alignSelf: 'flex-start' }}
            leftSection={<IconCamera size={16} aria-hidden />}
            aria-label={t('app.imageInput.takePhotoOf', { label })}
          >
            {t('app.imageInput.takePhoto')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
