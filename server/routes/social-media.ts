// The social media feed (the specification's API calls): the posts that reach the caller's area, newest first; posts
// made by coordinators for an area they hold; share tracking per platform. A post out of view
// answers like a missing one. Mutations take the Idempotency-Key of the phone's outbox.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SocialPostListResponse, SocialPostResponse } from '../../src/domain/social-media.ts';
import {
  createPostSchema,
  trackShareSchema,
  updatePostSchema,
} from '../../src/domain/social-media.ts';
import { fileIdOfAddress } from '../../src/domain/ids.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { Caller } from '../services/access.ts';
import { canAccess, effectiveScope, mayPlaceIn } from '../services/access.ts';
import { findFile } from '../services/files.ts';
import type { StoredPost } from '../services/social-posts.ts';
import {
  countShare,
  deletePost,
  findPost,
  findVisiblePost,
  insertPost,
  listVisiblePosts,
  mayEditPost,
  readPostImage,
  shareCounts,
  toSocialPost,
  updatePost,
} from '../services/social-posts.ts';

type IdParams = { Params: { id: string } };

const noSuchPost = () => notFound('No such post');

/** The file id of an `/api/files/<id>` address the caller may use; undefined for '' (none). */
async function imageFileId(ctx: AppContext, caller: Caller, image: string | undefined) {
  if (image === undefined) return undefined;
  if (image === '') return null;
  const file = await findFile(ctx.db, fileIdOfAddress(image));
  if (!file || !canAccess(caller, file)) throw badRequest({ image: 'errors.invalid' });
  return file.id;
}

export async function socialMediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const visible = async (request: FastifyRequest<IdParams>): Promise<StoredPost> => {
    const post = await findVisiblePost(ctx.db, request.user!, request.params.id);
    if (!post) throw noSuchPost();
    return post;
  };
  const answer = async (caller: Caller, post: StoredPost): Promise<SocialPostResponse> => ({
    post: toSocialPost(caller, post, await shareCounts(ctx.db, [post.id])),
  });

  app.get('/social-media', { onRequest: ctx.authenticate }, async (request) => {
    const me = request.user!;
    const posts = await listVisiblePosts(ctx.db, me);
    const counts = await shareCounts(
      ctx.db,
      posts.filter((p) => p.authorId === me.id || me.role === 'admin').map((p) => p.id),
    );
    return {
      posts: posts.map((p) => toSocialPost(me, p, counts)),
    } satisfies SocialPostListResponse;
  });

  app.get<IdParams>('/social-media/:id', { onRequest: ctx.authenticate }, async (request) =>
    answer(request.user!, await visible(request)),
  );

  // <img> cannot send headers: the token may come as ?token= (like GET /files/:id).
  app.get<IdParams>(
    '/social-media/:id/image',
    { onRequest: ctx.authenticateWithQueryToken },
    async (request, reply) => {
      const post = await visible(request);
      const image = post.imageFileId ? await readPostImage(ctx.db, post.imageFileId) : undefined;
      if (!image) throw notFound('This post has no picture');
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  app.post('/social-media', { onRequest: ctx.authenticate }, async (request, reply) => {
    const me = request.user!;
    const input = await validate(createPostSchema, request.body);
    if (!input.ok) throw badRequest(input.fields);
    const mine = effectiveScope(me);
    if (mine === null) throw forbidden('Only coordinators with an area may post');
    const scope = input.value.scope ?? mine;
    if (!mayPlaceIn(me, scope)) throw forbidden('You may only post for an area you hold');
    const id = (input.value.id ?? randomUUID()).toLowerCase();
    const created = await insertPost(ctx.db, me, {
      id,
      scope,
      title: input.value.title,
      description: input.value.description,
      link: input.value.link,
      imageFileId: await imageFileId(ctx, me, input.value.image),
    });
    const post = await findPost(ctx.db, id);
    // The same creation sent again (its answer was lost): the post it made, once.
    if (!created && post?.authorId !== me.id)
      throw conflict('A post with this id already exists', { messageKey: 'errors.invalid' });
    return reply.status(created ? 201 : 200).send(await answer(me, post!));
  });

  app.put<IdParams>('/social-media/:id', { onRequest: ctx.authenticate }, async (request) => {
    const me = request.user!;
    const post = await visible(request);
    if (!mayEditPost(me, post)) throw forbidden('Only its author or someone above may edit it');
    const input = await validate(updatePostSchema, request.body);
    if (!input.ok) throw badRequest(input.fields);
    await updatePost(ctx.db, post.id, {
      title: input.value.title,
      description: input.value.description,
      link: input.value.link,
      imageFileId: await imageFileId(ctx, me, input.value.image),
    });
    return answer(me, (await findPost(ctx.db, post.id))!);
  });

  app.delete<IdParams>(
    '/social-media/:id',
    { onRequest: ctx.authenticate },
    async (request, reply) => {
      const me = request.user!;
      const post = await visible(request);
      if (!mayEditPost(me, post)) throw forbidden('Only its author or someone above may delete it');
      await deletePost(ctx.db, post.id);
      return reply.status(204).send();
    },
  );

  app.post('/social-media/track-share', { onRequest: ctx.authenticate }, async (request) => {
    const me = request.user!;
    const input = await validate(trackShareSchema, request.body);
    if (!input.ok) throw badRequest(input.fields);
    const post = await findVisiblePost(ctx.db, me, input.value.postId.toLowerCase());
    if (!post) throw noSuchPost();
    await countShare(ctx.db, post.id, input.value.platform);
    return { ok: true };
  });
}
