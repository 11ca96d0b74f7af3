// The row menu of a voter report (the specification's screens): View profile, Edit, the slip
// (sent on WhatsApp or printed on a pocket printer), and Delete after a
// confirmation (docs/spec-differences.md: the old handler existed but was not offered; now it is).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-table/index.ts';
import { useSavedToast } from '../../../components/use-saved-toast.ts';
import type { FilterRow } from '../../../domain/voter-filters.ts';
import { useShareSlip } from '../output/use-share-slip.ts';
import { deleteVoter } from './voter-commands.ts';
import { useVoterFailure } from './use-voter-failure.ts';

export type VoterRowTarget = {
  id: string;
  name: string;
  /** The row, for sharing its slip. */
  row?: FilterRow;
};

export function useVoterActions(
  onView: (id: string) => void,
  onEdit: (id: string) => void,
  onAskDelete: (target: VoterRowTarget) => void,
  onPrintSlip: (target: VoterRowTarget) => void,
) {
  const { t } = useTranslation();
  const shareSlip = useShareSlip();
  return useCallback(
    (target: VoterRowTarget): RowAction[] => [
      { id: 'profile', label: t('voters.screen.viewProfile'), onSelect: () => onView(target.id) },
      { id: 'edit', label: t('voters.screen.edit'), onSelect: () => onEdit(target.id) },
      ...(target.row
        ? [
            {
              id: 'shareSlip',
              label: t('voters.screen.shareSlip'),
              onSelect: () => shareSlip(target.row!),
            },
            {
              id: 'printSlip',
              label: t('voters.screen.printSlip'),
              onSelect: () => onPrintSlip(target),
            },
          ]
        : []),
      {
        id: 'delete',
        label: t('voters.screen.delete'),
        color: 'red.9',
        onSelect: () => onAskDelete(target),
      },
    ],
    [t, onView, onEdit, onAskDelete, onPrintSlip, shareSlip],
  );
}

/** Deletes after the confirmation dialog said yes. */
export function useDeleteVoter() {
  const { t } = useTranslation();
  const reportFailure = useVoterFailure();
  const savedToast = useSavedToast();
  return useCallback(
    async (target: VoterRowTarget) => {
      try {
        await deleteVoter(target.id);
        savedToast(t('voters.screen.saved.deleted', { name: target.name }));
      } catch (err) {
        reportFailure(err);
      }
    },
    [t, reportFailure, savedToast],
  );
}
