// The campaign form's values as typed (numbers and the requirement lines as text) and their
// way to the shared campaignSchema, which both checks the form and casts what is sent.
import type { CampaignInput } from '../../domain/campaigns.ts';
import { campaignSchema } from '../../domain/campaigns.ts';
import type { CampaignView } from './use-campaigns.ts';

export type CampaignFormValues = Omit<CampaignInput, 'maxAttendees' | 'requirements'> & {
  maxAttendees: string;
  /** One requirement per line. */
  requirements: string;
};

export const toValues = (c: CampaignView | undefined, scope: string): CampaignFormValues => ({
  title: c?.title ?? '',
  description: c?.description ?? '',
  date: c?.date ?? '',
  time: c?.time ?? '',
  location: c?.location ?? '',
  category: c?.category ?? 'meeting',
  priority: c?.priority ?? 'medium',
  maxAttendees: c ? String(c.maxAttendees) : '50',
  image: c?.image ?? '',
  organizer: c?.organizer ?? '',
  requirements: c?.requirements.join('\n') ?? '',
  scope: c?.scope ?? scope,
});

export const toInput = (v: CampaignFormValues): unknown => ({
  ...v,
  requirements: v.requirements
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean),
});

/** Formik's validate: the schema's keys per field (a requirement's error on the whole list). */
export async function validateCampaignForm(values: CampaignFormValues) {
  try {
    await campaignSchema.validate(toInput(values), { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Record<string, string> = {};
    for (const e of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      const path = e.path?.replace(/\[\d+\]$/, '');
      if (path && !errors[path]) errors[path] = e.message;
    }
    return errors;
  }
}
