// Where the verification codes go out: the party office's gateway phone (SMS Gateway for
// Android), its address and the login its app shows. The password is never shown back; left
// empty, the saved one stays. Admin only, online.
import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import type { OutboundGatewayView } from '../../domain/committees/sms-gateway.ts';
import { ApiError } from '../../sync/api-client.ts';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';

export type GatewayCardProps = {
  value: OutboundGatewayView | null;
  error: unknown;
  save: (body: { url: string; username: string; password: string }) => Promise<unknown>;
};

/** The form starts from what is saved: a new answer from the server starts it again. */
export function GatewayCard(props: GatewayCardProps) {
  return <GatewayForm key={props.value?.updatedAt ?? String(!!props.value)} {...props} />;
}

function GatewayForm({ value, error, save }: GatewayCardProps) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const translateKey = useTranslateKey();
  const [url, setUrl] = useState(value?.url ?? '');
  const [username, setUsername] = useState(value?.username ?? '');
  const [password, setPassword] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    setUrlError(null);
    try {
      await save({ url, username, password });
      setPassword('');
      toast.success(t('committees.gateway.saved'));
    } catch (err) {
      const fields = err instanceof ApiError ? err.body?.fields : undefined;
      if (fields?.url) setUrlError(translateKey(fields.url));
      else toast.error(texts.failure(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="committee-gateway">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} fz="h3" id="committee-gateway">
            {t('committees.gateway.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('committees.gateway.help')}
          </Text>
          {error !== null && (
            <Alert color="yellow" variant="light" role="status">
              {texts.failure(error)}
            </Alert>
          )}
          {value && !value.url && (
            <Alert color="yellow" variant="light">
              {t('committees.gateway.notSet')}
            </Alert>
          )}
          <TextInput
            label={t('committees.gateway.url')}
            description={t('committees.gateway.urlHint')}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={urlError}
            inputMode="url"
            autoComplete="off"
          />
          <TextInput
            label={t('committees.gateway.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            autoComplete="off"
          />
          <PasswordInput
            label={t('committees.gateway.password')}
            description={value?.passwordSet ? t('committees.gateway.passwordKept') : undefined}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showHide') }}
          />
          <Group>
            <Button type="submit" mih={44} loading={saving} disabled={!value}>
              {t('committees.gateway.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
