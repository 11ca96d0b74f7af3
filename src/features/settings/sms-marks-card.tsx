// Marks by SMS (issue 44): the party office's number the phones send their marks to, and how
// long a mark waits for data before Poll Day offers SMS. The gateway phone's own set-up (its
// address and secret) and the SMS it refused follow (sms-gateway-card.tsx).
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import type { SmsMarksSettings } from '../../domain/settings.ts';
import { smsMarksSchema } from '../../domain/settings.ts';
import type { SmsMarksValues } from './settings-commands.ts';
import { saveSmsMarks } from './settings-commands.ts';
import { SettingFormCard } from './setting-form-card.tsx';

export function SmsMarksCard({
  settings,
  disabled,
}: {
  settings: SmsMarksSettings;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SettingFormCard<SmsMarksValues>
      id="settings-sms-marks"
      title={t('smsMarks.settings.title')}
      help={t('smsMarks.settings.help')}
      initialValues={{ number: settings.number, waitMinutes: String(settings.waitMinutes) }}
      schema={smsMarksSchema}
      save={saveSmsMarks}
      disabled={disabled}
    >
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
    </SettingFormCard>
  );
}
