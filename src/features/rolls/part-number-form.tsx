// The part number a file did not say for sure (issue 42): none was read, it came from the
// list pages' headers alone, or the cover and the headers disagree. The check's reason stands
// above the field; a person enters or confirms the number (and the assembly when that is
// unread too), and the part's checks run again on the server — a clean part publishes.
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { WholeNumberInput } from '../../components/whole-number-input.tsx';
import type { RollPartResult } from '../../domain/roll-jobs.ts';
import { setPartNumber } from './roll-commands.ts';
import { useFormSend } from './use-form-send.ts';
import { useRollText } from './use-roll-text.ts';

export type PartNumberFormProps = {
  jobId: string;
  part: RollPartResult;
  /** After the server took the number (the part may be published now). */
  onSaved: () => void;
};

type Field = 'partNumber' | 'assemblyNumber';
const FIELD_KEYS: Record<Field, string> = {
  partNumber: 'errors.rollImport.partNumberInput',
  assemblyNumber: 'errors.rollImport.assemblyNumberInput',
};

const wholeFrom1 = (v: string | number) => typeof v === 'number' && Number.isInteger(v) && v >= 1;

/** The part's partNumber check when it asks a person; undefined when the number is sure. */
export const partNumberDoubt = (part: RollPartResult) =>
  part.status === 'review' ? part.checks.find((c) => c.name === 'partNumber' && !c.ok) : undefined;

export function PartNumberForm({ jobId, part, onSaved }: PartNumberFormProps) {
  const { t } = useTranslation();
  const { message, failure, field: say } = useRollText();
  const needsAssembly = part.assemblyNumber === null && !part.assemblyName;
  const [partNumber, setPart] = useState<string | number>(part.partNumber ?? '');
  const [assembly, setAssembly] = useState<string | number>('');
  const { errors, refusal, sending, send } = useFormSend<Field>();
  const doubt = partNumberDoubt(part);
  if (!doubt) return null;

  const save = () => {
    const local: Partial<Record<Field, string>> = {};
    if (!wholeFrom1(partNumber)) local.partNumber = FIELD_KEYS.partNumber;
    if (needsAssembly && !wholeFrom1(assembly)) local.assemblyNumber = FIELD_KEYS.assemblyNumber;
    return send(
      local,
      async () => {
        await setPartNumber(jobId, part.id, {
          partNumber: partNumber as number,
          ...(needsAssembly ? { assemblyNumber: assembly as number } : {}),
        });
        toast.success(t('rolls.partNumber.saved', { part: partNumber }));
        onSaved();
      },
      (err) => t('rolls.partNumber.failed', { reason: failure(err) }),
      'Part number',
    );
  };

  return (
    <Paper withBorder radius="sm" p="sm" bg="yellow.0">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {message(doubt.detail) || t('rolls.partNumber.why')}
          </Text>
          <WholeNumberInput
            label={t('rolls.partNumber.label')}
            description={t('rolls.partNumber.hint')}
            value={partNumber}
            onChange={setPart}
            min={1}
            error={say(errors.partNumber)}
            required
            disabled={sending}
          />
          {needsAssembly && (
            <WholeNumberInput
              label={t('rolls.partNumber.assembly')}
              description={t('rolls.partNumber.assemblyHint')}
              value={assembly}
              onChange={setAssembly}
              min={1}
              error={say(errors.assemblyNumber)}
              required
              disabled={sending}
            />
          )}
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
            {part.partNumber === null ? t('rolls.partNumber.save') : t('rolls.partNumber.confirm')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
