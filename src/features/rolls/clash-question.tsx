// A part that met voters of another list (issue 43): the part already holds voters — the demo's,
// an earlier file's — that are not this file's electors, and two lists of one part would give a
// polling agent two voters for one serial. The card says what is there and asks: replace them
// (asked twice: voters are removed), take the file as the new edition (they stay, marked cut),
// or stop (nothing of the part is imported). The server does what was chosen at once.
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/list-screen/index.ts';
import { toast } from '../../components/toast.ts';
import type { ClashChoice } from '../../domain/roll-asks.ts';
import type { RollPartResult } from '../../domain/roll-jobs.ts';
import { decideClash } from './roll-commands.ts';
import { useRollText } from './use-roll-text.ts';

export type ClashQuestionProps = {
  jobId: string;
  part: RollPartResult;
  /** After the server took the answer (the part may be published or refused now). */
  onDecided: () => void;
};

const CHOICES: { choice: ClashChoice; variant: 'filled' | 'outline' | 'default' }[] = [
  { choice: 'replace', variant: 'filled' },
  { choice: 'edition', variant: 'outline' },
  { choice: 'stop', variant: 'default' },
];

export function ClashQuestion({ jobId, part, onDecided }: ClashQuestionProps) {
  const { t, i18n } = useTranslation();
  const { failure } = useRollText();
  const [busy, setBusy] = useState<ClashChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useId();
  const ask = part.status === 'review' && part.ask?.kind === 'clash' ? part.ask : null;
  if (!ask) return null;
  const n = new Intl.NumberFormat(i18n.language);
  const values = {
    part: part.partNumber,
    held: n.format(ask.held),
    paired: n.format(ask.paired),
    rows: n.format(ask.rows),
    booth: ask.booth ?? '',
    count: ask.held,
  };

  const decide = async (choice: ClashChoice) => {
    setConfirming(false);
    setBusy(choice);
    setRefusal(null);
    try {
      await decideClash(jobId, part.id, choice);
      toast.success(t(`rolls.clash.done.${choice}`, { part: part.partNumber }));
      onDecided();
    } catch (err) {
      console.error('Clash answer not taken', err);
      setRefusal(t('rolls.clash.failed', { reason: failure(err) }));
    } finally {
      setBusy(null);
    }
  };

  // A section named by its question, each answer described by what it does to the voters held.
  return (
    <Paper
      component="section"
      withBorder
      radius="sm"
      p="sm"
      bg="yellow.0"
      aria-labelledby={`${ids}-heading`}
    >
      <Stack gap="xs">
        <Title order={4} size="h6" id={`${ids}-heading`}>
          {t('rolls.clash.heading', values)}
        </Title>
        <Text size="sm">
          {ask.booth ? t('rolls.clash.heldIn', values) : t('rolls.clash.held', values)}{' '}
          {t('rolls.clash.paired', values)}
        </Text>
        <Text size="sm">{t('rolls.clash.why')}</Text>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {CHOICES.map(({ choice, variant }) => (
          <Stack key={choice} gap={2}>
            <Button
              variant={variant}
              loading={busy === choice}
              disabled={!!busy}
              onClick={() => (choice === 'replace' ? setConfirming(true) : void decide(choice))}
              aria-describedby={`${ids}-${choice}`}
              style={{ alignSelf: 'flex-start' }}
            >
              {t(`rolls.clash.${choice}`)}
            </Button>
            <Text size="xs" c="dimmed" id={`${ids}-${choice}`}>
              {t(`rolls.clash.${choice}Hint`, values)}
            </Text>
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog
        message={confirming ? t('rolls.clash.confirmReplace', values) : null}
        confirmLabel={t('rolls.clash.replace')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void decide('replace')}
      />
    </Paper>
  );
}
