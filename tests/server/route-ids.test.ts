// Odd ids in route parameters answer 400 (malformed) or 404 (well-formed, unknown) JSON, never
// 500. The routes come from the app itself (app.apiRoutes), so a new route with a `:param` is
// fuzzed without anyone listing it here; the bodies below only get known routes past their
// own validation to the id lookup (a new route is fuzzed with `{}` until it is added).
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../server/app.ts';
import { paramNames } from '../../server/route-params.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { fullProfile } from '../utils/server/profile-fixture.ts';
import { malformedIds, oddIdArbitrary, otherOddIds, unknownIds } from '../utils/server/odd-ids.ts';

const CAMPAIGN = {
  title: 'Fuzz rally',
  description: 'Ids at every door',
  date: '2031-01-15',
  time: '9:00 AM',
  location: 'School',
  category: 'social',
  priority: 'high',
  maxAttendees: 10,
  image: '',
  organizer: 'Admin',
  requirements: [],
  scope: SCOPES.booth1,
};

/** A body that passes each route's own checks, so the request reaches the id lookup. */
const BODIES: Record<string, object> = {
  'PUT /api/booth/edit-booth-user/:booth_id': fullProfile('fuzz@example.com'),
  'PUT /api/users/:id/scope': { scope: SCOPES.booth1 },
  'PUT /api/users/:id/status': { status: 'active' },
  'PATCH /api/campaigns/notifications/:campaignId/status': { status: 'declined' },
  'PUT /api/campaigns/:id': CAMPAIGN,
  'PUT /api/social-media/:id': { title: 'Edited by the fuzzer' },
  'PUT /api/rolls/:id/parts/:partId/number': { partNumber: 12, assemblyNumber: 173 },
  'POST /api/rolls/:id/parts/:partId/decision': { choice: 'stop' },
};

const key = (r: ApiRoute) => `${r.method} ${r.url}`;

describe.each(PGLITE_ONLY)('odd ids in route parameters (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let routes: ApiRoute[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    // A setting's `:key` is a name, not an id (tests/server/settings.test.ts covers it).
    routes = t.app.apiRoutes.filter(
      (r) => paramNames(r.url).length > 0 && !paramNames(r.url).includes('key'),
    );
  });
  afterAll(() => t.close());

  const call = (route: ApiRoute, segment: string, body = BODIES[key(route)]) =>
    t.as(team.admin.token, {
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z0-9_]+/g, segment),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body ?? {} }),
    });

  /** Below 500 always; a failure in the JSON error shape. */
  const expectSound = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expectErrorBody(res, label);
  };

  it('finds the routes that take an id', () => {
    const keys = routes.map(key);
    for (const known of Object.keys(BODIES)) expect(keys).toContain(known);
    expect(keys).toEqual(
      expect.arrayContaining(['GET /api/files/:id', 'DELETE /api/social-media/:id']),
    );
  });

  it('answers malformed ids with 400 fields.<param> = errors.uuid, with and without a body', async () => {
    const real = team.unassigned.user.booth_id;
    for (const route of routes)
      for (const id of malformedIds(real))
        for (const body of BODIES[key(route)] ? [BODIES[key(route)], {}] : [undefined]) {
          const label = `${key(route)} ${id.name}`;
          const res = await call(route, id.segment, body);
          expectSound(res, label);
          expect(res.statusCode, label).toBe(400);
          const fields = res.json<{ fields: Record<string, string> }>().fields;
          for (const name of paramNames(route.url)) expect(fields[name], label).toBe('errors.uuid');
        }
  });

  it('answers well-formed unknown ids with 404', async () => {
    for (const route of routes)
      for (const id of unknownIds()) {
        const res = await call(route, id.segment);
        expectSound(res, `${key(route)} ${id.name}`);
        expect(res.statusCode, `${key(route)} ${id.name}`).toBe(404);
      }
  });

  it('answers over-long, empty and badly escaped ids in JSON below 500', async () => {
    for (const route of routes)
      for (const id of otherOddIds()) expectSound(await call(route, id.segment), id.name);
  });

  it('takes an existing id in capitals as that id', async () => {
    const worker = team.booth2.user.booth_id.toUpperCase();
    const res = await call({ method: 'PUT', url: '/api/users/:id/status' }, worker);
    expect(res.statusCode, res.body).toBe(200);
    const mine = await call(
      { method: 'PUT', url: '/api/booth/edit-booth-user/:booth_id' },
      team.admin.user.booth_id.toUpperCase(),
      fullProfile(team.admin.user.email),
    );
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('never answers 500 to generated ids, whatever the method and route', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), oddIdArbitrary, async (route, id) => {
        expectSound(await call(route, id.segment), `${key(route)} ${JSON.stringify(id.value)}`);
      }),
      { numRuns: 300 },
    );
  });
});
