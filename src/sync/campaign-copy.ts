// The campaigns kept on this phone (db.campaigns, db.invitations) and their refresh from the
// server: the campaigns screen and the home screen's counts both read this copy, offline too.
import type { BoothDb } from '../db/database.ts';
import type { CampaignRecord, InvitationRecord, RequestEntry } from '../db/types.ts';
import { apiRoutes } from '../domain/api/index.ts';
import { callApi } from './call-api.ts';

const PARTICIPATE_PATH = apiRoutes.campaigns.participate.path;

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
