// Accepting a part in review: a confirmation that says what differs is published as it is,
// and — while rows still wait — a second choice that takes those rows as read too. A refusal
// (409: a serial given twice forbids it) is shown inside the dialog in the user's language.
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { RollPartResult } from '../../domain/roll-jobs.ts';
import { acceptPart } from './roll-commands.ts';
import { useRollText } from './use-roll-text.ts';

export type AcceptPartDialogProps = {
  jobId: string;
  /** The part asked about; the dialog is open while set. */
  part: RollPartResult | null;
  onClose: () => void;
  onAccepted: () => void;
};

export function AcceptPartDialog({ jobId, part, onClose, onAccepted }: AcceptPartDialogProps) {
  const { t } = useTranslation();
  const { failure } = useRollText();
  const [busy, setBusy] = useState<'part' | 'rows' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const accept = async (rows: boolean) => {
    if (!part) return;
    setBusy(rows ? 'rows' : 'part');
    setError(null);
    try {
      await acceptPart(jobId, part.id, rows);
      toast.success(t('rolls.detail.accepted', { part: part.partNumber }));
      onAccepted();
      close();
    } catch (err) {
      console.error('Part accept failed', err);
      setError(t('rolls.detail.acceptFailed', { reason: failure(err) }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={part !== null}
      onClose={close}
      title={part ? t('rolls.detail.acceptTitle', { part: part.partNumber }) : ''}
      centered
    >
      {part && (
        <Stack gap="sm">
          <Text size="sm">{t('rolls.detail.acceptText')}</Text>
          {part.toReview > 0 && (
            <Text size="sm">{t('rolls.detail.acceptRowsText', { count: part.toReview })}</Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Stack gap="xs">
            <Button onClick={() => void accept(false)} loading={busy === 'part'} disabled={!!busy}>
              {t('rolls.detail.acceptOnly')}
            </Button>
            {part.toReview > 0 && (
              <Button
                variant="outline"
                onClick={() => void accept(true)}
                loading={busy === 'rows'}
                disabled={!!busy}
              >
                {t('rolls.detail.acceptWithRows')}
              </Button>
            )}
            <Button variant="default" onClick={close} disabled={!!busy}>
              {t('list.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
