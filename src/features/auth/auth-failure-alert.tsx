import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuthFailure } from './auth-error.ts';

export type AuthFailureAlertProps = {
  failure: AuthFailure;
  /** Sends the form again with the same values. */
  onRetry: () => void;
};

/** The red note above an auth form's submit button, with Retry when the network was slow. */
export function AuthFailureAlert({ failure, onRetry }: AuthFailureAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.message}</Text>
        {failure.detail && <Text size="sm">{failure.detail}</Text>}
        {failure.retry && (
          <Button
            type="button"
            size="xs"
            color="red"
            variant="outline"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={onRetry}
          >
            {t('auth.network.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
