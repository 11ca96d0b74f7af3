// Create Group (the specification's screens/§5): a name and members. Members are picked from the people of my area
// or typed, several at once separated by commas (trimmed, empties dropped).
import { Stack, TagsInput, Title } from '@mantine/core';
import { Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { FormikForm, useFieldError } from '../../components/form-fields/index.ts';
import { FormActions } from '../../components/form-actions.tsx';
import type { ChatPerson } from '../../domain/chat.ts';
import { groupFormSchema, splitMembers } from '../../domain/chat.ts';

export type GroupFormValues = { name: string; members: string[] };

function MembersInput({ people }: { people: ChatPerson[] }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<string[]>('members');
  const error = useFieldError('members');
  return (
    <TagsInput
      label={t('chat.form.members')}
      description={people.length ? t('chat.form.membersHint') : t('chat.form.noPeople')}
      placeholder={t('chat.form.membersPlaceholder')}
      withAsterisk
      data={people.map((p) => p.name)}
      splitChars={[',']}
      acceptValueOnBlur
      clearable
      value={field.value}
      onChange={(names) => void helpers.setValue(splitMembers(names.join(',')))}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function GroupForm({
  people,
  onSubmit,
  onCancel,
}: {
  people: ChatPerson[];
  onSubmit: (values: GroupFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Formik<GroupFormValues>
      initialValues={{ name: '', members: [] }}
      validationSchema={groupFormSchema}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <FormikForm aria-labelledby="chat-form-heading">
          <Stack gap="md" maw={560}>
            <Title order={2} id="chat-form-heading" fz="lg">
              {t('chat.form.heading')}
            </Title>
            <FormikTextInput name="name" label={t('chat.form.name')} withAsterisk />
            <MembersInput people={people} />
            <FormActions
              submitLabel={t('chat.form.create')}
              cancelLabel={t('chat.form.cancel')}
              onCancel={onCancel}
              submitting={isSubmitting}
            />
          </Stack>
        </FormikForm>
      )}
    </Formik>
  );
}
