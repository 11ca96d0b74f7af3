// A yes/no question in the app's language (window.confirm would answer in the browser's).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  /** The question; the dialog is open while this is set. */
  message: string | null;
  /** Text of the confirming button, e.g. "Delete". */
  confirmLabel: string;
  /** Mantine colour of the confirming button; default 'red'. */
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { message, confirmLabel, color = 'red', onConfirm, onCancel } = props;
  const { t } = useTranslation();
  return (
    <Modal
      opened={message !== null}
      onClose={onCancel}
      title={t('list.confirmTitle')}
      centered
      // The corner's × is a control too: named, as every control.
      closeButtonProps={{ 'aria-label': t('list.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('list.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
