// A long pull's progress on every screen (issue 26): a booth worker's first sign-in shows their
// voters page by page while the rest follows, so the screens work before the pull ends; this
// says how far it is, in voters, and that it goes on by itself (also after a break: the pull
// resumes from its cursor). Gone once the phone holds everything. A new edition of the roll
// coming in as part files (sync/new-edition.ts) says so in its own words.
import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pullProgress } from '../../sync/pull-progress-store.ts';
import { useSyncT } from './use-sync-t.ts';

// Made once per language: the banner is drawn again at every page of a first sync, and a new
// formatter each time cost a slow phone tens of ms there (issue 45).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
}

export function FirstSyncBanner() {
  const t = useSyncT();
  const { i18n } = useTranslation();
  const progress = useSyncExternalStore(pullProgress.subscribe, pullProgress.get, pullProgress.get);
  if (!progress || progress.synced >= progress.total) return null;
  const number = numberFormat(i18n.language);
  const counts = { synced: number.format(progress.synced), total: number.format(progress.total) };
  const percent = progress.total ? (progress.synced / progress.total) * 100 : 0;
  const words = progress.kind === 'newRoll' ? 'newRoll' : 'firstSync';
  return (
    <Paper withBorder radius="md" p="sm" mb="md" role="status">
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t(`sync.${words}.title`)}
        </Text>
        <Progress
          value={percent}
          size="lg"
          animated={progress.running}
          aria-label={t(`sync.${words}.label`)}
        />
        <Text size="sm">
          {progress.running
            ? t(`sync.${words}.progress`, counts)
            : t(`sync.${words}.paused`, counts)}
        </Text>
        {progress.running && (
          <Text size="sm" c="dimmed">
            {t(`sync.${words}.note`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
