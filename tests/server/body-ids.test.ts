// Body fields that name a record, a file or an account get the same check as route
// parameters: odd values are 400 with the field named (or, inside a synced record, a refusal
// of that mutation), never 500. `/api/files/` followed by 36 dashes once reached the database.
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import { isUuid } from '../../src/domain/ids.ts';
import type { PushResponse } from '../../src/domain/sync-protocol.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { IMAGES, imageUpload, multipart } from '../../devkit/images.ts';
import { fullProfile } from '../utils/server/profile-fixture.ts';
import type { OddId } from '../utils/server/odd-ids.ts';
import { malformedIds, oddIdArbitrary } from '../utils/server/odd-ids.ts';
import type { Op } from '../utils/server/sync-client.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

const AT = '2026-11-25T10:30:00.000Z';

describe.each(PGLITE_ONLY)('odd ids in request bodies (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let postId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    const res = await t.as(team.coordinator.token, {
      method: 'POST',
      url: '/api/social-media',
      payload: { title: 'A post to edit' },
    });
    expect(res.statusCode, res.body).toBe(201);
    postId = res.json<{ post: { id: string } }>().post.id;
  });
  afterAll(() => t.close());

  const json = (url: string, method: 'POST' | 'PUT', payload: object) =>
    t.as(team.coordinator.token, { method, url, payload });
  const form = (url: string, body: ReturnType<typeof multipart>) =>
    t.as(team.coordinator.token, { method: 'POST', url, ...body });

  /** Each field naming a record, and the request that carries `id` in it. */
  const FIELDS: Record<string, (id: string) => Promise<LightMyRequestResponse>> = {
    postId: (id) =>
      json('/api/social-media/track-share', 'POST', { postId: id, platform: 'native' }),
    id: (id) => json('/api/social-media', 'POST', { title: 'Fuzz', id }),
    image: (id) =>
      json(`/api/social-media/${postId}`, 'PUT', { title: 'F', image: `/api/files/${id}` }),
    profileImage: (id) =>
      json(`/api/booth/edit-booth-user/${team.coordinator.user.booth_id}`, 'PUT', {
        ...fullProfile(team.coordinator.user.email),
        profileImage: `/api/files/${id}`,
      }),
    'users profileImage': (id) =>
      json('/api/users', 'POST', {
        name: 'Fuzz',
        email: uniqueEmail('fuzz'),
        password: PASSWORD,
        profileImage: `/api/files/${id}`,
      }),
    campaignId: (id) =>
      form(
        '/api/campaigns/participate',
        multipart([
          { name: 'fullName', value: 'Asha' },
          { name: 'phone', value: '+919876543210' },
          { name: 'campaignId', value: id },
        ]),
      ),
    'files id': (id) => form('/api/files', imageUpload(IMAGES.png, { id })),
  };
  /** The field name each request reports a malformed value under. */
  const reported = (field: string) =>
    field === 'users profileImage' ? 'profileImage' : field === 'files id' ? 'id' : field;

  const expectSound = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expectErrorBody(res, label);
  };

  it('answers malformed ids in JSON and form fields with 400 naming the field', async () => {
    for (const [field, send] of Object.entries(FIELDS))
      for (const id of malformedIds(team.booth1.user.booth_id)) {
        // Photo addresses are trimmed like every text field: a padded id is a good one there.
        if (/image/i.test(field) && isUuid(id.value.trim())) continue;
        const label = `${field} ${id.name}`;
        const res = await send(id.value);
        expectSound(res, label);
        expect(res.statusCode, label).toBe(400);
        expect(res.json<{ fields: object }>().fields, label).toHaveProperty([reported(field)]);
      }
  });

  /** Synced records naming others: a chat group's members, a message's group, field work. */
  const records = (id: string): Op[] => [
    { table: 'chatGroups', fields: { name: 'G', members: [], memberIds: [id] } },
    { table: 'chatMessages', fields: { groupId: id, sender: 'x', text: 'hi', sentAt: AT } },
    { table: 'visits', fields: { voterId: id, outcome: 'met', visitedAt: AT } },
    { table: 'voteMarks', fields: { voterId: id, voted: true, markedAt: AT } },
    {
      table: 'pannas',
      fields: {
        pannaId: id,
        partNumber: 1,
        fromSerial: 1,
        toSerial: 2,
        memberId: id,
        assignedAt: AT,
      },
    },
    {
      table: 'areas',
      id: areaId(SCOPES.booth1),
      fields: { path: SCOPES.booth1, scope: SCOPES.booth1, name: 'B', boothManagerId: id },
    },
  ];

  it('refuses synced records naming malformed ids, and a malformed record id, below 500', async () => {
    for (const id of malformedIds(team.booth1.user.booth_id)) {
      const client = new SyncClient(t, team.coordinator.token);
      const res = await client.pushRaw(client.mutations(records(id.value)));
      expect(res.statusCode, `${id.name}: ${res.body.slice(0, 300)}`).toBe(200);
      const refused = res.json<PushResponse>().errors;
      // A message into a group that does not exist is refused before its fields are read.
      const reasons = ['invalidInput', 'forbidden', 'invalidInput', 'invalidInput', 'invalidInput'];
      expect(
        refused.map((e) => e.reason),
        id.name,
      ).toEqual([...reasons, 'invalidInput'].map((r) => `errors.${r}`));
      const bad = await client.pushRaw(client.mutations([{ id: id.value }]));
      expectSound(bad, id.name);
      expect(bad.statusCode, id.name).toBe(400);
    }
  });

  it('never answers 500 to generated ids in any of these fields', async () => {
    const fields = Object.keys(FIELDS);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields, 'sync'),
        oddIdArbitrary,
        async (field, id: OddId) => {
          const label = `${field} ${JSON.stringify(id.value)}`;
          if (field !== 'sync') return expectSound(await FIELDS[field]!(id.value), label);
          const client = new SyncClient(t, team.coordinator.token);
          expectSound(await client.pushRaw(client.mutations(records(id.value))), label);
          expectSound(await client.pushRaw(client.mutations([{ id: id.value }])), label);
        },
      ),
      { numRuns: 200 },
    );
  });
});
