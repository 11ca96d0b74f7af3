// Settings (/dashboard/settings, issue 22): the admin sets the poll day the slips print, the
// party's SMS number and gateway for marks by SMS (issue 44), and edits the voter form's lists
// (religions, castes, categories, the three scheme lists). Online only: the settings live on
// the server. Anyone else who opens the address is told so.
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { useOnline } from '../../components/use-online.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { OPTION_LIST_IDS } from '../../domain/settings.ts';
import { getSessionUser } from '../../sync/session.ts';
import { ElectionCard } from './election-card.tsx';
import { OptionListCard } from './option-list-card.tsx';
import { SmsGatewayCard } from './sms-gateway-card.tsx';
import { SmsMarksCard } from './sms-marks-card.tsx';
import { useCachedSettings } from '../../sync/use-settings.ts';

export function SettingsScreen() {
  const { t } = useTranslation();
  const online = useOnline();
  // Re-render on sign-in/out; the role comes with the session.
  useSessionUserId();
  const isAdmin = getSessionUser()?.role === 'admin';
  const cached = useCachedSettings();

  if (!isAdmin)
    return (
      <Stack gap="md">
        <PageTitle>{t('settings.title')}</PageTitle>
        <Alert color="yellow" variant="light" role="status">
          {t('settings.notAdmin')}
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="md" maw={900}>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Text>{t('settings.intro')}</Text>
      {!online && (
        <Alert color="yellow" variant="light" role="status">
          {t('settings.offline')}
        </Alert>
      )}
      {cached && (
        <>
          <ElectionCard election={cached.settings.election} disabled={!online} />
          <SmsMarksCard settings={cached.settings.smsMarks} disabled={!online} />
          <SmsGatewayCard online={online} />
          {OPTION_LIST_IDS.map((id) => (
            <OptionListCard
              key={id}
              list={id}
              options={cached.settings.optionLists[id]}
              disabled={!online}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
