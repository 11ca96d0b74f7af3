// The poll day the slips print: date, opening and closing time (the phone's own date and time
// pickers), and the election's name. All three blank clears it.
import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormikTextInput } from '../../components/formik-fields.tsx';
import type { ElectionSettings } from '../../domain/settings.ts';
import { electionSchema } from '../../domain/settings.ts';
import type { ElectionValues } from './settings-commands.ts';
import { saveElection } from './settings-commands.ts';
import { SettingFormCard } from './setting-form-card.tsx';

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
  return (
    <SettingFormCard<ElectionValues>
      id="settings-election"
      title={t('settings.election.title')}
      help={t('settings.election.help')}
      initialValues={valuesOf(election)}
      schema={electionSchema}
      save={saveElection}
      disabled={disabled}
      buttons={({ setValues }) => (
        <Button
          variant="default"
          disabled={disabled}
          onClick={() => void setValues(valuesOf(null))}
        >
          {t('settings.election.clear')}
        </Button>
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FormikTextInput name="pollDate" type="date" label={t('settings.election.pollDate')} />
        <FormikTextInput name="pollStart" type="time" label={t('settings.election.pollStart')} />
        <FormikTextInput name="pollEnd" type="time" label={t('settings.election.pollEnd')} />
      </SimpleGrid>
      <FormikTextInput name="name" label={t('settings.election.name')} />
    </SettingFormCard>
  );
}
