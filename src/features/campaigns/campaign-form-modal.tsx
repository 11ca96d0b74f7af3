// Create or edit a campaign (admin and coordinators): the invited area is picked by name from
// the areas tree, as on the account form; the admin may also invite everyone.
import { Modal, NativeSelect, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Formik, useField } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm, FormikTextarea, useFieldError } from '../../components/form-fields/index.ts';
import { AreaSelect } from '../../components/area-select/index.ts';
import type { AreaChoice } from '../../components/area-select/index.ts';
import { FormActions } from '../../components/form-actions.tsx';
import type { CampaignInput } from '../../domain/campaigns.ts';
import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_PRIORITIES,
  campaignSchema,
} from '../../domain/campaigns.ts';
import { ApiError } from '../../sync/api-client.ts';
import type { CampaignView } from './use-campaigns.ts';
import type { CampaignFormValues } from './campaign-form-values.ts';
import { toInput, toValues, validateCampaignForm } from './campaign-form-values.ts';

function Select({ name, label, data }: { name: string; label: string; data: AreaChoice[] }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <NativeSelect {...field} label={label} data={data} error={error} withAsterisk />;
}

export type CampaignFormModalProps = {
  opened: boolean;
  /** Edit this one; absent: a new campaign. */
  campaign?: CampaignView;
  /** Areas the person holds, by name; the admin's list starts with Everyone (''). */
  choices: readonly AreaChoice[];
  defaultScope: string;
  onClose: () => void;
  onSave: (input: CampaignInput, id?: string) => Promise<void>;
};

export function CampaignFormModal(props: CampaignFormModalProps) {
  const { opened, campaign, choices, defaultScope, onClose, onSave } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 599.98px)', false, { getInitialValueInEffect: false });
  const submit = async (values: CampaignFormValues, helpers: FormikHelpers<CampaignFormValues>) => {
    try {
      await onSave(campaignSchema.cast(toInput(values)), campaign?.id);
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) helpers.setErrors(err.body.fields);
    }
  };
  const options = (ids: readonly string[], group: 'category' | 'priority') =>
    ids.map((id) => ({
      value: id,
      label: t(`campaigns.${group}.${id}` as 'campaigns.category.other'),
    }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={campaign ? t('campaigns.form.edit') : t('campaigns.form.create')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('campaigns.detail.close') }}
    >
      <Formik<CampaignFormValues>
        initialValues={toValues(campaign, defaultScope)}
        validate={validateCampaignForm}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <FormikForm>
            <Stack gap="sm">
              <FormikTextInput name="title" label={t('campaigns.form.title')} withAsterisk />
              <FormikTextInput
                name="date"
                type="date"
                label={t('campaigns.form.date')}
                withAsterisk
              />
              <FormikTextInput
                name="time"
                label={t('campaigns.form.time')}
                placeholder={t('campaigns.form.timePlaceholder')}
                withAsterisk
              />
              <FormikTextInput
                name="location"
                kind="place"
                label={t('campaigns.form.location')}
                withAsterisk
              />
              <Select
                name="category"
                label={t('campaigns.form.category')}
                data={options(CAMPAIGN_CATEGORIES, 'category')}
              />
              <Select
                name="priority"
                label={t('campaigns.form.priority')}
                data={options(CAMPAIGN_PRIORITIES, 'priority')}
              />
              <FormikTextInput
                name="maxAttendees"
                kind="integer"
                label={t('campaigns.form.maxAttendees')}
                withAsterisk
              />
              <FormikTextInput name="organizer" label={t('campaigns.form.organizer')} />
              <AreaSelect
                name="scope"
                choices={choices}
                label={t('campaigns.form.area')}
                description={t('campaigns.form.areaHint')}
              />
              <FormikTextarea
                minRows={2}
                name="description"
                label={t('campaigns.form.description')}
              />
              <FormikTextarea
                minRows={2}
                name="requirements"
                label={t('campaigns.form.requirements')}
                description={t('campaigns.form.requirementsHint')}
              />
              <FormikTextInput
                name="image"
                type="url"
                label={t('campaigns.form.image')}
                description={t('campaigns.form.imageHint')}
              />
              <FormActions
                align="end"
                gap="md"
                submitLabel={t('campaigns.form.save')}
                cancelLabel={t('campaigns.form.back')}
                onCancel={onClose}
                submitting={isSubmitting}
              />
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
