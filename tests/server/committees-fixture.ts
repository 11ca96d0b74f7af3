// The organisation the committee suites use, through the real API: an admin, a district
// coordinator, two booth workers (two booths of one mandal) and a worker in another state; the
// booths as area records at booth depth; team members placed in each booth; pannas.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import type { BoothCommittee } from '../../src/domain/committees/seats.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { assignScope } from '../utils/server/team.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { uniqueEmail } from '../utils/server/test-app.ts';

export const MANDAL = 'up/lucknow/lko-central/block-1/mandal-1';
export const BOOTH1 = `${MANDAL}/booth-1`;
export const BOOTH2 = `${MANDAL}/booth-2`;
export const OTHER_BOOTH = 'mp/bhopal/bhopal-north/block-9/mandal-9/booth-9';

export type Org = {
  admin: SignedIn;
  coordinator: SignedIn;
  worker1: SignedIn;
  worker2: SignedIn;
  elsewhere: SignedIn;
  booth1: string;
  booth2: string;
  other: string;
};

const area = (path: string, name: string, parts?: number[]) => ({
  table: 'areas' as const,
  id: areaId(path),
  fields: { path, scope: path, name, nameHi: `${name} (हि)`, ...(parts ? { parts } : {}) },
});

/** Areas from state to booth for these booth paths, each level named. */
function areaTree(booths: string[]) {
  const seen = new Map<string, ReturnType<typeof area>>();
  booths.forEach((booth, i) => {
    const parts = booth.split('/');
    parts.forEach((_, depth) => {
      const path = parts.slice(0, depth + 1).join('/');
      if (seen.has(path)) return;
      const isBooth = depth === parts.length - 1;
      seen.set(
        path,
        area(path, isBooth ? `Booth ${i + 1}` : parts[depth]!, isBooth ? [i + 1] : undefined),
      );
    });
  });
  return [...seen.values()];
}

export async function makeOrg(t: TestApp): Promise<Org> {
  const admin = await t.newUser(uniqueEmail('admin'), 'Asha Admin');
  expect(admin.user.role).toBe('admin');
  const people = {} as Record<'coordinator' | 'worker1' | 'worker2' | 'elsewhere', SignedIn>;
  const scopes = {
    coordinator: 'up/lucknow',
    worker1: BOOTH1,
    worker2: BOOTH2,
    elsewhere: OTHER_BOOTH,
  } as const;
  for (const name of Object.keys(scopes) as (keyof typeof scopes)[]) {
    people[name] = await t.newUser(uniqueEmail(name), `${name} Person`);
    await assignScope(t, admin.token, people[name].user.booth_id, scopes[name]);
    people[name].user = { ...people[name].user, scope: scopes[name] };
  }
  const sync = new SyncClient(t, admin.token);
  const pushed = await sync.push(areaTree([BOOTH1, BOOTH2, OTHER_BOOTH]));
  expect(pushed.errors).toEqual([]);
  return {
    admin,
    ...people,
    booth1: areaId(BOOTH1),
    booth2: areaId(BOOTH2),
    other: areaId(OTHER_BOOTH),
  };
}

export type Member = { id: string; name: string; phone: string };

let phoneSeq = 0;
/** A fresh Indian mobile number (10 digits). */
export const newPhone = () =>
  `98${String(10_000_000 + ++phoneSeq * 7919 + (process.pid % 1000)).slice(-8)}`;

/** Team members placed in `boothPath`, pushed by `who` (the booth's worker or anyone above). */
export async function addMembers(
  t: TestApp,
  who: SignedIn,
  boothPath: string,
  names: string[],
  extra: Record<string, unknown> = {},
): Promise<Member[]> {
  const members = names.map((name) => ({ id: randomUUID(), name, phone: newPhone() }));
  const sync = new SyncClient(t, who.token);
  const res = await sync.push(
    members.map((m) => ({
      table: 'members' as const,
      id: m.id,
      fields: {
        level: 'booth',
        status: 'active',
        name: m.name,
        phone: m.phone,
        areaPath: boothPath,
        ...extra,
      },
    })),
  );
  expect(res.errors).toEqual([]);
  return members;
}

/** Current pannas of the booth worker's booth (part 1 or 2, serials in tens). */
export async function addPannas(t: TestApp, who: SignedIn, part: number, count: number) {
  const sync = new SyncClient(t, who.token);
  const res = await sync.push(
    Array.from({ length: count }, (_, i) => ({
      table: 'pannas' as const,
      fields: {
        pannaId: randomUUID(),
        partNumber: part,
        fromSerial: i * 30 + 1,
        toSerial: i * 30 + 30,
        memberId: randomUUID(),
        memberName: `Holder ${i}`,
        assignedAt: new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString(),
        by: 'Test',
      },
    })),
  );
  expect(res.errors).toEqual([]);
}

export type Seat = { roleId: string; memberId: string; gender?: string; age?: number | null };

/** PUT a seat; returns the raw answer. */
export function putSeat(
  t: TestApp,
  who: SignedIn,
  booth: string,
  seat: Seat,
  seatId: string = randomUUID(),
) {
  return t.as(who.token, {
    method: 'PUT',
    url: `/api/committees/booths/${booth}/seats/${seatId}`,
    payload: seat,
  });
}

/** PUT a seat that must be taken; returns the committee after it. */
export async function seat(
  t: TestApp,
  who: SignedIn,
  booth: string,
  s: Seat,
  seatId: string = randomUUID(),
) {
  const res = await putSeat(t, who, booth, s, seatId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BoothCommittee>();
}

export async function readBooth(t: TestApp, who: SignedIn, booth: string) {
  const res = await t.as(who.token, { method: 'GET', url: `/api/committees/booths/${booth}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BoothCommittee>();
}

/** A small definition: a president, a secretary, two members, one per panna; 2 women. */
export const SMALL_DEFINITION = {
  roles: [
    { id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 },
    { id: 'secretary', nameEn: 'Secretary', nameHi: 'महामंत्री', count: 1 },
    { id: 'member', nameEn: 'Member', nameHi: 'सदस्य', count: 2 },
    { id: 'panna', nameEn: 'Panna pramukh', nameHi: 'पन्ना प्रमुख', count: 'perPanna' },
  ],
  quotas: [{ kind: 'women', atLeast: 2 }],
};

export async function defineCommittee(t: TestApp, admin: SignedIn, def: object = SMALL_DEFINITION) {
  const res = await t.as(admin.token, {
    method: 'PUT',
    url: '/api/admin/committees/definition',
    payload: def,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ version: number }>();
}
