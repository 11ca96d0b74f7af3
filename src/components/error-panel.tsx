import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ErrorPanelProps = {
  /** Heading; default "Unexpected Error". */
  title?: string;
  /** Explanation; default "We're working to resolve this…". */
  message?: string;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
};

/** The generic error panel of the specification's error catalogue, for a screen whose data could not be shown. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t('app.errorPanel.title')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('app.errorPanel.message')}</Text>
        {onRetry && (
          <Button color="red" variant="outline" size="xs" onClick={onRetry}>
            {t('app.errorPanel.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
