// Checking a member on a visit (a coordinator above the booth): a photo taken there, shrunk on
// the phone, and the place the browser reads. Works offline: the visit waits on the phone and
// goes, photo first, when the network returns.
import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera, IconMapPin } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitPlace } from '../../domain/committees/seats.ts';
import type { ShownSeat } from './committee-view.ts';
import { useCommitteeTexts } from './use-committee-texts.ts';
import { usePlace } from './use-place.ts';

export type VisitPanelProps = {
  seat: ShownSeat;
  save: (photo: Blob, place: VisitPlace & { at: string }) => Promise<void>;
};

function usePreview(photo: Blob | null): string | null {
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export function VisitPanel({ seat, save }: VisitPanelProps) {
  const { t } = useTranslation();
  const texts = useCommitteeTexts();
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = usePreview(photo);
  const { reading, read } = usePlace();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (!photo || reading.kind !== 'read') return;
    setSaving(true);
    setFailure(null);
    try {
      await save(photo, { ...reading.place, at: reading.at });
    } catch (err) {
      setFailure(texts.failure(err));
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>{t('committees.verify.visitIntro', { name: seat.name })}</Text>
      <Stack gap="xs">
        <Group>
          <FileButton onChange={setPhoto} accept="image/*" capture="environment">
            {(props) => (
              <Button
                {...props}
                mih={44}
                variant={photo ? 'default' : 'filled'}
                leftSection={<IconCamera size={18} aria-hidden />}
              >
                {photo ? t('committees.verify.photoAgain') : t('committees.verify.photo')}
              </Button>
            )}
          </FileButton>
        </Group>
        {preview && (
          <Image
            src={preview}
            alt={t('committees.verify.photoAlt', { name: seat.name })}
            h={160}
            w="auto"
            fit="contain"
            radius="md"
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Group>
          <Button
            mih={44}
            variant={reading.kind === 'read' ? 'default' : 'filled'}
            leftSection={<IconMapPin size={18} aria-hidden />}
            loading={reading.kind === 'reading'}
            onClick={read}
          >
            {t('committees.verify.place')}
          </Button>
        </Group>
        <div role="status">
          {reading.kind === 'read' && (
            <Text size="sm" fw={600}>
              {t('committees.verify.placeRead', {
                lat: reading.place.latitude.toFixed(5),
                long: reading.place.longitude.toFixed(5),
                metres: reading.place.accuracy,
              })}
            </Text>
          )}
        </div>
        {reading.kind === 'failed' && (
          <Alert color="yellow" variant="light" role="alert">
            {t(`committees.verify.place_${reading.why}`)}
          </Alert>
        )}
      </Stack>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button
          mih={44}
          color="green.8"
          disabled={!photo || reading.kind !== 'read'}
          loading={saving}
          onClick={() => void submit()}
        >
          {t('committees.verify.saveVisit')}
        </Button>
      </Group>
    </Stack>
  );
}
