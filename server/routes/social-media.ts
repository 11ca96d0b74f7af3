// The social media feed (the specification's API calls): the posts that reach the caller's area, newest first; posts
// made by coordinators for an area they hold; share tracking per platform. A post out of view
// answers like a missing one. Mutations take the Idempotency-Key of the phone's outbox.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { SocialPostListResponse, SocialPostResponse } from '../../src/domain/social-media.ts';
import { fileIdOfAddress } from '../../src/domain/ids.ts';
import type { AppContext } from '../app.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import type { Caller } from '../services/access.ts';
import { canAccess, effectiveScope, mayPlaceIn } from '../services/access.ts';
import { findFile } from '../services/files.ts';
import type { StoredPost } from '../services/social-posts.ts';
import { route, routeCheckingFirst } from './register.ts';
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
  const api = apiRoutes.social;
  const visible = async (request: FastifyRequest, id: string): Promise<StoredPost> => {
    const post = await findVisiblePost(ctx.db, request.user!, id);
    if (!post) throw noSuchPost();
    return post;
  };
  const answer = async (caller: Caller, post: StoredPost): Promise<SocialPostResponse> => ({
    post: toSocialPost(caller, post, await shareCounts(ctx.db, [post.id])),
  });

  route(app, api.list, { onRequest: ctx.authenticate }, async ({ request }) => {
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

  route(app, api.read, { onRequest: ctx.authenticate }, async ({ request, params }) =>
    answer(request.user!, await visible(request, params.id)),
  );

  // <img> cannot send headers: the token may come as ?token= (like GET /files/:id).
  route(
    app,
    api.image,
    { onRequest: ctx.authenticateWithQueryToken },
    async ({ request, reply, params }) => {
      const post = await visible(request, params.id);
      const image = post.imageFileId ? await readPostImage(ctx.db, post.imageFileId) : undefined;
      if (!image) throw notFound('This post has no picture');
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  route(app, api.create, { onRequest: ctx.authenticate }, async ({ request, body, send }) => {
    const me = request.user!;
    const mine = effectiveScope(me);
    if (mine === null) throw forbidden('Only coordinators with an area may post');
    const scope = body.scope ?? mine;
    if (!mayPlaceIn(me, scope)) throw forbidden('You may only post for an area you hold');
    const id = (body.id ?? randomUUID()).toLowerCase();
    const created = await insertPost(ctx.db, me, {
      id,
      scope,
      title: body.title,
      description: body.description,
      link: body.link,
      imageFileId: await imageFileId(ctx, me, body.image),
    });
    const post = await findPost(ctx.db, id);
    // The same creation sent again (its answer was lost): the post it made, once.
    if (!created && post?.authorId !== me.id)
      throw conflict('A post with this id already exists', { messageKey: 'errors.invalid' });
    return send(created ? 201 : 200, await answer(me, post!));
  });

  routeCheckingFirst(
    app,
    api.update,
    { onRequest: ctx.authenticate },
    async ({ request, params, checkInput }) => {
      const me = request.user!;
      const post = await visible(request, params.id);
      if (!mayEditPost(me, post)) throw forbidden('Only its author or someone above may edit it');
      const { body } = await checkInput();
      await updatePost(ctx.db, post.id, {
        title: body.title,
        description: body.description,
        link: body.link,
        imageFileId: await imageFileId(ctx, me, body.image),
      });
      return answer(me, (await findPost(ctx.db, post.id))!);
    },
  );

  route(app, api.remove, { onRequest: ctx.authenticate }, async ({ request, reply, params }) => {
    const me = request.user!;
    const post = await visible(request, params.id);
    if (!mayEditPost(me, post)) throw forbidden('Only its author or someone above may delete it');
    await deletePost(ctx.db, post.id);
    return reply.status(204).send();
  });

  route(app, api.trackShare, { onRequest: ctx.authenticate }, async ({ request, body }) => {
    const me = request.user!;
    const post = await findVisiblePost(ctx.db, me, body.postId.toLowerCase());
    if (!post) throw noSuchPost();
    await countShare(ctx.db, post.id, body.platform);
    return { ok: true as const };
  });
}
