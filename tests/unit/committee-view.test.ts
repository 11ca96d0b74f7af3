// The booth screen offline (issue 46): changes waiting in the outbox laid over the kept
// committee (a member named, removed or visited shows at once, marked as waiting) and judged by
// the shared rule; the admin's draft of the definition turned into one the server accepts, its
// errors placed beside their fields.
import { describe, expect, it } from 'vitest';
import type { RequestEntry } from '../../src/db/types.ts';
import { DEFAULT_DEFINITION, PER_PANNA } from '../../src/domain/committees/definition.ts';
import type { BoothCommittee } from '../../src/domain/committees/seats.ts';
import { withPending } from '../../src/features/committees/committee-view.ts';
import { checkDraft, draftOf, newRole } from '../../src/features/committees/definition-draft.ts';

const BOOTH = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SEAT = 'a1b2c3d4-0000-4000-8000-000000000001';
const MEMBER = 'b1b2c3d4-0000-4000-8000-000000000002';
const OTHER = 'c1b2c3d4-0000-4000-8000-000000000003';

const committee: BoothCommittee = {
  booth: { id: BOOTH, path: 'up/l/a/b/m/booth-1', name: 'Booth 1', nameHi: '', pannas: 0 },
  definition: {
    roles: [{ id: 'president', nameEn: 'President', nameHi: 'अध्यक्ष', count: 1 }],
    quotas: [],
    version: 1,
    updatedAt: null,
  },
  seats: [
    {
      id: SEAT,
      roleId: 'president',
      memberId: MEMBER,
      name: 'Ramesh',
      phone: '9876543210',
      gender: 'male',
      age: 50,
      inTeam: true,
      verification: null,
      codeExpiresAt: null,
    },
  ],
  status: { complete: true, verified: false },
  mayVisit: true,
};

const entry = (method: RequestEntry['method'], path: string, body?: object): RequestEntry => ({
  kind: 'request',
  status: 'pending',
  userId: 'u1',
  createdAt: '2026-12-08T10:00:00.000Z',
  idempotencyKey: 'k',
  method,
  path,
  label: 'committees.queue.seat',
  ...(body === undefined ? {} : { body }),
});

const seatPath = (id: string) => `/committees/booths/${BOOTH}/seats/${id}`;

describe('withPending', () => {
  it('shows the kept committee as it is when nothing waits', () => {
    const shown = withPending(committee, [], new Map());
    expect(shown.seats.map((s) => [s.id, s.waiting])).toEqual([[SEAT, false]]);
    expect(shown.state.complete).toBe(true);
  });

  it('lays a removal, a new member and a visit over it, in order', () => {
    const NEW = 'd1b2c3d4-0000-4000-8000-000000000004';
    const members = new Map([[OTHER, { name: 'Geeta Devi', phone: '9876500000' }]]);
    const shown = withPending(
      committee,
      [
        entry('DELETE', seatPath(SEAT)),
        entry('PUT', seatPath(NEW), {
          roleId: 'president',
          memberId: OTHER,
          gender: 'female',
          age: null,
        }),
        entry('POST', `${seatPath(NEW)}/visit`, {
          photo: 'file:x',
          latitude: 1,
          longitude: 2,
          accuracy: 5,
          at: '2026-12-08T09:59:00.000Z',
        }),
        entry('POST', `/committees/booths/${BOOTH}/seats/${NEW}/code`, { lang: 'en' }),
      ],
      members,
    );
    expect(shown.seats).toHaveLength(1);
    expect(shown.seats[0]).toMatchObject({
      id: NEW,
      name: 'Geeta Devi',
      gender: 'female',
      waiting: true,
      verification: { method: 'visit', at: '2026-12-08T09:59:00.000Z', byName: null },
    });
    expect(shown.state).toMatchObject({ complete: true, verified: true });
  });

  it('keeps a member’s check when their seat changes role, not when it changes hands', () => {
    const checked = {
      ...committee,
      seats: [
        { ...committee.seats[0]!, verification: { method: 'sms' as const, at: 'x', byName: 'A' } },
      ],
    };
    const same = withPending(
      checked,
      [
        entry('PUT', seatPath(SEAT), {
          roleId: 'president',
          memberId: MEMBER,
          gender: 'male',
          age: 51,
        }),
      ],
      new Map(),
    );
    expect(same.seats[0]!.verification?.method).toBe('sms');
    const other = withPending(
      checked,
      [
        entry('PUT', seatPath(SEAT), {
          roleId: 'president',
          memberId: OTHER,
          gender: '',
          age: null,
        }),
      ],
      new Map(),
    );
    expect(other.seats[0]!.verification).toBeNull();
  });
});

describe('the definition draft', () => {
  it('round-trips the usual committee', async () => {
    const checked = await checkDraft(draftOf(DEFAULT_DEFINITION));
    expect(checked).toEqual({ ok: true, def: DEFAULT_DEFINITION });
  });

  it('gives a new role an id from its English name; quotas of 0 are none', async () => {
    const draft = draftOf(DEFAULT_DEFINITION);
    draft.roles.push({ ...newRole(), nameEn: 'Mann Ki Baat pramukh', nameHi: 'मन की बात प्रमुख' });
    draft.women = 0;
    draft.youth = 2;
    draft.youthAge = 30;
    const checked = await checkDraft(draft);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    expect(checked.def.roles.at(-1)).toEqual({
      id: 'mann-ki-baat-pramukh',
      nameEn: 'Mann Ki Baat pramukh',
      nameHi: 'मन की बात प्रमुख',
      count: 1,
    });
    expect(checked.def.quotas).toEqual([{ kind: 'youth', atLeast: 2, maxAge: 30 }]);
  });

  it('places errors beside their role and field, or on the list', async () => {
    const draft = draftOf({
      roles: [{ id: 'p', nameEn: 'P', nameHi: 'प', count: PER_PANNA }],
      quotas: [],
    });
    draft.roles.push({ ...newRole(), nameEn: 'Secretary', nameHi: '', count: '' });
    const checked = await checkDraft(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const key = draft.roles[1]!.key;
    expect(checked.errors.roles[key]).toEqual({
      nameHi: 'errors.required',
      count: 'errors.number',
    });
    // Still no role with places of its own: the list says so once the fields are right.
    draft.roles[1] = { ...draft.roles[1]!, nameHi: 'सचिव', count: 0 };
    const again = await checkDraft(draft);
    expect(again.ok ? null : again.errors.list).toBe('errors.committees.noSeats');
  });
});
