// What an empty dashboard offers: no voters on this phone yet. Someone who may import the roll
// is sent to the import; the administrator may instead load the demo on the server (sample
// areas, voters and campaigns) and watch it load; a booth worker is told who brings their
// booth's voters.
import { Alert, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTranslateKey } from '../../components/use-translate-key.ts';
import type { SessionUser } from '../../domain/auth.ts';
import { DEMO_BOOTH_SIZE, DEMO_VOTERS } from '../../domain/demo.ts';
import { mayImportRolls } from '../../domain/roll-access.ts';
import { ApiError } from '../../sync/api-client.ts';
import { useDemoLoad } from './use-demo-load.ts';

/** Why the start failed, as an i18n key: the server's own, or the kind of fault. */
function failureKey(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.kind === 'network') return 'errors.network';
    if (err.kind === 'timeout') return 'errors.timeout';
    if (err.body?.messageKey) return err.body.messageKey;
    if (err.status >= 500) return 'errors.server';
  }
  return 'errors.unknown';
}

function DemoSection() {
  const { t, i18n } = useTranslation();
  const translate = useTranslateKey();
  const headingId = useId();
  const { status, starting, error, start } = useDemoLoad(true);
  const number = new Intl.NumberFormat(i18n.language);
  const state = status?.state;
  return (
    <Stack
      gap="xs"
      w="100%"
      mt="sm"
      align="flex-start"
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={3} fz="sm" id={headingId}>
        {t('home.demo.title')}
      </Title>
      <Text size="sm">
        {t('home.demo.explain', {
          booths: number.format(DEMO_VOTERS / DEMO_BOOTH_SIZE),
          voters: number.format(DEMO_VOTERS),
        })}
      </Text>
      {state === 'loading' && (
        <>
          <Progress
            value={status!.total ? (status!.written / status!.total) * 100 : 0}
            size="lg"
            w="100%"
            aria-label={t('home.demo.progressLabel')}
          />
          <Text size="sm" role="status">
            {t('home.demo.progress', {
              written: number.format(status!.written),
              total: number.format(status!.total),
            })}
          </Text>
        </>
      )}
      {state === 'done' && (
        <Text size="sm" fw={700} role="status">
          {t('home.demo.done')}
        </Text>
      )}
      {state !== 'loading' && state !== 'done' && (
        <Button
          variant="outline"
          loading={starting}
          onClick={() => void start()}
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
        >
          {t('home.demo.load')}
        </Button>
      )}
      {state === 'failed' && !error && (
        <Alert color="red" role="alert" w="100%">
          {translate(status!.messageKey ?? 'home.demo.failed')}
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" role="alert" w="100%">
          {translate(failureKey(error), t('errors.unknown'))}
        </Alert>
      )}
    </Stack>
  );
}

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
        {user?.role === 'admin' && <DemoSection />}
      </Stack>
    </Card>
  );
}
