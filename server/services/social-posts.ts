// Social posts in the database. Unlike records, a post reaches down: a post for an area is
// seen by everyone inside it, so visibility runs over the caller's area and the areas above it
// (plus, for coordinators, the posts of the areas below, which they may edit).
import type { Database } from '../db/database.ts';
import type { ShareCounts, SharePlatform, SocialPost } from '../../src/domain/social-media.ts';
import { SHARE_PLATFORMS } from '../../src/domain/social-media.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { Caller } from './access.ts';
import { effectiveScope } from './access.ts';

type PostRow = {
  id: string;
  scope: string;
  author_id: string;
  author_first: string | null;
  author_last: string | null;
  title: string;
  description: string;
  link: string;
  image_file_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

export type StoredPost = {
  id: string;
  scope: string;
  authorId: string;
  authorName: string;
  title: string;
  description: string;
  link: string;
  imageFileId: string | null;
  createdAt: string;
  updatedAt: string;
};

const COLUMNS = `p.id, p.scope, p.author_id, u.first_name AS author_first, u.last_name AS author_last,
  p.title, p.description, p.link, p.image_file_id, p.created_at, p.updated_at`;
const FROM = 'social_posts p LEFT JOIN users u ON u.id = p.author_id';

const iso = (v: Date | string) => new Date(v).toISOString();

const toPost = (r: PostRow): StoredPost => ({
  id: r.id,
  scope: r.scope,
  authorId: r.author_id,
  authorName: `${r.author_first ?? ''} ${r.author_last ?? ''}`.trim(),
  title: r.title,
  description: r.description,
  link: r.link,
  imageFileId: r.image_file_id,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** '', 'a', 'a/b', … up to `scope` itself: the areas whose posts reach `scope`. */
function areasAbove(scope: string): string[] {
  const parts = scope === '' ? [] : scope.split('/');
  return ['', ...parts.map((_, i) => parts.slice(0, i + 1).join('/'))];
}

/** SQL condition "post visible to caller", parameters from `$first`. */
function visiblePosts(caller: Caller, first: number): { sql: string; params: unknown[] } {
  const scope = effectiveScope(caller);
  if (scope === '') return { sql: 'TRUE', params: [] };
  // Without an area one is inside no area: only the posts for everyone, and one's own.
  if (scope === null)
    return { sql: `(p.author_id = $${first} OR p.scope = '')`, params: [caller.id] };
  return {
    sql: `(p.author_id = $${first} OR p.scope = ANY($${first + 1}::text[])
      OR (p.scope >= $${first + 2} AND p.scope < $${first + 3}))`,
    params: [caller.id, areasAbove(scope), `${scope}/`, `${scope}0`],
  };
}

/** True when the caller may change or delete the post: its author, an admin, or someone above its area. */
export function mayEditPost(caller: Caller, post: Pick<StoredPost, 'authorId' | 'scope'>) {
  if (post.authorId === caller.id || caller.role === 'admin') return true;
  const own = effectiveScope(caller);
  return own !== null && own !== post.scope && scopeContains(own, post.scope);
}

/** Share counts go to the post's author and to admins only. */
export const maySeeShares = (caller: Caller, post: Pick<StoredPost, 'authorId'>) =>
  post.authorId === caller.id || caller.role === 'admin';

export async function listVisiblePosts(db: Database, caller: Caller): Promise<StoredPost[]> {
  const where = visiblePosts(caller, 1);
  const { rows } = await db.query<PostRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.sql} ORDER BY p.created_at DESC, p.id DESC LIMIT 1000`,
    where.params,
  );
  return rows.map(toPost);
}

export async function findVisiblePost(
  db: Database,
  caller: Caller,
  id: string,
): Promise<StoredPost | undefined> {
  const where = visiblePosts(caller, 2);
  const { rows } = await db.query<PostRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1 AND ${where.sql}`,
    [id, ...where.params],
  );
  return rows[0] ? toPost(rows[0]) : undefined;
}

export async function findPost(db: Database, id: string): Promise<StoredPost | undefined> {
  const { rows } = await db.query<PostRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.id = $1`, [id]);
  return rows[0] ? toPost(rows[0]) : undefined;
}

export type PostWrite = {
  title: string;
  description: string;
  link: string;
  /** undefined keeps the picture (update only), null drops it. */
  imageFileId: string | null | undefined;
};

/** Insert a post; false when the id is taken already (a repeated creation). */
export async function insertPost(
  db: Database,
  author: Caller,
  post: PostWrite & { id: string; scope: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO social_posts (id, scope, author_id, title, description, link, image_file_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      post.id,
      post.scope,
      author.id,
      post.title,
      post.description,
      post.link,
      post.imageFileId ?? null,
    ],
  );
  return rows.length === 1;
}

export async function updatePost(db: Database, id: string, post: PostWrite): Promise<void> {
  const keepImage = post.imageFileId === undefined;
  await db.query(
    `UPDATE social_posts SET title = $2, description = $3, link = $4,
       image_file_id = CASE WHEN $5 THEN image_file_id ELSE $6::uuid END, updated_at = now()
     WHERE id = $1`,
    [id, post.title, post.description, post.link, keepImage, post.imageFileId ?? null],
  );
}

export async function deletePost(db: Database, id: string): Promise<void> {
  await db.query('DELETE FROM social_posts WHERE id = $1', [id]);
}

export async function countShare(db: Database, postId: string, platform: SharePlatform) {
  await db.query(
    `INSERT INTO social_shares (post_id, platform, count) VALUES ($1, $2, 1)
     ON CONFLICT (post_id, platform) DO UPDATE SET count = social_shares.count + 1`,
    [postId, platform],
  );
}

export async function shareCounts(
  db: Database,
  postIds: readonly string[],
): Promise<Map<string, ShareCounts>> {
  const counts = new Map<string, ShareCounts>();
  if (!postIds.length) return counts;
  const { rows } = await db.query<{ post_id: string; platform: SharePlatform; count: number }>(
    'SELECT post_id, platform, count FROM social_shares WHERE post_id = ANY($1::uuid[])',
    [postIds],
  );
  for (const id of postIds)
    counts.set(id, Object.fromEntries(SHARE_PLATFORMS.map((p) => [p, 0])) as ShareCounts);
  for (const r of rows) counts.get(r.post_id)![r.platform] = Number(r.count);
  return counts;
}

/** The API's view of a post for this caller. */
export function toSocialPost(
  caller: Caller,
  post: StoredPost,
  counts: Map<string, ShareCounts>,
): SocialPost {
  const shares = maySeeShares(caller, post) ? counts.get(post.id) : undefined;
  return {
    id: post.id,
    title: post.title,
    description: post.description,
    // The file id in the address: a new picture is a new address, so caches never go stale.
    imageUrl: post.imageFileId ? `/api/social-media/${post.id}/image?v=${post.imageFileId}` : '',
    link: post.link,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    scope: post.scope,
    authorId: post.authorId,
    authorName: post.authorName,
    canEdit: mayEditPost(caller, post),
    ...(shares ? { shares } : {}),
  };
}

/** The picture of a post (the caller has been found to see the post). */
export async function readPostImage(
  db: Database,
  fileId: string,
): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ mime: string; data: Uint8Array }>(
    'SELECT mime, data FROM files WHERE id = $1',
    [fileId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    mime: row.mime,
    bytes: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
  };
}
