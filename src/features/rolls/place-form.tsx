// The state and district a job's files do not name (issue 43): an administrator's import builds
// the areas the roll names — state, district, assembly, a booth per part — and asks once, for
// the whole job, what the file leaves out. Only the levels asked for are shown; the server
// keeps the answer for the job and each part that waited for it goes into its booth.
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { PlaceLevel } from '../../domain/roll-asks.ts';
import { PLACE_FIELD_MSG, PLACE_LEVELS } from '../../domain/roll-asks.ts';
import type { RollJob } from '../../domain/roll-jobs.ts';
import { setRollPlace } from './roll-commands.ts';
import { useFormSend } from './use-form-send.ts';
import { useRollText } from './use-roll-text.ts';

/** The levels any part of the job waits for, in tree order; empty when none asks. */
export function placeAsked(job: RollJob): PlaceLevel[] {
  const asked = new Set(
    job.parts.flatMap((p) =>
      p.status === 'review' && p.ask?.kind === 'place' ? p.ask.missing : [],
    ),
  );
  return PLACE_LEVELS.filter((level) => asked.has(level));
}

export function PlaceForm({ job, onSaved }: { job: RollJob; onSaved: () => void }) {
  const { t } = useTranslation();
  const { failure, field: say } = useRollText();
  const headingId = useId();
  const [values, setValues] = useState<Record<PlaceLevel, string>>({ state: '', district: '' });
  const { errors, refusal, sending, send } = useFormSend<PlaceLevel>();
  const asked = placeAsked(job);
  if (!asked.length) return null;

  const save = () => {
    const missing = asked.filter((level) => !values[level].trim());
    return send(
      Object.fromEntries(missing.map((level) => [level, PLACE_FIELD_MSG])),
      async () => {
        // A level nobody asked for goes empty: the server keeps only what is given.
        const given = (level: PlaceLevel) => (asked.includes(level) ? values[level].trim() : '');
        await setRollPlace(job.id, { state: given('state'), district: given('district') });
        toast.success(t('rolls.place.saved'));
        onSaved();
      },
      (err) => t('rolls.place.failed', { reason: failure(err) }),
      'Roll place',
    );
  };

  return (
    // A section named by its heading: a region a screen reader can jump to, as a div cannot be.
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      bg="yellow.0"
      aria-labelledby={headingId}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('rolls.place.heading')}
          </Title>
          <Text size="sm">{t('rolls.place.why')}</Text>
          {asked.map((level) => (
            <TextInput
              key={level}
              label={t(`rolls.place.${level}`)}
              description={t(`rolls.place.${level}Hint`)}
              value={values[level]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((now) => ({ ...now, [level]: value }));
              }}
              error={say(errors[level])}
              required
              disabled={sending}
              autoComplete="off"
              // A place name is short: a desk-wide field reads as a paragraph to fill.
              maw={480}
            />
          ))}
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
            {t('rolls.place.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
