// Edit mode: every scalar field by section, the seven list editors, then Save and Cancel in a
// bar that stays in reach at the bottom of a long form on a phone. Validation is the shared
// profileUpdateSchema, the server's own; a refused save keeps the form and what was typed.
import { Alert, Paper, SimpleGrid, Stack } from '@mantine/core';
import { Formik, setIn } from 'formik';
import type { FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormikForm, FormikImageInput } from '../../components/form-fields/index.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { chosenImageRule } from '../../domain/member-schema.ts';
import { PROFILE_LIST_NAMES, profileUpdateSchema } from '../../domain/profile.ts';
import type { LoadedProfile, SaveOutcome } from './profile-api.ts';
import { submitProfile } from './profile-commands.ts';
import { PROFILE_SECTIONS, scalarInput } from './profile-fields.ts';
import { ProfileFieldInput } from './profile-field-input.tsx';
import { ProfileListEditor } from './profile-list-editor.tsx';
import { ProfileSection } from './profile-section.tsx';
import type { ProfileFormValues } from './profile-values.ts';
import { toFormValues } from './profile-values.ts';
import { useProfileText } from './use-profile-text.ts';
import { useSaveFailure } from './use-save-failure.ts';

export type ProfileFormProps = {
  loaded: LoadedProfile;
  onSaved: (outcome: SaveOutcome) => void;
  onCancel: () => void;
};

/** The server's schema plus the photo chosen on the phone (checked before it is shrunk). */
const profileFormSchema = profileUpdateSchema.shape({ photo: chosenImageRule });

export function ProfileForm({ loaded, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const text = useProfileText();
  const describeFailure = useSaveFailure();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (
    values: ProfileFormValues,
    setErrors: (e: FormikErrors<ProfileFormValues>) => void,
  ) => {
    setFailure(null);
    try {
      // Cast as the server will: trimmed text, numbers as numbers, unknown keys dropped. The
      // e-mail is sent as it was loaded: it cannot be changed here.
      const update = await profileUpdateSchema.validate(
        { ...values, email: loaded.profile.email },
        { stripUnknown: true, abortEarly: false },
      );
      onSaved(await submitProfile(loaded, update, values.photo));
    } catch (err) {
      const { message, fields } = describeFailure(err);
      if (fields) {
        let errors: FormikErrors<ProfileFormValues> = {};
        for (const [path, key] of Object.entries(fields)) errors = setIn(errors, path, key);
        setErrors(errors);
      }
      setFailure(message);
    }
  };

  return (
    <Formik<ProfileFormValues>
      initialValues={toFormValues(loaded.profile)}
      validationSchema={profileFormSchema}
      onSubmit={(values, helpers) => submit(values, helpers.setErrors)}
    >
      {({ isSubmitting }) => (
        <FormikForm>
          <Stack gap="md">
            {failure && (
              <Alert role="alert" color="red" variant="light">
                {failure}
              </Alert>
            )}
            <ProfileSection title={t('profile.sections.photo')}>
              <FormikImageInput
                name="photo"
                camera="user"
                label={t('profile.photo.label')}
                placeholder={t('profile.choose')}
                description={
                  loaded.profile.profileImage
                    ? `${t('profile.photo.hint')} ${t('profile.photo.keep')}`
                    : t('profile.photo.hint')
                }
              />
            </ProfileSection>
            {PROFILE_SECTIONS.map((section) => (
              <ProfileSection key={section.id} title={t(`profile.sections.${section.id}`)}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  {section.fields.map((field) => (
                    <ProfileFieldInput
                      key={field}
                      name={field}
                      field={field}
                      input={scalarInput(field)}
                      label={text.fieldLabel(field)}
                      withAsterisk={field === 'firstName'}
                      disabled={field === 'email'}
                      description={field === 'email' ? t('profile.emailLocked') : undefined}
                    />
                  ))}
                </SimpleGrid>
              </ProfileSection>
            ))}
            {PROFILE_LIST_NAMES.map((list) => (
              <ProfileSection key={list} title={text.listTitle(list)}>
                <ProfileListEditor list={list} />
              </ProfileSection>
            ))}
            <Paper
              withBorder
              radius="md"
              p="sm"
              pos="sticky"
              bottom={0}
              style={{ zIndex: 2 }}
              shadow="sm"
            >
              <FormActions
                align="end"
                submitLabel={t('profile.save')}
                cancelLabel={t('profile.cancel')}
                onCancel={onCancel}
                cancelDisabled={isSubmitting}
                submitting={isSubmitting}
              />
            </Paper>
          </Stack>
        </FormikForm>
      )}
    </Formik>
  );
}
