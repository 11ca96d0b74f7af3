// What the booth screen does, with the phone's database and the signed-in person filled in:
// name, remove, send a code, confirm it, record a visit. Each shows the server's answer at
// once; a change kept for later shows from the outbox instead.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedToast } from '../../components/use-saved-toast.ts';
import { db } from '../../db/instance.ts';
import type { BoothCommittee, SeatInput, VisitPlace } from '../../domain/committees/seats.ts';
import { useSessionUserId } from '../../sync/use-session-user-id.ts';
import { checkCode, removeSeat, saveSeat, saveVisit, sendCode } from './committee-api.ts';

export function useCommitteeActions(boothId: string, apply: (c: BoothCommittee) => void) {
  const { i18n } = useTranslation();
  const userId = useSessionUserId();
  const savedToast = useSavedToast();
  const lang = i18n.language.startsWith('hi') ? 'hi' : 'en';
  const me = useCallback(() => {
    if (!userId) throw new Error('Not signed in');
    return userId;
  }, [userId]);

  return useMemo(
    () => ({
      name: async (seatId: string, input: SeatInput, done: string) => {
        const result = await saveSeat(db, me(), boothId, seatId, input);
        if (result.status === 'sent') apply(result.data);
        savedToast(done);
      },
      remove: async (seatId: string, done: string) => {
        const result = await removeSeat(db, me(), boothId, seatId);
        if (result.status === 'sent') apply(result.data);
        savedToast(done);
      },
      sendCode: (seatId: string) => sendCode(boothId, seatId, lang),
      checkCode: async (seatId: string, code: string) => {
        const kept = await checkCode(db, me(), boothId, seatId, code);
        apply(kept.committee);
      },
      visit: async (
        seatId: string,
        photo: Blob,
        place: VisitPlace & { at: string },
        done: string,
      ) => {
        const result = await saveVisit(db, me(), boothId, seatId, photo, place);
        if (result.status === 'sent') apply(result.data);
        savedToast(done);
      },
    }),
    [boothId, apply, me, lang, savedToast],
  );
}
