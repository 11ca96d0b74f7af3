// The submit and cancel row under a form, written once: list-screen forms put Submit first at
// the left; dialogs and the profile put Cancel first at the right (where a thumb reaches Save).
import { Button, Group } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type FormActionsProps = {
  /** Text of the submit button. */
  submitLabel: ReactNode;
  /** Text of the cancel (or back) button. */
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** Shows the submit button's spinner; default false. */
  submitting?: boolean;
  /** Submit cannot be pressed (e.g. offline); default false. */
  submitDisabled?: boolean;
  /** Cancel cannot be pressed; default false. */
  cancelDisabled?: boolean;
  /** Icon before the cancel text (the form screens' back arrow); default none. */
  cancelIcon?: ReactNode;
  /** 'start': Submit then Cancel at the left; 'end': Cancel then Submit at the right. Default 'start'. */
  align?: 'start' | 'end';
  /** Space between the buttons; default 'sm'. */
  gap?: MantineSpacing;
  /** Buttons before Cancel (only with align 'end'), e.g. "Drop the lines with problems". */
  extra?: ReactNode;
};

export function FormActions(props: FormActionsProps) {
  const { submitLabel, cancelLabel, onCancel, submitting = false, align = 'start' } = props;
  const submit = (
    <Button type="submit" loading={submitting} disabled={props.submitDisabled}>
      {submitLabel}
    </Button>
  );
  const cancel = (
    <Button
      variant="default"
      leftSection={props.cancelIcon}
      onClick={onCancel}
      disabled={props.cancelDisabled}
    >
      {cancelLabel}
    </Button>
  );
  return align === 'start' ? (
    <Group gap={props.gap ?? 'sm'}>
      {submit}
      {cancel}
    </Group>
  ) : (
    <Group justify="flex-end" gap={props.gap ?? 'sm'}>
      {props.extra}
      {cancel}
      {submit}
    </Group>
  );
}
