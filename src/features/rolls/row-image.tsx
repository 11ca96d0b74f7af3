// The printed box of the row under review, beside the form: what the reader saw, to compare.
import { Alert, Center, Image, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RollRow } from '../../domain/roll-jobs.ts';
import { useRowImage } from './use-row-image.ts';

export function RowImage({ jobId, row }: { jobId: string; row: RollRow }) {
  const { t } = useTranslation();
  const image = useRowImage(jobId, row.id, row.hasImage);
  const alt = t('rolls.review.image', { page: row.page ?? '-' });
  return (
    <Paper withBorder radius="md" p="xs" bg="white" style={{ alignSelf: 'start' }}>
      {image.kind === 'ready' && (
        <Image src={image.url} alt={alt} fit="contain" mah={360} w="100%" radius="sm" />
      )}
      {image.kind === 'loading' && (
        <Center mih={120}>
          <Loader size="sm" aria-label={alt} />
        </Center>
      )}
      {image.kind === 'none' && (
        <Text size="sm" c="dimmed" p="sm">
          {t('rolls.review.noImage')}
        </Text>
      )}
      {image.kind === 'failed' && (
        <Alert color="yellow" variant="light">
          {t('rolls.review.imageFailed')}
        </Alert>
      )}
    </Paper>
  );
}
