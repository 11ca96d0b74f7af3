// The social media feed (the specification's API calls): a post for an area reaches everyone inside it and nobody
// else; only coordinators post, for an area they hold; the author or someone above edits;
// share tracking counts per platform, once per Idempotency-Key, seen by the author only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPost } from '../../src/domain/social-media.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { IMAGES, imageUpload } from '../../devkit/images.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';

describe.each(PGLITE_ONLY)('social media (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const create = (who: SignedIn, payload: object, key?: string) =>
    t.as(who.token, {
      method: 'POST',
      url: '/api/social-media',
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const feed = async (who: SignedIn) => {
    const res = await t.as(who.token, { method: 'GET', url: '/api/social-media' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ posts: SocialPost[] }>().posts;
  };
  const newPost = async (who: SignedIn, payload: object = {}) => {
    const res = await create(who, { title: `Rally ${randomUUID()}`, ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ post: SocialPost }>().post;
  };
  const track = (who: SignedIn, payload: object, key?: string) =>
    t.as(who.token, {
      method: 'POST',
      url: '/api/social-media/track-share',
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('creates a post with the specification’s fields and answers it', async () => {
    const res = await create(team.coordinator, {
      title: '  Booth meeting  ',
      description: 'Sunday 10 am at the school',
      link: 'https://example.org/meeting',
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<{ post: SocialPost }>().post;
    expect(post).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Booth meeting',
      description: 'Sunday 10 am at the school',
      link: 'https://example.org/meeting',
      imageUrl: '',
      scope: 'a/b',
      authorId: team.coordinator.user.booth_id,
      canEdit: true,
      shares: { whatsapp: 0, facebook: 0, twitter: 0, instagram: 0, native: 0 },
    });
    expect(Date.parse(post.createdAt)).not.toBeNaN();
    const one = await t.as(team.booth1.token, {
      method: 'GET',
      url: `/api/social-media/${post.id}`,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().post.title).toBe('Booth meeting');
  });

  it('shows a post to everyone inside its area, newest first, and to nobody outside', async () => {
    const older = await newPost(team.coordinator);
    const newer = await newPost(team.coordinator, { scope: 'a/b/c/booth1' });
    for (const who of [team.booth1, team.coordinator, team.admin]) {
      const ids = (await feed(who)).map((p) => p.id);
      expect(ids.indexOf(newer.id), who.user.email).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    }
    const booth2 = (await feed(team.booth2)).map((p) => p.id);
    expect(booth2).toContain(older.id);
    expect(booth2).not.toContain(newer.id);
    for (const who of [team.elsewhere, team.unassigned]) {
      const ids = (await feed(who)).map((p) => p.id);
      expect(ids).not.toContain(older.id);
      const res = await t.as(who.token, { method: 'GET', url: `/api/social-media/${older.id}` });
      expectErrorBody(res);
      expect(res.statusCode).toBe(404);
    }
    // An admin's post for the whole organisation reaches even those without an area.
    const everyone = await newPost(team.admin);
    expect((await feed(team.unassigned)).map((p) => p.id)).toContain(everyone.id);
    expect((await feed(team.elsewhere)).map((p) => p.id)).toContain(everyone.id);
  });

  it('refuses bad input with 400 and the fields, and writes nothing', async () => {
    const before = (await feed(team.admin)).length;
    const cases: [object, string[]][] = [
      [{}, ['title']],
      [{ title: '   ' }, ['title']],
      [{ title: 'x'.repeat(201) }, ['title']],
      [{ title: 'A', link: 'javascript:alert(1)' }, ['link']],
      [{ title: 'A', link: 'not a link' }, ['link']],
      [{ title: 'A', image: 'https://evil.example/x.png' }, ['image']],
      [{ title: 'A', image: `/api/files/${randomUUID()}` }, ['image']],
      [{ title: 'A', id: 'nope' }, ['id']],
      [{ title: 'A', scope: 'Not A Scope!' }, ['scope']],
      [{ title: 'A', description: ['x'] }, ['description']],
      [{ title: 'A', link: 'https://example.org', scope: 12 }, ['scope']],
    ];
    for (const [payload, fields] of cases) {
      const res = await create(team.coordinator, payload);
      const label = JSON.stringify(payload);
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(400);
      expect(Object.keys(res.json().fields).sort(), label).toEqual(fields.sort());
    }
    for (const body of ['[]', 'null', '"x"']) {
      const res = await t.as(team.coordinator.token, {
        method: 'POST',
        url: '/api/social-media',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
    }
    const track400 = await track(team.booth1, { postId: 'x', platform: 'myspace' });
    expect(track400.statusCode).toBe(400);
    expect(Object.keys(track400.json().fields).sort()).toEqual(['platform', 'postId']);
    expect((await feed(team.admin)).length).toBe(before);
  });

  it('lets only people with an area post, and only for an area they hold', async () => {
    for (const who of [team.unassigned]) {
      const res = await create(who, { title: 'Mine' });
      expectErrorBody(res);
      expect(res.statusCode).toBe(403);
    }
    const outside = await create(team.coordinator, { title: 'Theirs', scope: 'x/y' });
    expect(outside.statusCode).toBe(403);
    const above = await create(team.booth1, { title: 'Up', scope: 'a/b' });
    expect(above.statusCode).toBe(403);
  });

  it('takes a picture uploaded by the author and serves it to the post readers', async () => {
    const upload = await t.as(team.coordinator.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.png),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const post = await newPost(team.coordinator, { image: upload.json().url });
    expect(post.imageUrl).toMatch(new RegExp(`^/api/social-media/${post.id}/image\\?v=`));
    // A booth worker below cannot read the coordinator's file itself, but the post's picture yes.
    const image = await t.request({
      method: 'GET',
      url: `${post.imageUrl}&token=${encodeURIComponent(team.booth1.token)}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(IMAGES.png)).toBe(true);
    const outside = await t.request({
      method: 'GET',
      url: `${post.imageUrl}&token=${encodeURIComponent(team.elsewhere.token)}`,
    });
    expect(outside.statusCode).toBe(404);
    // The token in the address is for the picture only, never for the feed itself.
    const listViaQuery = await t.request({
      method: 'GET',
      url: `/api/social-media?token=${encodeURIComponent(team.booth1.token)}`,
    });
    expect(listViaQuery.statusCode).toBe(401);
    // Someone else's file cannot be borrowed.
    const theirs = await t.as(team.elsewhere.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.gif),
    });
    const borrowed = await create(team.coordinator, { title: 'B', image: theirs.json().url });
    expect(borrowed.statusCode).toBe(400);
  });

  it('edits and deletes: the author and those above yes, peers and readers no', async () => {
    const post = await newPost(team.booth1);
    const put = (who: SignedIn, payload: object) =>
      t.as(who.token, { method: 'PUT', url: `/api/social-media/${post.id}`, payload });
    const edited = await put(team.booth1, { title: 'Edited', link: 'http://example.org' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().post).toMatchObject({ title: 'Edited', link: 'http://example.org' });
    expect((await put(team.coordinator, { title: 'By the coordinator' })).statusCode).toBe(200);
    const bad = await put(team.coordinator, { title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ title: 'errors.required' });
    // booth2 sees nothing of booth1's area; a peer at the same place may not edit.
    expect((await put(team.booth2, { title: 'No' })).statusCode).toBe(404);
    const peer = await newPost(team.coordinator, { scope: 'a/b/c/booth2' });
    const peerEdit = await t.as(team.booth2.token, {
      method: 'PUT',
      url: `/api/social-media/${peer.id}`,
      payload: { title: 'Mine now' },
    });
    expectErrorBody(peerEdit);
    expect(peerEdit.statusCode).toBe(403);
    const del = await t.as(team.coordinator.token, {
      method: 'DELETE',
      url: `/api/social-media/${post.id}`,
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.as(team.booth1.token, {
      method: 'GET',
      url: `/api/social-media/${post.id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('counts shares per platform, once per Idempotency-Key, for the author only', async () => {
    const post = await newPost(team.coordinator);
    const key = randomUUID();
    const first = await track(team.booth1, { postId: post.id, platform: 'whatsapp' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await track(team.booth1, { postId: post.id, platform: 'whatsapp' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await track(team.booth2, { postId: post.id, platform: 'whatsapp' })).statusCode).toBe(
      200,
    );
    expect((await track(team.booth1, { postId: post.id, platform: 'instagram' })).statusCode).toBe(
      200,
    );
    const mine = (await feed(team.coordinator)).find((p) => p.id === post.id)!;
    expect(mine.shares).toEqual({ whatsapp: 2, facebook: 0, twitter: 0, instagram: 1, native: 0 });
    const admin = (await feed(team.admin)).find((p) => p.id === post.id)!;
    expect(admin.shares?.whatsapp).toBe(2);
    const reader = (await feed(team.booth1)).find((p) => p.id === post.id)!;
    expect(reader.shares).toBeUndefined();
    expect(reader.canEdit).toBe(false);
    // A post out of view cannot be counted.
    const outside = await track(team.elsewhere, { postId: post.id, platform: 'facebook' });
    expect(outside.statusCode).toBe(404);
  });

  it('treats a repeated creation with the same id as the same post', async () => {
    const id = randomUUID();
    const first = await create(team.coordinator, { id, title: 'Once' });
    expect(first.statusCode).toBe(201);
    const again = await create(team.coordinator, { id: id.toUpperCase(), title: 'Once' });
    expect(again.statusCode).toBe(200);
    expect(again.json().post.id).toBe(id);
    expect((await feed(team.coordinator)).filter((p) => p.id === id)).toHaveLength(1);
    const taken = await create(team.admin, { id, title: 'Stolen' });
    expect(taken.statusCode).toBe(409);
  });
});
