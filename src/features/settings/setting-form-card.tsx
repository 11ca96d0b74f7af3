// One setting as a card with its own form: a title, a line of help, the fields, Save (off while
// offline) and "not saved yet" while changed. A failed save puts the server's field errors back
// on the form and says why (use-save-failure.ts). The poll day and the SMS settings use it.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Formik } from 'formik';
import type { FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../components/form-fields/index.ts';
import { toast } from '../../components/toast.ts';
import { useSaveFailure } from './use-save-failure.ts';

export function SettingFormCard<V extends FormikValues>({
  id,
  title,
  help,
  initialValues,
  schema,
  save,
  disabled,
  buttons,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  help: string;
  initialValues: V;
  schema: Schema;
  save: (values: V) => Promise<void>;
  /** Offline: nothing can be saved. */
  disabled: boolean;
  /** More buttons beside Save. */
  buttons?: (form: FormikProps<V>) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const reportFailure = useSaveFailure();
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    try {
      await save(values);
      toast.success(t('settings.saved'));
    } catch (err) {
      helpers.setErrors(reportFailure(err) as FormikErrors<V>);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Formik<V>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={schema}
        onSubmit={submit}
      >
        {(form) => (
          <FormikForm>
            <Stack gap="sm">
              <Title order={2} fz="h3" id={id}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {help}
              </Text>
              {children}
              <Group gap="sm">
                <Button type="submit" loading={form.isSubmitting} disabled={disabled}>
                  {t('settings.save')}
                </Button>
                {buttons?.(form)}
                {form.dirty && (
                  <Text size="sm" c="orange.9">
                    {t('settings.lists.unsaved')}
                  </Text>
                )}
              </Group>
            </Stack>
          </FormikForm>
        )}
      </Formik>
    </Card>
  );
}
