// The printed box of the row under review, beside the form: what the reader saw, to compare.
// A box is about three times as wide as tall, so on a phone it is small: "Enlarge the picture"
// shows it at twice the width, to scroll sideways across.
import { Alert, Box, Center, Image, Paper, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollRow } from '../../domain/roll-jobs.ts';
import { useRowImage } from './use-row-image.ts';
import { LoadingMark } from '../../components/loading-mark.tsx';

export function RowImage({ jobId, row }: { jobId: string; row: RollRow }) {
  const { t } = useTranslation();
  const image = useRowImage(jobId, row.id, row.hasImage);
  const [zoomed, setZoomed] = useState(false);
  const alt = t('rolls.review.image', { page: row.page ?? '-' });
  return (
    <Paper withBorder radius="md" p="xs" bg="white" style={{ alignSelf: 'start' }}>
      {image.kind === 'ready' && (
        <>
          <Box style={{ overflowX: 'auto' }}>
            <Image
              src={image.url}
              alt={alt}
              fit="contain"
              w={zoomed ? '200%' : '100%'}
              maw="none"
              mah={zoomed ? undefined : 360}
              radius="sm"
            />
          </Box>
          <Switch
            mt="xs"
            size="md"
            label={t('rolls.review.zoom')}
            checked={zoomed}
            onChange={(e) => setZoomed(e.currentTarget.checked)}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
          />
        </>
      )}
      {image.kind === 'loading' && (
        <Center mih={120}>
          <LoadingMark label={alt} />
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
