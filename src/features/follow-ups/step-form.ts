// The follow-up sheet's values, rules and entry (issue 25). A step restates the whole
// follow-up — the latest entry is its state (follow-ups.ts) — so the sheet opens with the
// latest entry's answers and a filed form carried forward; only the note starts empty. The
// messages are i18n keys (validation.ts), shown next to their field in the user's language.
import { object, string } from 'yup';
import type { ClaimForm, FollowUpFields, FollowUpOutcome } from '../../domain/follow-ups.ts';
import { CLAIM_FORMS, DAILY_FORM_LIMIT, FOLLOW_UP_OUTCOMES } from '../../domain/follow-ups.ts';
import { withValues } from '../../domain/message-values.ts';
import { MSG } from '../../domain/validation.ts';

export type StepValues = {
  reached: '' | 'yes' | 'no';
  outcome: '' | FollowUpOutcome;
  shiftedTo: string;
  form: '' | ClaimForm;
  formRef: string;
  formDate: string;
  evidence: string;
  note: string;
};

/** What the rules need beyond the values: today (India's day) and the daily limit. */
export type StepContext = {
  today: string;
  /** True when this form on that day would go beyond the agent's daily limit. */
  refuses: (step: { form: ClaimForm; formDate: string }) => boolean;
};

/** What a saved step writes (the entry's fields but its time and author). */
export type StepInput = Omit<FollowUpFields, 'at' | 'by'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const withForm = (form: unknown) => typeof form === 'string' && form !== '';

export const LIMIT_MESSAGE = withValues('followUps.errors.limit', { limit: DAILY_FORM_LIMIT });

export const stepSchema = object({
  reached: string().required('followUps.errors.reached').oneOf(['yes', 'no'], MSG.oneOf),
  outcome: string()
    .oneOf(FOLLOW_UP_OUTCOMES, MSG.oneOf)
    .when('reached', {
      is: 'yes',
      then: (s) => s.required('followUps.errors.outcome'),
    }),
  shiftedTo: string()
    .trim()
    .max(300, MSG.tooLong)
    .when('outcome', {
      is: 'shifted',
      then: (s) => s.required('followUps.errors.shiftedTo'),
    }),
  form: string()
    .oneOf(CLAIM_FORMS, MSG.oneOf)
    // The limit speaks at the form's choice: that is what the agent would have to take back.
    .test('limit', LIMIT_MESSAGE, (form, ctx) => {
      const refuses = (ctx.options.context as StepContext | undefined)?.refuses;
      const formDate: unknown = ctx.parent.formDate;
      if (!refuses || !withForm(form) || typeof formDate !== 'string') return true;
      return !refuses({ form: form as ClaimForm, formDate });
    }),
  formRef: string()
    .trim()
    .max(60, MSG.tooLong)
    .when('form', { is: withForm, then: (s) => s.required('followUps.errors.formRef') }),
  formDate: string().when('form', {
    is: withForm,
    then: (s) =>
      s
        .required(MSG.required)
        .matches(DAY, MSG.date)
        .test('notAfterToday', 'followUps.errors.future', (day, ctx) => {
          const today = (ctx.options.context as StepContext | undefined)?.today;
          return !day || !today || day <= today;
        }),
  }),
  evidence: string().trim().max(1000, MSG.tooLong),
  note: string().trim().max(1000, MSG.tooLong),
});

/** The sheet's first values: the latest entry's answers, a form carried forward, no note. */
export function stepValues(latest: FollowUpFields | undefined, today: string): StepValues {
  return {
    reached: latest ? (latest.reached ? 'yes' : 'no') : '',
    outcome: latest?.outcome ?? '',
    shiftedTo: latest?.shiftedTo ?? '',
    form: latest?.form ?? '',
    formRef: latest?.formRef ?? '',
    formDate: latest?.formDate ?? today,
    evidence: latest?.evidence ?? '',
    note: '',
  };
}

/** The entry a step writes; a field left empty is left out. */
export function stepInput(values: StepValues, voter: { id: string; part: number }): StepInput {
  const text = (s: string) => s.trim() || undefined;
  const form = values.form || undefined;
  const entry: StepInput = {
    voterId: voter.id,
    partNumber: voter.part,
    reached: values.reached === 'yes',
    outcome: values.outcome || undefined,
    shiftedTo: values.outcome === 'shifted' ? text(values.shiftedTo) : undefined,
    form,
    formRef: form ? text(values.formRef) : undefined,
    formDate: form ? values.formDate : undefined,
    evidence: text(values.evidence),
    note: text(values.note),
  };
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as StepInput;
}
