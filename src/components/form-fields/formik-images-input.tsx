// Several images as one Formik value (File[]): a multiple file picker restricted by `accept`,
// the chosen names listed with a Remove button each. Checks of type and size are the schema's.
import { ActionIcon, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useField } from 'formik';
import { useId } from 'react';
import { useFieldError } from './use-field-error.ts';

export type FormikImagesInputProps = {
  name: string;
  label: string;
  /** Under the label, e.g. the allowed types and size. */
  description?: string;
  /** Button text. */
  chooseLabel: string;
  /** The Remove button's accessible name for a file. */
  removeLabel: (fileName: string) => string;
  /** Default: the images the server takes. */
  accept?: string;
};

export function FormikImagesInput(props: FormikImagesInputProps) {
  const { name, label, description, chooseLabel, removeLabel } = props;
  const id = useId();
  const [field, , helpers] = useField<File[]>(name);
  const error = useFieldError(name);
  const files = field.value ?? [];
  const set = (next: File[]) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(next);
  };
  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error} id={id}>
      <Stack gap="xs" mt={4}>
        <FileButton
          multiple
          accept={props.accept ?? 'image/png,image/jpeg,image/gif'}
          onChange={(chosen) => set([...files, ...chosen])}
        >
          {(button) => (
            <Button
              {...button}
              aria-describedby={`${id}-description`}
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              aria-invalid={error ? true : undefined}
            >
              {chooseLabel}
            </Button>
          )}
        </FileButton>
        {files.map((file, i) => (
          <Group key={`${file.name}-${i}`} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={removeLabel(file.name)}
              onClick={() => set(files.filter((_, j) => j !== i))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
