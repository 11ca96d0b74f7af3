// Campaigns from the server, kept in db.campaigns so the screen works offline, and the answers
// (decline, the Join Campaign form with photos) through sendOrQueue: offline they wait in the
// outbox and go out in order; meanwhile db.invitations holds the answer so the screen shows it.
// The phone's copy of the campaigns, which the home screen reads too, is sync/campaign-copy.ts.
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { fileInput, saveFile } from '../../db/queue-commands.ts';
import type {
  CampaignInput,
  CampaignNotification,
  InvitationStatus,
  ParticipationInput,
} from '../../domain/campaigns.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import type { SendResult } from '../../sync/send-or-queue.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';

const invitationId = (userId: string, campaignId: string) => `${userId}:${campaignId}`;

async function rememberAnswer(
  db: BoothDb,
  userId: string,
  campaignId: string,
  status: InvitationStatus,
) {
  await db.invitations.put({
    id: invitationId(userId, campaignId),
    userId,
    campaignId,
    status,
    updatedAt: new Date().toISOString(),
  });
}

/** Keep the server's answer, or — while it waits in the outbox — my own. */
async function settle(
  db: BoothDb,
  userId: string,
  campaignId: string,
  status: InvitationStatus,
  result: SendResult<{ campaign?: CampaignNotification }>,
): Promise<'sent' | 'queued'> {
  if (result.status === 'sent' && result.data.campaign) {
    await db.campaigns.put({ ...result.data.campaign, userId });
    await db.invitations.delete(invitationId(userId, campaignId));
  } else {
    await rememberAnswer(db, userId, campaignId, status);
  }
  return result.status;
}

/** PATCH …/status declined. Final refusals throw ApiError. */
export async function declineInvitation(
  db: BoothDb,
  userId: string,
  campaignId: string,
): Promise<'sent' | 'queued'> {
  const result = await sendOrQueue(apiRoutes.campaigns.answer, {
    params: { campaignId },
    body: { status: 'declined' },
    label: 'sync.request.campaignStatus',
  });
  return settle(db, userId, campaignId, 'declined', result);
}

/** The form's values as multipart text (the server reads booleans and numbers from text). */
export function participationFields(
  campaignId: string,
  input: ParticipationInput,
): Record<string, string> {
  const fields: Record<string, string> = { campaignId };
  for (const [key, value] of Object.entries(input)) fields[key] = String(value ?? '');
  return fields;
}

/**
 * POST /campaigns/participate with the photos shrunk on the phone (at most 512 px) and kept
 * in `files` until the request goes out, now or when the network returns.
 */
export async function joinCampaign(
  db: BoothDb,
  userId: string,
  campaignId: string,
  input: ParticipationInput,
  photos: readonly File[],
): Promise<'sent' | 'queued'> {
  const fileIds: string[] = [];
  for (const photo of photos)
    fileIds.push(await saveFile(db, userId, await fileInput(await downscaleImage(photo))));
  const result = await sendOrQueue(apiRoutes.campaigns.participate, {
    multipart: { fields: participationFields(campaignId, input), fileField: 'images', fileIds },
    label: 'sync.request.participation',
  });
  return settle(db, userId, campaignId, 'accepted', result);
}

/** POST /campaigns or PUT /campaigns/:id; the list shows it after the next refresh. */
export async function saveCampaign(input: CampaignInput, id?: string): Promise<'sent' | 'queued'> {
  const label = 'campaigns.request.save';
  const result = id
    ? await sendOrQueue(apiRoutes.campaigns.update, { params: { id }, body: input, label })
    : await sendOrQueue(apiRoutes.campaigns.create, { body: input, label });
  return result.status;
}

export async function cancelCampaign(id: string): Promise<'sent' | 'queued'> {
  const result = await sendOrQueue(apiRoutes.campaigns.cancel, {
    params: { id },
    label: 'campaigns.request.cancel',
  });
  return result.status;
}
