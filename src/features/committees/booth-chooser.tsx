// No booth named and none of one's own (a coordinator, the admin): find a booth on this phone
// by its name, or go to the committees report.
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { areaName } from '../../domain/areas.ts';
import { DASHBOARD_BASE } from '../../domain/navigation.ts';
import { useBoothsMatching } from './use-booth-choice.ts';

export function BoothChooser({ onChoose }: { onChoose: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const booths = useBoothsMatching(search, i18n.language);
  return (
    <Stack gap="sm">
      <Text>{t('committees.booth.chooseHelp')}</Text>
      <TextInput
        label={t('committees.booth.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        size="md"
      />
      {booths && booths.length === 0 && (
        <Alert color="gray" variant="light">
          {t('committees.booth.noBooths')}{' '}
          <Anchor component={Link} to={`${DASHBOARD_BASE}/committees`} underline="always">
            {t('nav.pages.committees')}
          </Anchor>
        </Alert>
      )}
      <Stack gap={6}>
        {booths?.map((b) => (
          <Button
            key={b.id}
            variant="default"
            mih={44}
            justify="flex-start"
            onClick={() => onChoose(b.id)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {areaName(b, i18n.language)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
