// The social media feed (the specification's fields "Social media post", §7 social calls), shared by the server
// routes and the create/edit form: what a post is, who gets it and the rules its fields obey.
import { mixed, object } from 'yup';
import type { InferType } from 'yup';
import { storedImageField, uuidField } from './ids.ts';
import { scopeField } from './users.ts';
import { MSG, trimmedString } from './validation.ts';

export const SHARE_PLATFORMS = ['whatsapp', 'facebook', 'twitter', 'instagram', 'native'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** Characters of the description the table shows before the ellipsis (the specification's limits). */
export const DESCRIPTION_CUT = 100;

export const SOCIAL_LIMITS = { title: 200, description: 5000, link: 2000 } as const;

export const SOCIAL_MSG = { link: 'social.errors.link' } as const;

/** An absolute http(s) address, or nothing: a share must never carry `javascript:` and the like. */
export function isHttpLink(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The fields a person types; the form and the server check them the same way. */
export const socialPostFields = {
  title: trimmedString().max(SOCIAL_LIMITS.title, MSG.tooLong).required(MSG.required),
  description: trimmedString().max(SOCIAL_LIMITS.description, MSG.tooLong).default(''),
  link: trimmedString()
    .max(SOCIAL_LIMITS.link, MSG.tooLong)
    .default('')
    .test('link', SOCIAL_MSG.link, (v) => v === undefined || isHttpLink(v)),
};

/**
 * POST /api/social-media. `id` (client-made) makes a queued creation safe to send twice;
 * `image` is the address POST /api/files answered ('' or absent: none); `scope` is an area
 * inside the author's own (default: the author's area).
 */
export const createPostSchema = object({
  id: uuidField().optional(),
  ...socialPostFields,
  image: storedImageField().optional(),
  scope: scopeField().optional(),
});
export type CreatePostInput = InferType<typeof createPostSchema>;

/** PUT /api/social-media/:id: the same fields; `image` absent keeps the picture, '' drops it. */
export const updatePostSchema = object({
  ...socialPostFields,
  image: storedImageField().optional(),
});
export type UpdatePostInput = InferType<typeof updatePostSchema>;

/** POST /api/social-media/track-share (the specification's fields "Share tracking payload"). */
export const trackShareSchema = object({
  postId: uuidField().required(MSG.required),
  platform: mixed<SharePlatform>()
    .required(MSG.required)
    .oneOf([...SHARE_PLATFORMS], MSG.oneOf),
});
export type TrackShareInput = InferType<typeof trackShareSchema>;

export type ShareCounts = Record<SharePlatform, number>;

/** A post as the API answers it: the specification's fields's fields, plus who wrote it and what the caller may do. */
export type SocialPost = {
  id: string;
  title: string;
  description: string;
  /** '' when the post has no picture; an address under /api/social-media otherwise. */
  imageUrl: string;
  link: string;
  createdAt: string;
  updatedAt: string;
  scope: string;
  authorId: string;
  authorName: string;
  /** The caller may edit and delete it (its author, someone above, or an admin). */
  canEdit: boolean;
  /** Shares per platform: only for the post's author and admins. */
  shares?: ShareCounts;
};

export type SocialPostListResponse = { posts: SocialPost[] };
export type SocialPostResponse = { post: SocialPost };

/** The table's description: at most DESCRIPTION_CUT characters, then an ellipsis. */
export function cutDescription(text: string, max = DESCRIPTION_CUT): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}
