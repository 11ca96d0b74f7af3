// One tap marks a voter voted; for 10 s after, their card offers Undo (field-work.ts UNDO_MS).
// The cards of the poll-day search and of the scan panel share it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.ts';
import { UNDO_MS } from '../../domain/field-work.ts';
import { markVoterVoted } from './poll-day-commands.ts';

export function useVoteMarking() {
  const { t } = useTranslation();
  // Marks made here in the last 10 s: their cards offer Undo.
  const [recent, setRecent] = useState<Map<string, number>>(new Map());
  useEffect(() => {
    if (!recent.size) return;
    const next = Math.min(...recent.values()) - Date.now();
    const timer = setTimeout(
      () => setRecent((r) => new Map([...r].filter(([, until]) => until > Date.now()))),
      Math.max(next, 0),
    );
    return () => clearTimeout(timer);
  }, [recent]);

  const mark = async (voterId: string, name: string, voted: boolean) => {
    if (!(await markVoterVoted(voterId, voted))) return;
    setRecent((r) => {
      const next = new Map(r);
      if (voted) next.set(voterId, Date.now() + UNDO_MS);
      else next.delete(voterId);
      return next;
    });
    if (!voted) toast.info(t('pollDay.undone', { name }));
  };

  return { recent, mark };
}
