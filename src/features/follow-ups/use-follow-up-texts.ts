// The words the follow-up cards and the sheet share: who the voter is, why they are on the
// list, and what an entry recorded — in the user's language and date format.
import { useTranslation } from 'react-i18next';
import { useDates } from '../../components/use-dates.ts';
import { useShortTime } from '../../components/use-short-time.ts';
import type { FollowUpFields } from '../../domain/follow-ups.ts';
import { relativeLabelKey, voterFullName } from '../../domain/voter-fields.ts';
import { serialOf } from '../../domain/voter-roll.ts';
import type { VoterRecord } from '../../db/types.ts';
import type { RollReason } from './follow-ups-data.ts';

export function useFollowUpTexts() {
  const { t } = useTranslation();
  const dates = useDates();
  const time = useShortTime();

  const dayOf = (ymd: string | undefined) => (ymd ? dates.day(ymd) : '');

  const name = (v: VoterRecord) => voterFullName(v) || v.voterId || '-';

  const place = (v: VoterRecord) => {
    const serial = serialOf(v);
    return serial === null
      ? t('followUps.placeNoSerial', { part: v.part })
      : t('followUps.place', { part: v.part, serial });
  };

  const relative = (v: VoterRecord) =>
    v.relation
      ? t('followUps.relation', { label: t(relativeLabelKey(v.relationType)), name: v.relation })
      : '';

  const reason = (r: RollReason) => {
    if (r.kind === 'asd') {
      const category = t(`followUps.asd.${r.category}`);
      return r.list
        ? t('followUps.reason.asd', { category, list: r.list })
        : t('followUps.reason.asdNoList', { category });
    }
    return t(`followUps.reason.${r.kind}`, { revision: r.revision });
  };

  /** "reached, Shifted to Kanpur, Form 8 no. BLA/123, 27 Nov 2026". */
  const what = (e: FollowUpFields) => {
    const form =
      e.form &&
      (e.formRef
        ? t('followUps.what.form', { form: e.form, ref: e.formRef, date: dayOf(e.formDate) })
        : t('followUps.what.formNoRef', { form: e.form, date: dayOf(e.formDate) }));
    return [
      t(e.reached ? 'followUps.what.reached' : 'followUps.what.notReached'),
      e.outcome === 'shifted' && e.shiftedTo
        ? t('followUps.what.shiftedTo', { place: e.shiftedTo })
        : e.outcome && t(`followUps.what.outcomes.${e.outcome}`),
      form,
    ]
      .filter(Boolean)
      .join(', ');
  };
  /** One entry as a line: when, who, what, and its note. */
  const entry = (e: FollowUpFields) =>
    t('followUps.entry', { time: time(e.at), by: e.by, what: what(e) }) +
    (e.note ? ` — ${e.note}` : '');

  return { name, place, relative, reason, entry, day: dayOf, date: dates.date };
}
