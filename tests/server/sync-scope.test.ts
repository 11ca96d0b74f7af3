// Scope isolation (docs/decisions/areas-accounts.md) through every route: two booth workers never see or write
// each other's records, files or pokes; their district coordinator sees both; a worker with no
// scope sees only what they created.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, assignScope, claimCode, makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { IMAGES, imageUpload } from '../../devkit/images.ts';
import { baseUrl, openEventStream } from '../utils/server/event-stream.ts';

describe.each(PGLITE_ONLY)('scope isolation (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  const ids = {} as Record<'v1' | 'v2' | 'c1' | 'c2' | 'u1' | 'e1', string>;

  const sync = (who: SignedIn) => new SyncClient(t, who.token);
  const visibleIds = async (who: SignedIn) => new Set((await sync(who).pullAll()).map((r) => r.id));
  const stored = async (id: string) =>
    (
      await t.db.query(
        'SELECT version, fields, deleted, scope, owner_id FROM records WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    for (const key of Object.keys({
      v1: 0,
      v2: 0,
      c1: 0,
      c2: 0,
      u1: 0,
      e1: 0,
    }) as (keyof typeof ids)[])
      ids[key] = randomUUID();
    await sync(team.booth1).push([{ id: ids.v1, fields: { firstName: 'Booth one voter' } }]);
    await sync(team.booth2).push([{ id: ids.v2, fields: { firstName: 'Booth two voter' } }]);
    const coord = await sync(team.coordinator).push([
      { id: ids.c1, fields: { firstName: 'District voter' } },
      { id: ids.c2, fields: { firstName: 'Placed in booth 1', scope: SCOPES.booth1 } },
    ]);
    expect(coord.errors).toEqual([]);
    await sync(team.unassigned).push([{ id: ids.u1, fields: { firstName: 'Mine only' } }]);
    await sync(team.elsewhere).push([{ id: ids.e1, fields: { firstName: 'Elsewhere' } }]);
  });
  afterAll(() => t.close());

  it('sets record scope and owner from the creator (or the sub-unit they chose)', async () => {
    expect(await stored(ids.v1)).toMatchObject({
      scope: SCOPES.booth1,
      owner_id: team.booth1.user.booth_id,
    });
    expect(await stored(ids.c1)).toMatchObject({ scope: SCOPES.coordinator });
    expect(await stored(ids.c2)).toMatchObject({
      scope: SCOPES.booth1,
      owner_id: team.coordinator.user.booth_id,
    });
    expect(await stored(ids.u1)).toMatchObject({
      scope: '',
      owner_id: team.unassigned.user.booth_id,
    });
  });

  it('pulls only what each caller may see', async () => {
    expect(await visibleIds(team.booth1)).toEqual(new Set([ids.v1, ids.c2]));
    expect(await visibleIds(team.booth2)).toEqual(new Set([ids.v2]));
    expect(await visibleIds(team.coordinator)).toEqual(new Set([ids.v1, ids.v2, ids.c1, ids.c2]));
    expect(await visibleIds(team.unassigned)).toEqual(new Set([ids.u1]));
    expect(await visibleIds(team.elsewhere)).toEqual(new Set([ids.e1]));
    expect(await visibleIds(team.admin)).toEqual(new Set(Object.values(ids)));
  });

  it("refuses every write to another booth's record and reveals nothing of it", async () => {
    const before = await stored(ids.v2);
    const res = await sync(team.booth1).push([
      { id: ids.v2, op: 'patch', fields: { firstName: 'hijacked' } },
      { id: ids.v2, op: 'put', fields: { firstName: 'hijacked' } },
      { id: ids.v2, op: 'delete' },
      { id: ids.c1, op: 'patch', fields: { firstName: 'above me' } },
    ]);
    expect(res.errors.map((e) => [e.id, e.reason, e.current])).toEqual([
      [ids.v2, 'errors.forbidden', null],
      [ids.v2, 'errors.forbidden', null],
      [ids.v2, 'errors.forbidden', null],
      [ids.c1, 'errors.forbidden', null],
    ]);
    expect(await stored(ids.v2)).toEqual(before);
    const res2 = await sync(team.unassigned).push([{ id: ids.v1, op: 'delete' }]);
    expect(res2.errors).toEqual([
      expect.objectContaining({ reason: 'errors.forbidden', current: null }),
    ]);
    expect((await stored(ids.v1))!.deleted).toBe(false);
  });

  it("refuses placing a new record outside the creator's subtree", async () => {
    const res = await sync(team.booth1).push([
      { fields: { firstName: 'x', scope: SCOPES.booth2 } },
      { fields: { firstName: 'x', scope: SCOPES.coordinator } },
      { fields: { firstName: 'x', scope: 'Not A Scope!' } },
      { fields: { firstName: 'x', scope: `${SCOPES.booth1}/street-4` } },
    ]);
    expect(res.errors.map((e) => e.reason)).toEqual([
      'errors.forbidden',
      'errors.forbidden',
      'errors.scope',
    ]);
    const unassigned = await sync(team.unassigned).push([{ fields: { scope: SCOPES.booth1 } }]);
    expect(unassigned.errors.map((e) => e.reason)).toEqual(['errors.forbidden']);
  });

  it('lets the coordinator edit records in both booths; the owner stays the creator', async () => {
    const res = await sync(team.coordinator).push([
      { id: ids.v1, op: 'patch', fields: { age: 41 } },
      { id: ids.v2, op: 'patch', fields: { age: 42 } },
      { id: ids.v2, op: 'patch', fields: { scope: SCOPES.booth1 } },
    ]);
    expect(res.errors.map((e) => [e.id, e.reason])).toEqual([[ids.v2, 'errors.scopeChange']]);
    expect(res.errors[0]!.current).toMatchObject({
      id: ids.v2,
      scope: SCOPES.booth2,
      fields: { age: 42 },
    });
    expect(await stored(ids.v2)).toMatchObject({
      owner_id: team.booth2.user.booth_id,
      fields: { age: 42 },
    });
  });

  it("serves a booth's photo to that booth and its coordinator only", async () => {
    const up = await t.as(team.booth2.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.png),
    });
    expect(up.statusCode).toBe(201);
    const url = up.json().url as string;
    const status = async (who: SignedIn) =>
      (await t.as(who.token, { method: 'GET', url })).statusCode;
    expect(await status(team.booth2)).toBe(200);
    expect(await status(team.coordinator)).toBe(200);
    expect(await status(team.admin)).toBe(200);
    expect(await status(team.booth1)).toBe(404);
    expect(await status(team.unassigned)).toBe(404);
    expect(await status(team.elsewhere)).toBe(404);
    const outside = await t.as(team.booth1.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.png, { scope: SCOPES.booth2 }),
    });
    expect(outside.statusCode).toBe(403);
  });

  it('pokes event streams only for changes their caller can see', async () => {
    const base = await baseUrl(t.app);
    const open = (who: SignedIn) => openEventStream(`${base}/api/events?token=${who.token}`);
    const [b1, b2, coord, none] = await Promise.all([
      open(team.booth1),
      open(team.booth2),
      open(team.coordinator),
      open(team.unassigned),
    ]);
    try {
      expect(b1.status).toBe(200);
      expect(b1.contentType).toMatch(/^text\/event-stream/);
      await Promise.all([b1, b2, coord, none].map((s) => s.waitFor('ready')));

      await sync(team.booth2).push([{ fields: { firstName: 'news in booth 2' } }]);
      await Promise.all([b2.waitFor('poke'), coord.waitFor('poke')]);
      await new Promise((r) => setTimeout(r, 300));
      expect(b1.count('poke')).toBe(0);
      expect(none.count('poke')).toBe(0);

      await sync(team.booth1).push([{ fields: { firstName: 'news in booth 1' } }]);
      await Promise.all([b1.waitFor('poke'), coord.waitFor('poke', 2)]);
      await new Promise((r) => setTimeout(r, 300));
      expect(b2.count('poke')).toBe(1);
      expect(none.count('poke')).toBe(0);

      // A refused write changes nothing and pokes nobody.
      await sync(team.booth1).push([{ id: ids.v2, op: 'patch', fields: { age: 1 } }]);
      await new Promise((r) => setTimeout(r, 300));
      expect(b2.count('poke')).toBe(1);
    } finally {
      for (const s of [b1, b2, coord, none]) s.close();
    }
  });

  it('refuses event streams without a valid token', async () => {
    const base = await baseUrl(t.app);
    for (const url of [`${base}/api/events`, `${base}/api/events?token=forged.token.here`]) {
      const res = await fetch(url);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('moves the records of a newly assigned worker into their booth, so the coordinator sees them', async () => {
    const coord = sync(team.coordinator);
    await coord.pullAll();
    // The holder consents with a claim code (a coordinator cannot claim without one).
    const code = await claimCode(t, team.unassigned);
    await assignScope(
      t,
      team.coordinator.token,
      team.unassigned.user.booth_id,
      SCOPES.booth1,
      code,
    );
    expect(await stored(ids.u1)).toMatchObject({ scope: SCOPES.booth1 });
    const fresh = await coord.pullAll();
    expect(fresh.map((r) => r.id)).toContain(ids.u1);
    expect(await visibleIds(team.booth1)).toContain(ids.u1);
    expect(await visibleIds(team.booth2)).not.toContain(ids.u1);
  });
});
