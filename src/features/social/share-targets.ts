// Where a post is shared (spec "Social Media Feed": WhatsApp, Facebook and Twitter open in a
// new window with text plus link; Instagram has no share address, so the text is copied).
import type { PostRecord } from '../../db/types.ts';
import type { SharePlatform } from '../../domain/social-media.ts';
import { whatsAppShareHref } from '../../domain/whatsapp.ts';

type Shared = Pick<PostRecord, 'title' | 'description' | 'link'>;

/** Title and description as one text, the way a message is written. */
export const shareText = (post: Shared) =>
  [post.title, post.description].filter((s) => s.trim() !== '').join('\n\n');

/** The post's link, or the app's own address when it has none (Facebook shares only links). */
export const shareLink = (post: Shared, origin: string) => post.link || origin;

/** Title, description and link, as copied for Instagram. */
export const clipboardText = (post: Shared) =>
  [post.title, post.description, post.link].filter((s) => s.trim() !== '').join('\n\n');

export const WINDOW_PLATFORMS = ['whatsapp', 'facebook', 'twitter'] as const;
export type WindowPlatform = (typeof WINDOW_PLATFORMS)[number] & SharePlatform;

/** The address that opens the platform's share page with the post filled in. */
export function shareUrl(platform: WindowPlatform, post: Shared, origin: string): string {
  const text = encodeURIComponent(shareText(post));
  const link = encodeURIComponent(shareLink(post, origin));
  switch (platform) {
    case 'whatsapp':
      return whatsAppShareHref(`${shareText(post)}\n\n${shareLink(post, origin)}`);
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(post.title)}&url=${link}`;
    default:
      return platform satisfies never;
  }
}
