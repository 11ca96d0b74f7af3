// My profile from the server, kept in db.profile so the screen still shows it offline, and
// its save through sendOrQueue (offline it waits in the outbox and goes out later in order).
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { fileInput, fileRef, saveFile } from '../../db/queue-commands.ts';
import type { RequestEntry } from '../../db/types.ts';
import type { Profile, ProfileUpdate } from '../../domain/profile.ts';
import { apiRoutes, pathOf } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';
import { applyUpdate } from './profile-values.ts';

export type LoadedProfile = { profile: Profile; fetchedAt: string };

export const profileSavePath = (boothId: string) =>
  pathOf(apiRoutes.auth.editProfile.path, { booth_id: boothId });

/** My saves still in the outbox, oldest first. */
export async function pendingProfileSaves(db: BoothDb, userId: string): Promise<RequestEntry[]> {
  const path = profileSavePath(userId);
  const pending = await db.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
  return pending.filter(
    (e): e is RequestEntry => e.kind === 'request' && e.method === 'PUT' && e.path === path,
  );
}

export async function readCachedProfile(
  db: BoothDb,
  userId: string,
): Promise<LoadedProfile | null> {
  const record = await db.profile.get(userId);
  return record ? { profile: record.data as Profile, fetchedAt: record.fetchedAt } : null;
}

export async function cacheProfile(db: BoothDb, loaded: LoadedProfile): Promise<void> {
  await db.profile.put({
    id: loaded.profile.booth_id,
    data: loaded.profile,
    fetchedAt: loaded.fetchedAt,
  });
}

/**
 * GET /api/booth/my-profile. A save still waiting in the outbox is laid over the answer: the
 * server has not seen it yet, and showing the old values would look as if it was lost.
 */
export async function fetchMyProfile(db: BoothDb, userId: string): Promise<LoadedProfile> {
  const { user } = await callApi(apiRoutes.auth.myProfile);
  const waiting = (await pendingProfileSaves(db, userId)).at(-1);
  const profile = waiting ? applyUpdate(user, waiting.body as Partial<ProfileUpdate>) : user;
  return { profile, fetchedAt: new Date().toISOString() };
}

export type SaveOutcome = LoadedProfile & { status: 'sent' | 'queued' };

/**
 * PUT the validated update; the cache follows either way. Final refusals throw ApiError. A new
 * photo is shrunk (at most 512 px), kept in `files` and named `file:<id>` in the body: it is
 * uploaded just before the PUT goes out, now or when the network returns.
 */
export async function saveProfile(
  db: BoothDb,
  current: LoadedProfile,
  validated: ProfileUpdate,
  photo: Blob | null = null,
): Promise<SaveOutcome> {
  let update = validated;
  let fileIds: string[] | undefined;
  if (photo) {
    const shrunk = await fileInput(await downscaleImage(photo));
    const id = await saveFile(db, current.profile.booth_id, shrunk);
    update = { ...validated, profileImage: fileRef(id) };
    fileIds = [id];
  }
  const result = await sendOrQueue(apiRoutes.auth.editProfile, {
    params: { booth_id: current.profile.booth_id },
    body: update,
    ...(fileIds ? { fileIds } : {}),
    label: 'sync.request.profile',
  });
  const next: LoadedProfile =
    result.status === 'sent'
      ? {
          profile: result.data.user ?? applyUpdate(current.profile, update),
          fetchedAt: new Date().toISOString(),
        }
      : // Not on the server yet: the time it was last loaded from there stays.
        { profile: applyUpdate(current.profile, update), fetchedAt: current.fetchedAt };
  await cacheProfile(db, next);
  return { ...next, status: result.status };
}
