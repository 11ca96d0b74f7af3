// The sheet that records one step (issue 25), full screen on a phone: reached or not, what the
// family said, where a shifted voter lives now, the form filed with its reference and date,
// and a note. For a name to object to it is the Form 7 itself: reference, date and the
// evidence from the visit. Errors show next to their field in the user's language; a form
// beyond the day's limit is refused at the form's choice. Below, the voter's earlier steps.
import { Alert, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Formik, useField, useFormikContext, validateYupSchema, yupToFormErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/form-actions.tsx';
import { FormikForm, FormikTextarea, useFieldError } from '../../components/form-fields/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import type { FollowUpRecord, VoterRecord } from '../../db/types.ts';
import { CLAIM_FORMS, DAILY_FORM_LIMIT, FOLLOW_UP_OUTCOMES } from '../../domain/follow-ups.ts';
import { saveFollowUpStep } from './follow-up-commands.ts';
import { refusesForm } from './form-limit.ts';
import type { StepContext, StepValues } from './step-form.ts';
import { LIMIT_MESSAGE, stepInput, stepSchema } from './step-form.ts';
import { useFollowUpTexts } from './use-follow-up-texts.ts';
import type { MyForms } from './use-follow-ups.ts';

export type SheetTarget = {
  voter: VoterRecord;
  /** 'objection': a Form 7 against the name (the form is fixed, the evidence shown). */
  mode: 'followUp' | 'objection';
  initial: StepValues;
  /** Earlier steps, newest first. */
  entries: FollowUpRecord[];
};

type Option = { value: string; label: string };

/**
 * A Formik field as radio cards, each at least 44 px high (a thumb's target); `withError`
 * false when the field's error is shown elsewhere (the form's limit, as an alert).
 */
function RadioCards({
  name,
  label,
  options,
  withError = true,
}: {
  name: string;
  label: string;
  options: Option[];
  withError?: boolean;
}) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Radio.Group
      label={label}
      value={field.value}
      onChange={(v) => void helpers.setValue(v)}
      error={withError ? error : undefined}
    >
      <Group gap="xs" mt={6}>
        {options.map((o) => (
          <Radio.Card key={o.value} value={o.value} radius="md" p="sm" w="auto" miw={96} mih={44}>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm">{o.label}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}

/** What the follow-up asks beyond the form: reached, outcome, shifted to. */
function FollowUpFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<StepValues>();
  return (
    <>
      <RadioCards
        name="reached"
        label={t('followUps.sheet.reached')}
        options={[
          { value: 'yes', label: t('followUps.sheet.yes') },
          { value: 'no', label: t('followUps.sheet.no') },
        ]}
      />
      <RadioCards
        name="outcome"
        label={t('followUps.sheet.outcome')}
        options={FOLLOW_UP_OUTCOMES.map((o) => ({ value: o, label: t(`followUps.outcomes.${o}`) }))}
      />
      {values.outcome === 'shifted' && (
        <FormikTextInput name="shiftedTo" kind="place" label={t('followUps.sheet.shiftedTo')} />
      )}
      <RadioCards
        name="form"
        withError={false}
        label={t('followUps.sheet.form')}
        options={[
          { value: '', label: t('followUps.sheet.noForm') },
          ...CLAIM_FORMS.map((f) => ({ value: f, label: t(`followUps.sheet.forms.${f}`) })),
        ]}
      />
    </>
  );
}

/** Reference and date of the form, once one is chosen (always for a Form 7). */
function FormFiledFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<StepValues>();
  if (!values.form) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <FormikTextInput
        name="formRef"
        autoComplete="off"
        label={t('followUps.sheet.formRef')}
        withAsterisk
      />
      <FormikTextInput
        name="formDate"
        type="date"
        label={t('followUps.sheet.formDate')}
        withAsterisk
      />
    </SimpleGrid>
  );
}

/**
 * Said as soon as a form is chosen that the day's limit refuses, not only after Save: the agent
 * learns before typing the reference. Validation refuses it all the same.
 */
function LimitAlert({ refuses }: { refuses: StepContext['refuses'] }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<StepValues>();
  // Also when the write command refused it (another tab filed the 50th meanwhile).
  const [, meta] = useField<string>('form');
  const refused =
    meta.error === LIMIT_MESSAGE ||
    (!!values.form && refuses({ form: values.form, formDate: values.formDate }));
  if (!refused) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('followUps.limit.title')}>
      {t('followUps.errors.limit', { limit: DAILY_FORM_LIMIT })}
    </Alert>
  );
}

function History({ entries }: { entries: FollowUpRecord[] }) {
  const { t } = useTranslation();
  const texts = useFollowUpTexts();
  if (!entries.length) return null;
  return (
    <Stack gap={4}>
      <Text fw={700} size="sm">
        {t('followUps.sheet.history')}
      </Text>
      {entries.map((e) => (
        <Text key={e.id} size="sm">
          {texts.entry(e)}
        </Text>
      ))}
    </Stack>
  );
}

export function StepSheet({
  target,
  forms,
  onClose,
}: {
  target: SheetTarget;
  forms: MyForms;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = useFollowUpTexts();
  const savedToast = useSavedToast();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  const { voter, mode } = target;
  const name = texts.name(voter);
  const context: StepContext = {
    today: forms.today,
    refuses: (step) => refusesForm(forms.entries, forms.agent, { voterId: voter.id, ...step }),
  };
  const validate = (values: StepValues) =>
    validateYupSchema(values, stepSchema, false, context).then(() => ({}), yupToFormErrors);
  const objection = mode === 'objection';
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(objection ? 'followUps.objections.title' : 'followUps.sheet.title', { name })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('followUps.sheet.cancel') }}
    >
      <Formik<StepValues>
        initialValues={target.initial}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const result = await saveFollowUpStep(stepInput(values, voter));
          if (result === 'limit') helpers.setFieldError('form', LIMIT_MESSAGE);
          if (result !== 'saved') return;
          savedToast(t(objection ? 'followUps.objections.saved' : 'followUps.sheet.saved'));
          onClose();
        }}
      >
        {({ isSubmitting }) => (
          <FormikForm>
            <Stack gap="md">
              <Text size="sm">
                {texts.place(voter)}
                {voter.relation ? ` · ${texts.relative(voter)}` : ''}
              </Text>
              {!objection && <FollowUpFields />}
              <LimitAlert refuses={context.refuses} />
              <FormFiledFields />
              {objection && (
                <FormikTextarea name="evidence" label={t('followUps.sheet.evidence')} rows={4} />
              )}
              <FormikTextarea name="note" label={t('followUps.sheet.note')} rows={2} />
              <FormActions
                align="end"
                gap="md"
                submitLabel={t(objection ? 'followUps.objections.save' : 'followUps.sheet.save')}
                cancelLabel={t('followUps.sheet.cancel')}
                onCancel={onClose}
                submitting={isSubmitting}
              />
              <History entries={target.entries} />
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
