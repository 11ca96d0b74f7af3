// Booth committees as data (issue 46) through the real API on PGlite: the admin's definition
// and its checks, seats drawn from the booth's team (who may name whom, one seat per member,
// a role no fuller than it needs), quotas and the judged status, a coordinator's visit, and
// who sees which booth.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEFINITION } from '../../src/domain/committees/definition.ts';
import type { StoredDefinition } from '../../src/domain/committees/definition.ts';
import type { BoothCommittee } from '../../src/domain/committees/seats.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Member, Org } from './committees-fixture.ts';
import {
  BOOTH1,
  BOOTH2,
  SMALL_DEFINITION,
  addMembers,
  addPannas,
  defineCommittee,
  makeOrg,
  putSeat,
  readBooth,
  seat,
} from './committees-fixture.ts';

/** A tiny PNG, uploaded as the visit's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(PGLITE_ONLY)('booth committees (%s)', (kind) => {
  let t: TestApp;
  let org: Org;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = await makeOrg(t);
  });
  afterAll(() => t.close());

  describe('the definition', () => {
    it('starts as the usual committee, read by everyone signed in', async () => {
      const res = await t.as(org.worker1.token, {
        method: 'GET',
        url: '/api/committees/definition',
      });
      expect(res.statusCode).toBe(200);
      const def = res.json<StoredDefinition>();
      expect(def.version).toBe(0);
      expect(def.roles).toEqual(DEFAULT_DEFINITION.roles);
      expect(def.quotas).toEqual([{ kind: 'women', atLeast: 3 }]);
      expect(def.roles.map((r) => r.nameHi)).toContain('पन्ना प्रमुख');
    });

    it('is saved by the admin only', async () => {
      const res = await t.as(org.coordinator.token, {
        method: 'PUT',
        url: '/api/admin/committees/definition',
        payload: SMALL_DEFINITION,
      });
      expect(res.statusCode).toBe(403);
      expectErrorBody(res);
    });

    it.each([
      ['no roles', { roles: [], quotas: [] }, 'roles', 'errors.required'],
      [
        'a role without its Hindi name',
        { roles: [{ id: 'p', nameEn: 'President', nameHi: ' ', count: 1 }] },
        'roles[0].nameHi',
        'errors.required',
      ],
      [
        'a count that is no number',
        { roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 'many' }] },
        'roles[0].count',
        'errors.number',
      ],
      [
        'a count above 50',
        { roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 51 }] },
        'roles[0].count',
        'errors.number',
      ],
      [
        'one id twice',
        {
          roles: [
            { id: 'p', nameEn: 'P', nameHi: 'प', count: 1 },
            { id: 'p', nameEn: 'Q', nameHi: 'क', count: 1 },
          ],
        },
        'roles',
        'errors.committees.roleTwice',
      ],
      [
        'only per-panna roles',
        { roles: [{ id: 'pp', nameEn: 'Panna', nameHi: 'पन्ना', count: 'perPanna' }] },
        'roles',
        'errors.committees.noSeats',
      ],
      [
        'a quota above the seats',
        {
          roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 2 }],
          quotas: [{ kind: 'women', atLeast: 3 }],
        },
        'quotas',
        'errors.committees.quotaTooHigh',
      ],
      [
        'a quota kind twice',
        {
          roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 9 }],
          quotas: [
            { kind: 'women', atLeast: 1 },
            { kind: 'women', atLeast: 2 },
          ],
        },
        'quotas',
        'errors.committees.quotaTwice',
      ],
      [
        'a youth quota without its age',
        {
          roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 9 }],
          quotas: [{ kind: 'youth', atLeast: 1 }],
        },
        'quotas[0].maxAge',
        'errors.required',
      ],
      [
        'an unknown quota',
        {
          roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: 9 }],
          quotas: [{ kind: 'caste', atLeast: 1 }],
        },
        'quotas[0].kind',
        'errors.oneOf',
      ],
    ])('refuses %s (400, the field named)', async (_, body, field, key) => {
      const res = await t.as(org.admin.token, {
        method: 'PUT',
        url: '/api/admin/committees/definition',
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expectErrorBody(res);
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(key);
    });

    it('counts the saves and keeps a youth quota with its age', async () => {
      const first = await defineCommittee(t, org.admin);
      const second = await defineCommittee(t, org.admin, {
        ...SMALL_DEFINITION,
        quotas: [...SMALL_DEFINITION.quotas, { kind: 'youth', atLeast: 1, maxAge: 35 }],
      });
      expect(second.version).toBe(first.version + 1);
      const res = await t.as(org.worker2.token, {
        method: 'GET',
        url: '/api/committees/definition',
      });
      expect(res.json<StoredDefinition>().quotas).toEqual([
        { kind: 'women', atLeast: 2 },
        { kind: 'youth', atLeast: 1, maxAge: 35 },
      ]);
      await defineCommittee(t, org.admin);
    });
  });

  describe('a booth committee', () => {
    let team: Member[];

    beforeAll(async () => {
      await defineCommittee(t, org.admin);
      team = await addMembers(t, org.worker1, BOOTH1, [
        'Ramesh Kumar',
        'Geeta Devi',
        'Mohan Lal',
        'Sita Verma',
        'Kavita Rao',
        'Imran Khan',
      ]);
    });

    it('is empty at first, judged neither complete nor verified', async () => {
      const c = await readBooth(t, org.worker1, org.booth1);
      expect(c.booth).toMatchObject({ path: BOOTH1, name: 'Booth 1', pannas: 0 });
      expect(c.seats).toEqual([]);
      expect(c.status).toEqual({ complete: false, verified: false });
      expect(c.mayVisit).toBe(false);
    });

    it('is read by those whose area holds the booth, 404 for anyone else', async () => {
      expect((await readBooth(t, org.coordinator, org.booth1)).mayVisit).toBe(true);
      expect((await readBooth(t, org.admin, org.booth1)).mayVisit).toBe(true);
      for (const who of [org.worker2, org.elsewhere]) {
        const res = await t.as(who.token, {
          method: 'GET',
          url: `/api/committees/booths/${org.booth1}`,
        });
        expect(res.statusCode).toBe(404);
        expectErrorBody(res);
      }
      const notBooth = await t.as(org.admin.token, {
        method: 'GET',
        url: `/api/committees/booths/${randomUUID()}`,
      });
      expect(notBooth.statusCode).toBe(404);
    });

    it('takes members of the booth team only, in roles of the definition', async () => {
      const [other] = await addMembers(t, org.worker2, BOOTH2, ['Other Booth']);
      const cases = [
        [{ roleId: 'president', memberId: other!.id }, 'memberId', 'errors.committees.notInTeam'],
        [
          { roleId: 'president', memberId: randomUUID() },
          'memberId',
          'errors.committees.notInTeam',
        ],
        [{ roleId: 'treasurer', memberId: team[0]!.id }, 'roleId', 'errors.committees.unknownRole'],
        [{ roleId: 'president', memberId: team[0]!.id, gender: 'w' }, 'gender', 'errors.oneOf'],
      ] as const;
      for (const [body, field, key] of cases) {
        const res = await putSeat(t, org.worker1, org.booth1, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(key);
      }
      // A booth worker cannot name members of a booth they do not hold: 404 before the body.
      const res = await putSeat(t, org.worker2, org.booth1, { roleId: 'president', memberId: 'x' });
      expect(res.statusCode).toBe(404);
    });

    it('fills roles and quotas; says what is missing until complete', async () => {
      const [ramesh, geeta, mohan, sita, kavita] = team as [Member, Member, Member, Member, Member];
      const presidentSeat = randomUUID();
      let c = await seat(
        t,
        org.worker1,
        org.booth1,
        {
          roleId: 'president',
          memberId: ramesh.id,
          gender: 'male',
          age: 52,
        },
        presidentSeat,
      );
      expect(c.seats).toHaveLength(1);
      expect(c.seats[0]).toMatchObject({
        id: presidentSeat,
        name: 'Ramesh Kumar',
        phone: ramesh.phone,
        inTeam: true,
        verification: null,
      });
      // The same call again (a replay from the outbox) is the same seat.
      c = await seat(
        t,
        org.worker1,
        org.booth1,
        { roleId: 'president', memberId: ramesh.id, gender: 'male', age: 52 },
        presidentSeat,
      );
      expect(c.seats).toHaveLength(1);

      // One president: a second is refused; one member holds one seat.
      const full = await putSeat(t, org.worker1, org.booth1, {
        roleId: 'president',
        memberId: geeta.id,
      });
      expect(full.statusCode).toBe(409);
      expect(full.json<{ messageKey: string }>().messageKey).toBe('committees.errors.roleFull');
      const twice = await putSeat(t, org.worker1, org.booth1, {
        roleId: 'member',
        memberId: ramesh.id,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json<{ messageKey: string }>().messageKey).toBe(
        'committees.errors.memberSeated',
      );

      await seat(t, org.worker1, org.booth1, {
        roleId: 'secretary',
        memberId: geeta.id,
        gender: 'female',
      });
      await seat(t, org.worker1, org.booth1, {
        roleId: 'member',
        memberId: mohan.id,
        gender: 'male',
      });
      c = await seat(t, org.worker1, org.booth1, {
        roleId: 'member',
        memberId: sita.id,
        gender: '',
      });
      // Every role filled (no pannas yet), but one woman known of two: not complete.
      expect(c.status.complete).toBe(false);
      const third = await putSeat(t, org.worker1, org.booth1, {
        roleId: 'member',
        memberId: kavita.id,
      });
      expect(third.statusCode).toBe(409);

      // Sita's gender given: two women, complete; nobody verified yet.
      const sitaSeat = c.seats.find((s) => s.memberId === sita.id)!;
      c = await seat(
        t,
        org.worker1,
        org.booth1,
        { roleId: 'member', memberId: sita.id, gender: 'female' },
        sitaSeat.id,
      );
      expect(c.status).toEqual({ complete: true, verified: false });

      // Two pannas cut: two panna pramukhs needed, so not complete until they are named.
      await addPannas(t, org.worker1, 1, 2);
      c = await readBooth(t, org.worker1, org.booth1);
      expect(c.booth.pannas).toBe(2);
      expect(c.status.complete).toBe(false);
      await seat(t, org.worker1, org.booth1, {
        roleId: 'panna',
        memberId: kavita.id,
        gender: 'female',
      });
      c = await seat(t, org.worker1, org.booth1, {
        roleId: 'panna',
        memberId: team[5]!.id,
        gender: 'male',
      });
      expect(c.status.complete).toBe(true);
    });

    it('drops a member who leaves the team, and a removed seat', async () => {
      let c = await readBooth(t, org.worker1, org.booth1);
      const mohan = c.seats.find((s) => s.name === 'Mohan Lal')!;
      const sync = new SyncClient(t, org.worker1.token);
      const res = await sync.push([
        { table: 'members', id: mohan.memberId, op: 'patch', fields: { status: 'disabled' } },
      ]);
      expect(res.errors).toEqual([]);
      c = await readBooth(t, org.worker1, org.booth1);
      expect(c.seats.find((s) => s.id === mohan.id)!.inTeam).toBe(false);
      expect(c.status.complete).toBe(false);
      const removed = await t.as(org.worker1.token, {
        method: 'DELETE',
        url: `/api/committees/booths/${org.booth1}/seats/${mohan.id}`,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<BoothCommittee>().seats.some((s) => s.id === mohan.id)).toBe(false);
      // Removing it again (a replay) changes nothing.
      const again = await t.as(org.worker1.token, {
        method: 'DELETE',
        url: `/api/committees/booths/${org.booth1}/seats/${mohan.id}`,
      });
      expect(again.statusCode).toBe(200);
      // The free place takes another member of the team: complete again.
      const [neha] = await addMembers(t, org.worker1, BOOTH1, ['Neha Singh']);
      c = await seat(t, org.worker1, org.booth1, {
        roleId: 'member',
        memberId: neha!.id,
        gender: 'female',
      });
      expect(c.status.complete).toBe(true);
    });

    it('records a coordinator’s visit with a photo and the place; not a booth worker’s', async () => {
      const c = await readBooth(t, org.coordinator, org.booth1);
      const target = c.seats.find((s) => s.name === 'Geeta Devi')!;
      const upload = await t.as(org.coordinator.token, {
        method: 'POST',
        url: '/api/files',
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
        payload: Buffer.concat([
          Buffer.from(
            '--X\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          PNG,
          Buffer.from('\r\n--X--\r\n'),
        ]),
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const photo = upload.json<{ url: string }>().url;
      const visit = {
        photo,
        latitude: 26.8467,
        longitude: 80.9462,
        accuracy: 12,
        at: '2026-12-08T10:15:00.000Z',
      };
      const url = `/api/committees/booths/${org.booth1}/seats/${target.id}/visit`;

      const byWorker = await t.as(org.worker1.token, { method: 'POST', url, payload: visit });
      expect(byWorker.statusCode).toBe(403);
      expectErrorBody(byWorker);

      for (const [body, field] of [
        [{ ...visit, latitude: 91 }, 'latitude'],
        [{ ...visit, photo: 'https://example.org/x.png' }, 'photo'],
        [{ ...visit, photo: `/api/files/${randomUUID()}` }, 'photo'],
        [{ ...visit, at: 'yesterday' }, 'at'],
      ] as const) {
        const res = await t.as(org.coordinator.token, { method: 'POST', url, payload: body });
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
      }

      const res = await t.as(org.coordinator.token, { method: 'POST', url, payload: visit });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json<BoothCommittee>().seats.find((s) => s.id === target.id)!;
      expect(after.verification).toMatchObject({
        method: 'visit',
        byName: 'coordinator Person',
        photo,
        place: { latitude: 26.8467, longitude: 80.9462, accuracy: 12 },
      });
      // The booth worker sees it too.
      const seen = await readBooth(t, org.worker1, org.booth1);
      expect(seen.seats.find((s) => s.id === target.id)!.verification?.method).toBe('visit');
    });

    it('judges every booth again when the definition changes', async () => {
      const before = await readBooth(t, org.worker1, org.booth1);
      const filled = before.seats.filter((s) => s.inTeam).length;
      // A definition needing only what is there is met; one needing more is not.
      await defineCommittee(t, org.admin, {
        roles: [{ id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 }],
        quotas: [],
      });
      const status = async () =>
        (
          await t.db.query<{ complete: boolean; seats: number }>(
            'SELECT complete, seats FROM committee_booth_status WHERE booth_path = $1',
            [BOOTH1],
          )
        ).rows[0];
      expect(await status()).toMatchObject({ complete: true, seats: 1 });
      await defineCommittee(t, org.admin, {
        roles: [{ id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 }],
        quotas: [{ kind: 'women', atLeast: 1 }],
      });
      expect(await status()).toMatchObject({ complete: false, seats: 1 });
      await defineCommittee(t, org.admin);
      expect((await status())?.seats).toBe(filled);
    });
  });
});
