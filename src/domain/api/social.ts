// The social media feed (server/routes/social-media.ts).
import type { SocialPostListResponse, SocialPostResponse } from '../social-media.ts';
import { createPostSchema, trackShareSchema, updatePostSchema } from '../social-media.ts';
import { apiRoute } from './route.ts';

export const socialRoutes = {
  list: apiRoute<SocialPostListResponse>()({ method: 'GET', path: '/social-media' }),
  read: apiRoute<SocialPostResponse>()({ method: 'GET', path: '/social-media/:id' }),
  image: apiRoute<Blob>()({
    method: 'GET',
    path: '/social-media/:id/image',
    checkedByHandler: 'the picture itself, for <img src>',
  }),
  create: apiRoute<SocialPostResponse>()({
    method: 'POST',
    path: '/social-media',
    body: createPostSchema,
  }),
  update: apiRoute<SocialPostResponse>()({
    method: 'PUT',
    path: '/social-media/:id',
    body: updatePostSchema,
  }),
  remove: apiRoute<undefined>()({ method: 'DELETE', path: '/social-media/:id' }),
  trackShare: apiRoute<{ ok: true }>()({
    method: 'POST',
    path: '/social-media/track-share',
    body: trackShareSchema,
  }),
};
