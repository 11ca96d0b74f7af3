// Malformed input at the sync, users and files routes: every bad body or query is a 4xx JSON
// error, never a 500, and nothing is written (records, clients, users and files unchanged).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { makeTeam } from '../utils/server/team.ts';
import { BAD_BODIES } from '../utils/server/bad-bodies.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

describe.each(PGLITE_ONLY)('malformed input at the sync and users routes (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  const snapshot = async () => {
    const q = (sql: string) => t.db.query(sql).then((r) => r.rows);
    return {
      records: await q(
        'SELECT tbl, id, version, scope, deleted, fields::text AS f FROM records ORDER BY id',
      ),
      clients: await q(
        'SELECT client_id, user_id, last_mutation_id FROM sync_clients ORDER BY client_id',
      ),
      users: await q('SELECT id, scope, role, updated_at::text AS u FROM users ORDER BY id'),
      files: await q('SELECT id FROM files ORDER BY id'),
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    await new SyncClient(t, team.booth1.token).push([{ fields: { firstName: 'Existing' } }]);
  });
  afterAll(() => t.close());

  const writeRoutes = () =>
    [
      ['POST', '/api/sync/push'],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${team.unassigned.user.booth_id}/scope`],
    ] as const;

  it.each(BAD_BODIES)('answers "$name" with a 4xx JSON error and writes nothing', async (bad) => {
    const before = await snapshot();
    for (const [method, url] of writeRoutes()) {
      const res = await t.as(team.coordinator.token, {
        method,
        url,
        headers: { 'content-type': bad.contentType },
        payload: bad.payload,
      });
      expectErrorBody(res, `${method} ${url}`);
      // 403: a body that happens to be well-formed asks for something the caller may not do.
      expect([400, 403, 413, 415], `${method} ${url}`).toContain(res.statusCode);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a push whole when any mutation envelope is bad, naming each one', async () => {
    const before = await snapshot();
    const good = {
      mutationId: 1,
      table: 'voters',
      id: randomUUID(),
      op: 'put',
      fields: {},
      baseVersion: 0,
    };
    const cases: [string, unknown, Record<string, string>][] = [
      ['no clientId', { mutations: [good] }, { clientId: 'errors.required' }],
      [
        'clientId with spaces',
        { clientId: 'a b', mutations: [good] },
        { clientId: 'errors.invalid' },
      ],
      [
        'mutations not a list',
        { clientId: 'c', mutations: { 0: good } },
        { mutations: 'errors.invalid' },
      ],
      [
        'too many',
        {
          clientId: 'c',
          mutations: Array.from({ length: 2001 }, (_, i) => ({ ...good, mutationId: i + 1 })),
        },
        { mutations: 'errors.tooLarge' },
      ],
      [
        'out of order',
        {
          clientId: 'c',
          mutations: [
            { ...good, mutationId: 2 },
            { ...good, mutationId: 1 },
          ],
        },
        { mutations: 'errors.mutationOrder' },
      ],
      [
        'repeated id',
        { clientId: 'c', mutations: [good, good] },
        { mutations: 'errors.mutationOrder' },
      ],
      [
        'bad envelopes',
        {
          clientId: 'c',
          mutations: [
            { ...good, table: 'users' },
            { ...good, mutationId: 2, id: 'not-a-uuid' },
            { ...good, mutationId: 3, op: 'upsert' },
            { ...good, mutationId: 4, fields: [1, 2] },
            { ...good, mutationId: 5, baseVersion: -1 },
            { ...good, mutationId: 6.5 },
            null,
            'mutation',
          ],
        },
        {
          'mutations[0].table': 'errors.oneOf',
          'mutations[1].id': 'errors.uuid',
          'mutations[2].op': 'errors.oneOf',
          'mutations[3].fields': 'errors.invalid',
          'mutations[4].baseVersion': 'errors.number',
          'mutations[5].mutationId': 'errors.number',
          'mutations[6]._': expect.stringMatching(/^errors\./),
          'mutations[7]._': expect.stringMatching(/^errors\./),
        },
      ],
    ];
    for (const [label, payload, fields] of cases) {
      const res = await t.as(team.booth1.token, {
        method: 'POST',
        url: '/api/sync/push',
        payload: payload as object,
      });
      expectErrorBody(res, label);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().fields, label).toEqual(fields);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('property: any JSON as a push is applied or refused whole, never a 500', async () => {
    const mutation = fc.record(
      {
        mutationId: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.jsonValue()),
        table: fc.oneof(
          fc.constantFrom('voters', 'members', 'chatGroups', 'chatMessages'),
          fc.jsonValue(),
        ),
        id: fc.oneof(fc.uuid(), fc.jsonValue()),
        op: fc.oneof(fc.constantFrom('put', 'patch', 'delete'), fc.jsonValue()),
        fields: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
        baseVersion: fc.oneof(fc.nat(), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          clientId: fc.oneof(fc.uuid(), fc.jsonValue()),
          mutations: fc.array(mutation, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await snapshot();
        const res = await t.as(team.booth1.token, {
          method: 'POST',
          url: '/api/sync/push',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, res.body.slice(0, 300)).not.toBe(500);
        if (res.statusCode === 200) {
          expect(res.json()).toMatchObject({
            lastMutationId: expect.any(Number),
            errors: expect.any(Array),
          });
        } else {
          expectErrorBody(res, JSON.stringify(payload).slice(0, 200));
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: any fields in a put are stored valid or refused as an error record', async () => {
    const c = new SyncClient(t, team.booth1.token);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'voters' as const,
          'members' as const,
          'chatGroups' as const,
          'chatMessages' as const,
        ),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom(
              'firstName',
              'age',
              'phone',
              'status',
              'members',
              'groupId',
              'scope',
              'text',
            ),
            // "__proto__" makes the JSON parser refuse the whole request (the booth suite covers it).
            fc.string().filter((k) => k !== '__proto__' && k !== 'constructor'),
          ),
          fc.jsonValue({ maxDepth: 2 }),
        ),
        async (table, fields) => {
          // A "__proto__" or "constructor" key at any depth is refused whole by the JSON parser.
          fc.pre(!/"(__proto__|constructor)":/.test(JSON.stringify(fields)));
          const id = randomUUID();
          const res = await c.push([{ table, id, fields }]);
          const row = (await t.db.query('SELECT fields FROM records WHERE id = $1', [id])).rows[0];
          if (res.errors.length) {
            expect(res.errors[0]!.reason).toMatch(/^errors\./);
            expect(row).toBeUndefined();
          } else expect(row).toBeDefined();
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers bad pull queries with 400', async () => {
    for (const q of ['limit=[]', 'limit=1e9', 'limit=', 'cursor=a&cursor=b', 'limit=NaN']) {
      const res = await t.as(team.booth1.token, { method: 'GET', url: `/api/sync/pull?${q}` });
      expectErrorBody(res, q);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
