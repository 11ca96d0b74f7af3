// Areas sync like records, with their own placement rule: an area's scope is its path, its id
// comes from the path, the path never changes. So the admin creates the top, a coordinator
// creates and renames only inside their own subtree, and each area reaches exactly those whose
// scope holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { SyncFields } from '../../src/domain/sync-protocol.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { SyncClient, latest } from '../utils/server/sync-client.ts';

describe.each(PGLITE_ONLY)('areas (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  /** A put of the area at `path`, as the app sends it (scope = path, id from the path). */
  const area = (path: string, fields: SyncFields = {}) => ({
    table: 'areas' as const,
    id: areaId(path),
    fields: { path, scope: path, name: `Area ${path}`, ...fields },
  });

  const areasSeenBy = async (token: string) =>
    [...latest(await new SyncClient(t, token).pullAll()).values()]
      .filter((r) => r.table === 'areas' && !r.deleted)
      .map((r) => r.fields.path as string)
      .sort();

  it('lets the admin create the top and a coordinator create inside their subtree', async () => {
    const admin = new SyncClient(t, team.admin.token);
    expect((await admin.push([area('a', { nameHi: 'ए' }), area('x')])).errors).toEqual([]);
    const coordinator = new SyncClient(t, team.coordinator.token);
    const res = await coordinator.push([
      area('a/b/c', { name: 'Lucknow Central' }),
      area('a/b/c/booth1', { parts: [12, 13], pollingStation: 'Primary School, Aliganj' }),
    ]);
    expect(res.errors).toEqual([]);
    const rows = latest(await new SyncClient(t, team.booth1.token).pullAll());
    const booth = rows.get(`areas/${areaId('a/b/c/booth1')}`)!;
    expect(booth.scope).toBe('a/b/c/booth1');
    expect(booth.fields).toMatchObject({
      parts: [12, 13],
      pollingStation: 'Primary School, Aliganj',
    });
  });

  it('refuses a coordinator an area above or beside their subtree', async () => {
    const coordinator = new SyncClient(t, team.coordinator.token);
    const res = await coordinator.push([area('a/z'), area('x/y/q')]);
    expect(res.errors.map((e) => e.reason)).toEqual(['errors.forbidden', 'errors.forbidden']);
  });

  it('refuses an id that is not the path’s, a path that is not a scope, and a scope elsewhere', async () => {
    const admin = new SyncClient(t, team.admin.token);
    const wrongId = { ...area('a/b/c/booth2'), id: areaId('a/b/c/other') };
    const badPath = {
      table: 'areas' as const,
      id: areaId('A B'),
      fields: { path: 'A B', name: 'x' },
    };
    const elsewhere = area('a/b/c/booth3');
    elsewhere.fields.scope = 'a/b';
    const res = await admin.push([wrongId, badPath, elsewhere]);
    expect(res.errors.map((e) => e.reason)).toEqual([
      'errors.areaId',
      'errors.scope',
      'errors.scope',
    ]);
  });

  it('renames inside the subtree but never moves an area; a booth worker cannot rename', async () => {
    const coordinator = new SyncClient(t, team.coordinator.token);
    const renamed = await coordinator.push([
      { table: 'areas', id: areaId('a/b/c'), op: 'patch', fields: { nameHi: 'लखनऊ मध्य' } },
      { table: 'areas', id: areaId('a/b/c'), op: 'patch', fields: { path: 'a/b/d' } },
    ]);
    expect(renamed.errors.map((e) => e.reason)).toEqual(['errors.scopeChange']);
    const worker = new SyncClient(t, team.booth1.token);
    const refused = await worker.push([
      { table: 'areas', id: areaId('a/b/c'), op: 'patch', fields: { name: 'Mine now' } },
    ]);
    expect(refused.errors.map((e) => e.reason)).toEqual(['errors.forbidden']);
    const rows = latest(await new SyncClient(t, team.admin.token).pullAll());
    expect(rows.get(`areas/${areaId('a/b/c')}`)!.fields).toMatchObject({
      name: 'Lucknow Central',
      nameHi: 'लखनऊ मध्य',
      path: 'a/b/c',
    });
  });

  it('reaches exactly those whose scope holds the area', async () => {
    expect(await areasSeenBy(team.booth1.token)).toEqual(['a/b/c/booth1']);
    expect(await areasSeenBy(team.booth2.token)).toEqual([]);
    expect(await areasSeenBy(team.coordinator.token)).toEqual(['a/b/c', 'a/b/c/booth1']);
    expect(await areasSeenBy(team.elsewhere.token)).toEqual([]);
    expect(await areasSeenBy(team.admin.token)).toEqual(['a', 'a/b/c', 'a/b/c/booth1', 'x']);
  });
});
