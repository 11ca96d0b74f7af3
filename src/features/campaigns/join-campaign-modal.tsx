// The "Join Campaign" form modal (spec "Party Campaigns"): Personal Information, Campaign
// Details and Upload Photos. Submitting accepts the invitation; offline it waits in the outbox.
import { Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormActions } from '../../components/form-actions.tsx';
import {
  FormikCheckbox,
  FormikForm,
  FormikImagesInput,
  FormikTextarea,
} from '../../components/form-fields/index.ts';
import type { ParticipationInput } from '../../domain/campaigns.ts';
import { participationSchema } from '../../domain/campaigns.ts';
import { ApiError } from '../../sync/api-client.ts';
import type { CampaignView } from './use-campaigns.ts';
import type { JoinFormValues } from './join-form-schema.ts';
import { EMPTY_JOIN_FORM, PHOTO_ACCEPT, joinFormSchema } from './join-form-schema.ts';

export type JoinCampaignModalProps = {
  campaign: CampaignView | null;
  /** Initial values (a name and phone the phone already knows). */
  initial?: Partial<JoinFormValues>;
  onClose: () => void;
  /** Send the form; throws on a refusal (ApiError with per-field keys when the server names them). */
  onSubmit: (campaign: CampaignView, input: ParticipationInput, photos: File[]) => Promise<void>;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function JoinCampaignModal({
  campaign,
  initial,
  onClose,
  onSubmit,
}: JoinCampaignModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  const submit = async (values: JoinFormValues, helpers: FormikHelpers<JoinFormValues>) => {
    if (!campaign) return;
    const input = participationSchema.cast(values, { stripUnknown: true });
    try {
      await onSubmit(campaign, input, values.photos);
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) helpers.setErrors(err.body.fields);
    }
  };
  return (
    <Modal
      opened={campaign !== null}
      onClose={onClose}
      title={t('campaigns.join.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('campaigns.detail.close') }}
    >
      {campaign && (
        <Formik<JoinFormValues>
          initialValues={{ ...EMPTY_JOIN_FORM, ...initial }}
          validationSchema={joinFormSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <FormikForm>
              <Stack gap="md">
                <Section title={t('campaigns.join.personal')}>
                  <FormikTextInput
                    name="fullName"
                    kind="name"
                    label={t('campaigns.join.fullName')}
                    withAsterisk
                  />
                  <FormikTextInput
                    name="phone"
                    kind="phone"
                    label={t('campaigns.join.phone')}
                    placeholder={t('campaigns.join.phonePlaceholder')}
                    withAsterisk
                  />
                  <FormikTextInput name="email" kind="email" label={t('campaigns.join.email')} />
                  <FormikTextInput
                    name="address"
                    kind="address"
                    label={t('campaigns.join.address')}
                  />
                  <FormikTextInput
                    name="emergencyContact"
                    kind="phone"
                    label={t('campaigns.join.emergencyContact')}
                  />
                </Section>
                <Section title={t('campaigns.join.details')}>
                  <FormikTextInput
                    name="additionalGuests"
                    kind="integer"
                    label={t('campaigns.join.additionalGuests')}
                    description={t('campaigns.join.guestsHint')}
                    type="number"
                    min={0}
                    max={5}
                    withAsterisk
                  />
                  <FormikTextarea
                    name="specialRequirements"
                    minRows={2}
                    label={t('campaigns.join.specialRequirements')}
                  />
                  <FormikCheckbox
                    name="transportNeeded"
                    label={t('campaigns.join.transportNeeded')}
                  />
                  <FormikCheckbox
                    name="accommodationNeeded"
                    label={t('campaigns.join.accommodationNeeded')}
                  />
                  <FormikTextarea
                    name="dietaryRestrictions"
                    minRows={2}
                    label={t('campaigns.join.dietaryRestrictions')}
                  />
                </Section>
                <Section title={t('campaigns.join.photos')}>
                  <FormikImagesInput
                    name="photos"
                    label={t('campaigns.join.photosLabel')}
                    description={t('campaigns.join.photosHint')}
                    chooseLabel={t('campaigns.join.photos')}
                    removeLabel={(name) => t('campaigns.join.removePhoto', { name })}
                    accept={PHOTO_ACCEPT}
                  />
                </Section>
                <FormActions
                  align="end"
                  gap="md"
                  submitLabel={t('campaigns.join.submit')}
                  cancelLabel={t('campaigns.join.cancel')}
                  onCancel={onClose}
                  submitting={isSubmitting}
                />
              </Stack>
            </FormikForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
