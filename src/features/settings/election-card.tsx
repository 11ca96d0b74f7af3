// The poll day the slips print: date, opening and closing time (the phone's own date and time
// pickers), and the election's name. All three blank clears it.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { toast } from '../../components/toast.ts';
import type { ElectionSettings } from '../../domain/settings.ts';
import { electionSchema } from '../../domain/settings.ts';
import type { ElectionValues } from './settings-commands.ts';
import { saveElection } from './settings-commands.ts';
import { useSaveFailure } from './use-save-failure.ts';

const valuesOf = (e: ElectionSettings | null): ElectionValues => ({
  pollDate: e?.pollDate ?? '',
  pollStart: e?.pollStart ?? '',
  pollEnd: e?.pollEnd ?? '',
  name: e?.name ?? '',
});

export function ElectionCard({
  election,
  disabled,
}: {
  election: ElectionSettings | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const reportFailure = useSaveFailure();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="settings-election">
      <Formik<ElectionValues>
        initialValues={valuesOf(election)}
        enableReinitialize
        validationSchema={electionSchema}
        onSubmit={async (values, helpers) => {
          try {
            await saveElection(values);
            toast.success(t('settings.saved'));
          } catch (err) {
            helpers.setErrors(reportFailure(err));
          }
        }}
      >
        {({ isSubmitting, setValues, dirty }) => (
          <FormikForm>
            <Stack gap="sm">
              <Title order={2} fz="h3" id="settings-election">
                {t('settings.election.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('settings.election.help')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <FormikTextInput
                  name="pollDate"
                  type="date"
                  label={t('settings.election.pollDate')}
                />
                <FormikTextInput
                  name="pollStart"
                  type="time"
                  label={t('settings.election.pollStart')}
                />
                <FormikTextInput
                  name="pollEnd"
                  type="time"
                  label={t('settings.election.pollEnd')}
                />
              </SimpleGrid>
              <FormikTextInput name="name" label={t('settings.election.name')} />
              <Group gap="sm">
                <Button type="submit" loading={isSubmitting} disabled={disabled}>
                  {t('settings.save')}
                </Button>
                <Button
                  variant="default"
                  disabled={disabled}
                  onClick={() => void setValues(valuesOf(null))}
                >
                  {t('settings.election.clear')}
                </Button>
                {dirty && (
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
