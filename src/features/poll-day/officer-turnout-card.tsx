// The officer's count (issue 24): every two hours the agent enters the figure the presiding
// officer reports for the booth — as the Commission's app records it, each at least the one
// before — and sees it beside the party's own marks; the war room gets both and the gap.
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Formik, useField } from 'formik';
import { memo } from 'react';
import type { FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikForm, useFieldError } from '../../components/form-fields/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { toast } from '../../components/toast.ts';
import { useSlotLabel } from '../../components/use-slot-label.ts';
import type { TurnoutSlot } from '../../domain/officer-turnout.ts';
import {
  MAX_OFFICER_VOTES,
  TURNOUT_SLOTS,
  currentSlot,
  latestFigure,
  turnoutOrderProblem,
} from '../../domain/officer-turnout.ts';
import type { PartTurnout } from './officer-turnout-data.ts';
import { reportOfficerFigure } from './poll-day-commands.ts';
import { useNumberFormats } from './use-number-formats.ts';
import { usePartTurnout } from './use-officer-turnout.ts';

type Values = { slot: TurnoutSlot; votes: string };

function SlotField({ figures }: { figures: PartTurnout['figures'] }) {
  const { t } = useTranslation();
  const slot = useSlotLabel();
  const [field] = useField<string>('slot');
  const error = useFieldError('slot');
  return (
    <NativeSelect
      {...field}
      label={t('pollDay.officer.slot')}
      error={error}
      data={TURNOUT_SLOTS.map((s) => ({
        value: s,
        label: figures.has(s)
          ? t('pollDay.officer.slotEntered', { slot: slot(s), votes: figures.get(s) })
          : slot(s),
      }))}
    />
  );
}

function Comparison({ data }: { data: PartTurnout }) {
  const { t } = useTranslation();
  const slot = useSlotLabel();
  const latest = latestFigure(data.figures);
  const { number } = useNumberFormats();
  if (!latest) return <Text size="sm">{t('pollDay.officer.none')}</Text>;
  return (
    <Stack gap={6}>
      <Text fw={700} aria-live="polite">
        {t('pollDay.officer.compare', {
          slot: slot(latest.slot),
          officer: number.format(latest.votes),
          party: number.format(data.partyVoted),
          gap: number.format(latest.votes - data.partyVoted),
        })}
      </Text>
      <Group gap={6}>
        {TURNOUT_SLOTS.filter((s) => data.figures.has(s)).map((s) => (
          <Badge key={s} variant="default" size="lg" tt="none">
            {slot(s)} · {number.format(data.figures.get(s)!)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

type FormProps = {
  part: number;
  figures: PartTurnout['figures'];
  /** The part's voters on this phone: no figure may exceed them. */
  voters: number;
};

/** memo: a vote mark changes the comparison above it, never the form. */
const OfficerFigureForm = memo(function OfficerFigureForm({ part, figures, voters }: FormProps) {
  const { t } = useTranslation();
  const slot = useSlotLabel();
  const validate = (v: Values): FormikErrors<Values> => {
    const votes = Number(v.votes);
    if (!v.votes.trim()) return { votes: t('errors.required') };
    if (!Number.isInteger(votes) || votes < 0 || votes > MAX_OFFICER_VOTES)
      return { votes: t('errors.number') };
    if (voters > 0 && votes > voters)
      return { votes: t('pollDay.officer.moreThanVoters', { voters }) };
    const problem = turnoutOrderProblem(figures, v.slot, votes);
    if (!problem) return {};
    const values = { slot: slot(problem.slot), votes: problem.votes };
    return {
      votes:
        problem.kind === 'belowEarlier'
          ? t('pollDay.officer.belowEarlier', values)
          : t('pollDay.officer.aboveLater', values),
    };
  };
  return (
    <Formik<Values>
      initialValues={{ slot: currentSlot(new Date()), votes: '' }}
      validate={validate}
      onSubmit={async (v, { resetForm }) => {
        const votes = Number(v.votes);
        if (!(await reportOfficerFigure({ part, slot: v.slot, votes }))) return;
        toast.success(t('pollDay.officer.saved', { slot: slot(v.slot), votes }));
        resetForm({ values: { slot: v.slot, votes: '' } });
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm aria-labelledby="officer-turnout-heading">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <SlotField figures={figures} />
              <FormikTextInput
                name="votes"
                label={t('pollDay.officer.votes')}
                kind="integer"
                withAsterisk
              />
            </SimpleGrid>
            <Button type="submit" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
              {t('pollDay.officer.save')}
            </Button>
          </Stack>
        </FormikForm>
      )}
    </Formik>
  );
});

/** memo: it sits beside the pad, whose every digit re-renders the pad and nothing else. */
export const OfficerTurnoutCard = memo(function OfficerTurnoutCard({
  part,
  voted,
}: {
  part: number;
  voted: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const data = usePartTurnout(part, voted);
  if (!data) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="md" id="officer-turnout-heading">
          {t('pollDay.officer.title', { part })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pollDay.officer.hint')}
        </Text>
        <Comparison data={data} />
        <OfficerFigureForm part={part} figures={data.figures} voters={data.voterIds.length} />
      </Stack>
    </Card>
  );
});
