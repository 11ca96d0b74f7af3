// One voter's slip sent from the row menu: as a picture with the slip's text where the phone's
// share sheet takes files (WhatsApp is among its targets), else the text alone by the share
// sheet, else WhatsApp's own link. The booths are read and the picture drawn on the tap (well
// within the moment the tap allows the share sheet), so a list that is only browsed reads and
// downloads nothing extra: the canvas code (slip-image.ts) is imported then.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { whatsAppShareHref } from '../../../domain/whatsapp.ts';
import type { VoterSlip } from './slip-data.ts';
import { slipMessage, voterSlips } from './slip-data.ts';
import { readSlipBooths } from './use-slip-booths.ts';

type Translate = Parameters<typeof slipMessage>[1];

/** Send `text` by the share sheet, or WhatsApp's link where there is none. */
export function shareText(text: string, nav: Navigator = navigator, win: Window = window): void {
  if (typeof nav.share === 'function') {
    // Closing the share sheet rejects too; nothing to tell the user then.
    nav.share({ text }).catch((err: unknown) => console.info('Share sheet closed', err));
    return;
  }
  win.open(whatsAppShareHref(text), '_blank', 'noopener');
}

/** The slip as a PNG, when this browser's share sheet takes files; null otherwise. */
async function slipPicture(slip: VoterSlip, row: FilterRow, t: Translate): Promise<File | null> {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function')
    return null;
  try {
    const [{ slipImage }, { slipPersonOf }] = await Promise.all([
      import('./slip-image.ts'),
      import('./slip-drawing.ts'),
    ]);
    const png = await slipImage(slip, slipPersonOf(row), t);
    return navigator.canShare({ files: [png] }) ? png : null;
  } catch (err) {
    // No canvas, or the code could not load offline: the text still goes.
    console.warn('Slip picture not drawn', err);
    return null;
  }
}

/** Share `slip`: the picture and its text where files can be shared, the text otherwise. */
export async function shareSlip(slip: VoterSlip, row: FilterRow, t: Translate): Promise<void> {
  const text = slipMessage(slip, t);
  const png = await slipPicture(slip, row, t);
  if (!png) return shareText(text);
  await navigator
    .share({ files: [png], text })
    .catch((err: unknown) => console.info('Share sheet closed', err));
}

export function useShareSlip(): (row: FilterRow) => void {
  const { t, i18n } = useTranslation();
  return useCallback(
    (row: FilterRow) => {
      void readSlipBooths(i18n.language).then((booths) => {
        const [slip] = voterSlips([row], booths.byPath, booths.poll);
        if (slip) return shareSlip(slip, row, t as Translate);
      });
    },
    [t, i18n],
  );
}
