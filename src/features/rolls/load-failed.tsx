// A job that could not be loaded, with a way to try again: the job's page and its review show
// the same alert under their own headings.
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('rolls.loadFailed')}</Text>
        <Button variant="default" size="sm" onClick={onRetry}>
          {t('rolls.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
