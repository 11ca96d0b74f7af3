// One voter's slip sent from the row menu: the phone's share sheet where it has one (WhatsApp
// is among its targets), else WhatsApp's own link with the slip as text. The booths are read
// on the tap (a few milliseconds: the tap still allows the share sheet or the new tab), so a
// list that is only browsed reads nothing extra.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { slipMessage, voterSlips } from './slip-data.ts';
import { readSlipBooths } from './use-slip-booths.ts';

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
  const { t, i18n } = useTranslation();
  return useCallback(
    (row: FilterRow) => {
      void readSlipBooths(i18n.language).then((booths) => {
        const [slip] = voterSlips([row], booths.byPath);
        if (slip) shareText(slipMessage(slip, t as Parameters<typeof slipMessage>[1]));
      });
    },
    [t, i18n],
  );
}
