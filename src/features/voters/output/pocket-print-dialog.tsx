// The pocket printer dialog: the slip as the printer will print it (its very dots), a line that
// says what is happening or what to do, and Print by Bluetooth (Web Serial's "Printer on a
// cable" where the browser has it) with what printing needs on this phone said under it.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBluetooth, IconPlugConnected, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import type { MonoImage } from '../../../printer/index.ts';
import { bluetoothNeeds, pocketStatus } from './pocket-print-text.ts';
import { usePocketPrint } from './use-pocket-print.ts';

type Translate = Parameters<typeof pocketStatus>[1];

export type PocketPrintDialogProps = {
  /** The voters to print, a slip each, in this order. */
  rows: readonly FilterRow[];
  title: string;
  /** Names the first slip in the preview's label. */
  firstName: string;
  onClose: () => void;
};

/** The printer's dots on a canvas. */
function SlipPreview({ image, label }: { image: MonoImage; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx) return;
    const pixels = ctx.createImageData(image.width, image.height);
    image.dots.forEach((dot, i) => {
      const v = dot ? 0 : 255;
      pixels.data.set([v, v, v, 255], i * 4);
    });
    ctx.putImageData(pixels, 0, 0);
  }, [image]);
  return (
    <canvas
      ref={ref}
      width={image.width}
      height={image.height}
      role="img"
      aria-label={label}
      // Dot for pixel on a wide screen; a phone narrower than the slip shrinks it smoothly
      // (dropping whole rows of dots would break the thin strokes of small letters).
      style={{
        width: '100%',
        maxWidth: image.width,
        height: 'auto',
        alignSelf: 'center',
        border: '1px dashed var(--mantine-color-gray-5)',
      }}
    />
  );
}

const TONE = { info: 'blue', success: 'green', error: 'red' } as const;

export function PocketPrintDialog({ rows, title, firstName, onClose }: PocketPrintDialogProps) {
  const { t } = useTranslation();
  const p = usePocketPrint(rows);
  const needsId = useId();
  const busy = p.phase.kind === 'printing';
  const canPrint = !busy && p.total > 0 && p.preview !== null && p.phase.kind !== 'broken';
  const tr = t as Translate;
  const status = pocketStatus(p, tr);
  const needs = bluetoothNeeds(p, tr);
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} size="md">
      <Stack gap="sm">
        {p.preview && (
          <SlipPreview
            image={p.preview}
            label={t('voterOutput.pocket.previewLabel', { name: firstName })}
          />
        )}
        <Alert color={TONE[status.tone]} role="status" aria-live="polite" p="xs">
          {status.text}
        </Alert>
        <Group gap="xs">
          <Button
            leftSection={<IconBluetooth size={18} aria-hidden />}
            disabled={!canPrint || p.bluetooth === 'missing'}
            onClick={() => p.print('bluetooth')}
            aria-describedby={needs ? needsId : undefined}
          >
            {t('voterOutput.pocket.bluetooth')}
          </Button>
          {p.cable && (
            <Button
              variant="default"
              leftSection={<IconPlugConnected size={18} aria-hidden />}
              disabled={!canPrint}
              onClick={() => p.print('serial')}
            >
              {t('voterOutput.pocket.cable')}
            </Button>
          )}
          {busy && (
            <Button
              variant="default"
              leftSection={<IconPlayerStop size={18} aria-hidden />}
              onClick={p.stop}
            >
              {t('voterOutput.pocket.stop')}
            </Button>
          )}
          <Button variant="subtle" onClick={onClose} disabled={busy}>
            {t('voterOutput.pocket.close')}
          </Button>
        </Group>
        {needs && (
          <Text id={needsId} size="sm" c="dimmed">
            {needs}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
