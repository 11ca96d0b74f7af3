// The party office's SMS gateway (issue 44): the webhook address and the secret the admin types
// into the gateway app (docs/deploy.md), a new secret when the old one leaked, and the SMS the
// server refused (sms-refused-list.tsx). Online only.
import { Alert, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { SmsRefusedList } from './sms-refused-list.tsx';
import { useSaveFailure } from './use-save-failure.ts';
import { useSmsGatewaySetup } from './use-sms-gateway.ts';

/**
 * The address and the secret wrap instead of scrolling (Mantine's Code scrolls what overflows):
 * a box that scrolls needs its own tab stop and name (axe: scrollable-region-focusable).
 */
const WRAPPED = { padding: 8, overflow: 'visible', overflowWrap: 'anywhere' } as const;

export function SmsGatewayCard({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const reportFailure = useSaveFailure();
  const setup = useSmsGatewaySetup(online);
  const [shown, setShown] = useState(false);
  const address = setup.value ? `${window.location.origin}${setup.value.webhookPath}` : '';
  const replace = async () => {
    if (!window.confirm(t('smsMarks.settings.newSecretConfirm'))) return;
    try {
      await setup.replace();
      setShown(true);
      toast.success(t('smsMarks.settings.newSecretDone'));
    } catch (err) {
      reportFailure(err);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="settings-sms-gateway">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="settings-sms-gateway">
          {t('smsMarks.settings.gateway')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('smsMarks.settings.gatewayHelp')}
        </Text>
        {setup.error !== null && (
          <Alert color="yellow" variant="light" role="status">
            {t('smsMarks.settings.loadFailed', { reason: t('settings.offline') })}
          </Alert>
        )}
        {setup.value && (
          <>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('smsMarks.settings.webhook')}
              </Text>
              <Code style={{ ...WRAPPED, display: 'block' }}>{address}</Code>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('smsMarks.settings.secret')}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Code style={{ ...WRAPPED, flex: 1 }}>
                  {shown ? setup.value.secret : '••••••••••••••••'}
                </Code>
                <Button
                  variant="default"
                  mih={44}
                  aria-label={
                    shown ? t('smsMarks.settings.hideLabel') : t('smsMarks.settings.showLabel')
                  }
                  onClick={() => setShown((s) => !s)}
                >
                  {shown ? t('smsMarks.settings.hide') : t('smsMarks.settings.show')}
                </Button>
              </Group>
            </Stack>
            <Group>
              <Button
                variant="light"
                color="red"
                mih={44}
                leftSection={<IconKey size={18} aria-hidden />}
                disabled={!online}
                onClick={() => void replace()}
              >
                {t('smsMarks.settings.newSecret')}
              </Button>
            </Group>
          </>
        )}
        <SmsRefusedList online={online} />
      </Stack>
    </Card>
  );
}
