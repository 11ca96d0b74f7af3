// The feed's calls. GET /api/social-media replaces the phone's copy in `posts` (the spec's
// cached-content fallback); share tracking and post changes go through sendOrQueue, so
// they work offline and are sent in order when the network returns.
import { downscaleImage } from '../../components/downscale-image.ts';
import type { BoothDb } from '../../db/database.ts';
import { fileInput, fileRef, saveFile } from '../../db/queue-commands.ts';
import type { PostRecord } from '../../db/types.ts';
import type { SharePlatform, SocialPost, SocialPostResponse } from '../../domain/social-media.ts';
import { apiRoutes } from '../../domain/api/index.ts';
import { callApi } from '../../sync/call-api.ts';
import { sendOrQueue } from '../../sync/send-or-queue.ts';
import type { SendResult } from '../../sync/send-or-queue.ts';

const toRecord = (post: SocialPost, userId: string): PostRecord => ({
  id: post.id,
  title: post.title,
  description: post.description,
  imageUrl: post.imageUrl,
  link: post.link,
  createdAt: post.createdAt,
  cachedFor: userId,
  authorName: post.authorName,
  canEdit: post.canEdit,
  ...(post.shares ? { shares: post.shares } : {}),
});

const newestFirst = (a: PostRecord, b: PostRecord) => b.createdAt.localeCompare(a.createdAt);

/** The copy on this phone for `userId`: theirs, and what the old app left (no owner). */
export async function readCachedPosts(db: BoothDb, userId: string): Promise<PostRecord[]> {
  const all = await db.posts.toArray();
  return all.filter((p) => p.cachedFor === undefined || p.cachedFor === userId).sort(newestFirst);
}

/** The feed from the server; it replaces the copy kept for offline in one transaction. */
export async function fetchPosts(db: BoothDb, userId: string): Promise<PostRecord[]> {
  const { posts } = await callApi(apiRoutes.social.list);
  const records = posts.map((p) => toRecord(p, userId));
  await db.transaction('rw', db.posts, async () => {
    await db.posts.clear();
    await db.posts.bulkPut(records);
  });
  return records;
}

/**
 * Count a share (the specification's API calls): asked for before the share opens, never waited for, and a failure
 * is only logged (the specification's error catalogue "Share tracking failure: ignored"). Offline it waits in the outbox.
 */
export function trackShare(postId: string, platform: SharePlatform): void {
  sendOrQueue(apiRoutes.social.trackShare, {
    body: { postId, platform },
    label: 'sync.request.shareTracking',
  }).catch((err: unknown) => console.warn('Share tracking failed', err));
}

export type PostValues = { title: string; description: string; link: string };

/** A chosen picture, shrunk and kept on the phone until it is uploaded with the post. */
async function keptImage(db: BoothDb, userId: string, image: Blob | null) {
  if (!image) return undefined;
  const id = await saveFile(db, userId, await fileInput(await downscaleImage(image)));
  return { image: fileRef(id), fileIds: [id] };
}

/** POST (new, with a client-made id) or PUT (edit); the picture is uploaded just before. */
export async function savePost(
  db: BoothDb,
  userId: string,
  values: PostValues,
  image: Blob | null,
  editing?: string,
): Promise<SendResult<SocialPostResponse>> {
  const kept = await keptImage(db, userId, image);
  const body = { ...values, ...(kept ? { image: kept.image } : {}) };
  const extra = { ...(kept ? { fileIds: kept.fileIds } : {}), label: 'sync.request.post' };
  return editing
    ? sendOrQueue(apiRoutes.social.update, { params: { id: editing }, body, ...extra })
    : sendOrQueue(apiRoutes.social.create, {
        body: { id: crypto.randomUUID(), ...body },
        ...extra,
      });
}

export function deletePost(id: string): Promise<SendResult<unknown>> {
  return sendOrQueue(apiRoutes.social.remove, {
    params: { id },
    label: 'sync.request.postDelete',
  });
}
