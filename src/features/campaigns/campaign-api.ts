// Campaigns from the server, kept in db.campaigns so the screen works offline, and the answers
// (decline, the Join Campaign form with photos) through sendOrQueue: offline they wait in the
// outbox and go out in order; meanwhile db.invitations holds the answer so the screen shows it.
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { fileInput, saveFile } from '../../db/queue-commands.ts';
import type { CampaignRecord, InvitationRecord, RequestEntry } from '../../db/types.ts';
import type {
  CampaignInput,
  CampaignNotification,
  InvitationStatus,
  ParticipationInput,
} from '../../domain/campaigns.ts';
import { apiRoutes, pathOf } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';
import type { SendResult } from '../../sync/send-or-queue.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';

export const PARTICIPATE_PATH = apiRoutes.campaigns.participate.path;
export const statusPath = (campaignId: string) =>
  pathOf(apiRoutes.campaigns.answer.path, { campaignId });
const invitationId = (userId: string, campaignId: string) => `${userId}:${campaignId}`;

/** The campaign an outbox entry answers, if it is one of ours. */
export function answeredCampaign(entry: RequestEntry): string | undefined {
  if (entry.path === PARTICIPATE_PATH) return entry.multipart?.fields.campaignId;
  const match = /^\/campaigns\/notifications\/([^/]+)\/status$/.exec(entry.path);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Campaigns whose answer still waits in my outbox. */
export async function waitingAnswers(db: BoothDb, userId: string): Promise<Set<string>> {
  const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  const ids = pending
    .filter((e): e is RequestEntry => e.kind === 'request')
    .map(answeredCampaign)
    .filter((id): id is string => id !== undefined);
  return new Set(ids);
}

export async function readCampaigns(db: BoothDb, userId: string): Promise<CampaignRecord[]> {
  const all = await db.campaigns.toArray();
  return all.filter((c) => c.userId === userId);
}

export async function readInvitations(db: BoothDb, userId: string): Promise<InvitationRecord[]> {
  const all = await db.invitations.where('id').startsWith(`${userId}:`).toArray();
  return all.filter((i) => i.userId === userId);
}

/**
 * GET /api/campaigns/notifications into db.campaigns (mine replaced whole: a cancelled or
 * moved campaign goes). Answers no longer waiting are dropped: the server's status is the
 * truth now, also when it refused one.
 */
export async function refreshCampaigns(db: BoothDb, userId: string): Promise<void> {
  const { campaigns } = await callApi(apiRoutes.campaigns.notifications);
  const waiting = await waitingAnswers(db, userId);
  await db.transaction('rw', db.campaigns, db.invitations, async () => {
    const old = (await readCampaigns(db, userId)).map((c) => c.id);
    await db.campaigns.bulkDelete(old);
    await db.campaigns.bulkPut(campaigns.map((c) => ({ ...c, userId })));
    const stale = (await readInvitations(db, userId)).filter((i) => !waiting.has(i.campaignId));
    await db.invitations.bulkDelete(stale.map((i) => i.id));
  });
}

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
