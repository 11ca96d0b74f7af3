// A post's picture. <img> sends no Authorization header, so the token rides in the address;
// the service worker keeps the picture for offline without it (sw/post-image-cache.ts). A
// picture that fails to load is only logged (the specification's error catalogue "Feed failure").
import { Image } from '@mantine/core';
import { getToken } from '../../sync/session.ts';

/** The address to load: a post picture under /api gets ?token=/&token=; others stay. */
export function postImageSrc(imageUrl: string): string {
  const token = getToken();
  if (!token || !imageUrl.startsWith('/api/')) return imageUrl;
  const joiner = imageUrl.includes('?') ? '&' : '?';
  return `${imageUrl}${joiner}token=${encodeURIComponent(token)}`;
}

export function PostImage({ imageUrl, title }: { imageUrl: string; title: string }) {
  if (!imageUrl) return null;
  return (
    <Image
      src={postImageSrc(imageUrl)}
      alt={title}
      w={64}
      h={64}
      radius="sm"
      fit="cover"
      loading="lazy"
      onError={() => console.warn('Post picture failed to load', imageUrl)}
    />
  );
}
