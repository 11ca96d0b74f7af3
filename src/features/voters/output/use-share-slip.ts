// One voter's slip sent from the row menu: the phone's share sheet where it has one (WhatsApp
// is among its targets), else WhatsApp's own link with the slip as text. The booths are read
// when the list opens, so the tap opens the share at once (a popup opened later is blocked).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { slipMessage, voterSlips } from './slip-data.ts';
import { useSlipBooths } from './use-slip-booths.ts';

/** Send `text` by the share sheet, or WhatsApp's link where there is none. */
export function shareText(text: string, nav: Navigator = navigator, win: Window = window): void {
  if (typeof nav.share === 'function') {
    // Closing the share sheet rejects too; nothing to tell the user then.
    nav.share({ text }).catch((err: unknown) => console.info('Share sheet closed', err));
    return;
  }
  win.open(`https://wa.me/?text=${encodeURIComponent(text)}`, '_blank', 'noopener');
}

export function useShareSlip(): (row: FilterRow) => void {
  const { t } = useTranslation();
  const booths = useSlipBooths();
  return useCallback(
    (row: FilterRow) => {
      const [slip] = voterSlips([row], booths?.byPath);
      if (slip)
        shareText(slipMessage(slip, t as (k: string, v?: Record<string, unknown>) => string));
    },
    [t, booths],
  );
}
