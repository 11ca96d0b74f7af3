// What an empty dashboard offers: no voters on this phone yet. Someone who may import the roll
// is sent to the import; a booth worker is told who brings their booth's voters.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../domain/auth.ts';
import { mayImportRolls } from '../../domain/roll-access.ts';

export function EmptyRollCard({ user }: { user: Pick<SessionUser, 'role' | 'scope'> | null }) {
  const { t } = useTranslation();
  const importer = mayImportRolls(user);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="md">
          {t('home.empty.title')}
        </Title>
        <Text size="sm">{importer ? t('home.empty.importer') : t('home.empty.worker')}</Text>
        {importer && (
          <Button
            component={Link}
            to="/dashboard/roll-import"
            leftSection={<IconFileImport size={18} aria-hidden />}
          >
            {t('home.empty.import')}
          </Button>
        )}
        {importer && user?.role === 'admin' && (
          <Text size="sm" c="dimmed">
            {t('home.empty.demo')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
