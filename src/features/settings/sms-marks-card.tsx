// Marks by SMS (issue 44): the party office's number the phones send their marks to, and how
// long a mark waits for data before Poll Day offers SMS. The gateway phone's own set-up (its
// address and secret) and the SMS it refused follow (sms-gateway-card.tsx).
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikForm } from '../../components/form-fields/index.ts';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import { toast } from '../../components/toast.ts';
import type { SmsMarksSettings } from '../../domain/settings.ts';
import { smsMarksSchema } from '../../domain/settings.ts';
import type { SmsMarksValues } from './settings-commands.ts';
import { saveSmsMarks } from './settings-commands.ts';
import { useSaveFailure } from './use-save-failure.ts';

const valuesOf = (s: SmsMarksSettings): SmsMarksValues => ({
  number: s.number,
  waitMinutes: String(s.waitMinutes),
});

export function SmsMarksCard({
  settings,
  disabled,
}: {
  settings: SmsMarksSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const reportFailure = useSaveFailure();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="settings-sms-marks">
      <Formik<SmsMarksValues>
        initialValues={valuesOf(settings)}
        enableReinitialize
        validationSchema={smsMarksSchema}
        onSubmit={async (values, helpers) => {
          try {
            await saveSmsMarks(values);
            toast.success(t('settings.saved'));
          } catch (err) {
            helpers.setErrors(reportFailure(err));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <FormikForm>
            <Stack gap="sm">
              <Title order={2} fz="h3" id="settings-sms-marks">
                {t('smsMarks.settings.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('smsMarks.settings.help')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <FormikTextInput
                  name="number"
                  kind="phone"
                  label={t('smsMarks.settings.number')}
                  description={t('smsMarks.settings.numberHelp')}
                />
                <FormikTextInput
                  name="waitMinutes"
                  kind="integer"
                  label={t('smsMarks.settings.waitMinutes')}
                />
              </SimpleGrid>
              <Group gap="sm">
                <Button type="submit" loading={isSubmitting} disabled={disabled}>
                  {t('settings.save')}
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
