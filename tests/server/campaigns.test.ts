// The campaign routes on the real app: campaigns the admin sends to everyone, who sees and
// manages what, the participation form (every the specification's validation rules message, photos by content), replays
// and stats. A new database has none (tests/server/demo.test.ts): each suite makes its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CampaignNotification,
  CampaignStats,
  Participation,
} from '../../src/domain/campaigns.ts';
import { PARTICIPATION_MSG } from '../../src/domain/campaigns.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import type { Part } from '../../devkit/images.ts';
import { IMAGES, multipart } from '../../devkit/images.ts';

const FORM = {
  fullName: 'Asha Devi',
  phone: '+919876543210',
  email: '',
  address: 'Ward 12',
  emergencyContact: '',
  additionalGuests: '2',
  specialRequirements: '',
  transportNeeded: 'true',
  accommodationNeeded: 'false',
  dietaryRestrictions: '',
};

const NEW_CAMPAIGN = {
  title: 'Booth 1 door-to-door',
  description: 'Visit every house of part 1',
  date: '2031-01-15',
  time: '9:00 AM',
  location: 'Booth 1 school',
  category: 'social',
  priority: 'high',
  maxAttendees: 10,
  image: '',
  organizer: 'Booth President',
  requirements: ['Voter slips'],
  scope: SCOPES.booth1,
};

/** Three campaigns for everyone (scope ''), as the admin sends them. */
const FOR_EVERYONE = [
  { category: 'celebration', priority: 'high', title: 'Foundation Day Rally', date: '2031-03-01' },
  { category: 'meeting', priority: 'medium', title: 'Booth Committee Meeting', date: '2031-02-01' },
  { category: 'social', priority: 'low', title: 'Health Camp', date: '2031-04-01' },
].map((c) => ({ ...NEW_CAMPAIGN, ...c, scope: '' }));

describe.each(PGLITE_ONLY)('campaigns (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    for (const payload of FOR_EVERYONE) {
      const res = await t.as(team.admin.token, { method: 'POST', url: '/api/campaigns', payload });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = async (token: string, url = '/api/campaigns/notifications') => {
    const res = await t.as(token, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ campaigns: CampaignNotification[] }>().campaigns;
  };
  const stats = async (token: string) => {
    const res = await t.as(token, { method: 'GET', url: '/api/campaigns/stats' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CampaignStats>();
  };
  const participate = (
    token: string,
    fields: Record<string, string>,
    files: Part[] = [],
    key?: string,
  ) => {
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...files,
    ]);
    return t.as(token, {
      method: 'POST',
      url: '/api/campaigns/participate',
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const setStatus = (token: string, id: string, status: unknown, key?: string) =>
    t.as(token, {
      method: 'PATCH',
      url: `/api/campaigns/notifications/${id}/status`,
      payload: { status },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const create = (token: string, payload: object) =>
    t.as(token, { method: 'POST', url: '/api/campaigns', payload });
  const image = (data: Buffer, type = 'image/png'): Part => ({
    name: 'images',
    filename: 'photo',
    type,
    data,
  });

  it('shows the admin’s campaigns for everyone to every account, pending', async () => {
    for (const who of [team.admin, team.booth1, team.unassigned]) {
      const campaigns = await list(who.token);
      expect(campaigns.map((c) => c.category).sort()).toEqual(['celebration', 'meeting', 'social']);
      for (const c of campaigns) {
        expect(c).toMatchObject({
          status: 'pending',
          attendeeCount: 0,
          scope: '',
          photos: [],
          invited: true,
        });
        expect(c.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(c.requirements.length).toBeGreaterThan(0);
      }
    }
    expect(await stats(team.booth1.token)).toEqual({
      total: 3,
      pending: 3,
      accepted: 0,
      declined: 0,
      participationRate: 0,
    });
  });

  it('refuses every campaign route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/campaigns/notifications'],
      ['GET', '/api/campaigns/stats'],
      ['GET', '/api/campaigns/upcoming'],
      ['GET', '/api/campaigns/my-participation'],
      ['POST', '/api/campaigns'],
    ] as const) {
      const res = await t.request({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    for (const [id, status] of [
      [randomUUID(), 404],
      ['not-a-uuid', 400],
    ] as const) {
      const res = await t.as(team.booth1.token, {
        method: 'GET',
        url: `/api/campaigns/notifications/${id}`,
      });
      expect(res.statusCode).toBe(status);
      expectErrorBody(res, id);
    }
  });

  it('lets a coordinator invite an area they hold; only people inside it see the campaign', async () => {
    const res = await create(team.coordinator.token, { ...NEW_CAMPAIGN, scope: SCOPES.booth1 });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ campaign: CampaignNotification }>().campaign;
    expect(made).toMatchObject({ title: NEW_CAMPAIGN.title, canManage: true, status: 'pending' });
    const ids = async (token: string) => (await list(token)).map((c) => c.id);
    expect(await ids(team.booth1.token)).toContain(made.id);
    expect(await ids(team.coordinator.token)).toContain(made.id);
    expect(await ids(team.admin.token)).toContain(made.id);
    expect(await ids(team.booth2.token)).not.toContain(made.id);
    // The organiser sees it to run it, but is not invited: not theirs to answer or count.
    const organiser = (await list(team.coordinator.token)).find((c) => c.id === made.id)!;
    expect(organiser).toMatchObject({ invited: false, canManage: true });
    expect((await setStatus(team.coordinator.token, made.id, 'declined')).statusCode).toBe(403);
    expect((await stats(team.coordinator.token)).total).toBe(3);
    expect((await list(team.booth1.token)).find((c) => c.id === made.id)?.invited).toBe(true);
    expect(await ids(team.elsewhere.token)).not.toContain(made.id);
    expect(await ids(team.unassigned.token)).not.toContain(made.id);
    const other = await t.as(team.booth2.token, {
      method: 'GET',
      url: `/api/campaigns/notifications/${made.id}`,
    });
    expect(other.statusCode).toBe(404);
    expect((await setStatus(team.booth2.token, made.id, 'declined')).statusCode).toBe(404);
    const one = await t.as(team.booth1.token, {
      method: 'GET',
      url: `/api/campaigns/notifications/${made.id}`,
    });
    // The booth's worker holds the booth, so may run its campaigns too; the district's are not theirs.
    expect(one.json().campaign).toMatchObject({ id: made.id, canManage: true });
    const district = await create(team.coordinator.token, {
      ...NEW_CAMPAIGN,
      scope: SCOPES.coordinator,
    });
    const seen = (await list(team.booth1.token)).find((c) => c.id === district.json().campaign.id);
    expect(seen).toMatchObject({ canManage: false, status: 'pending' });
  });

  it('refuses creating outside one’s area, without an area, and bad input with field keys', async () => {
    expect(
      (await create(team.coordinator.token, { ...NEW_CAMPAIGN, scope: 'x/y' })).statusCode,
    ).toBe(403);
    expect((await create(team.coordinator.token, { ...NEW_CAMPAIGN, scope: '' })).statusCode).toBe(
      403,
    );
    expect((await create(team.unassigned.token, NEW_CAMPAIGN)).statusCode).toBe(403);
    expect((await create(team.admin.token, { ...NEW_CAMPAIGN, scope: 'x' })).statusCode).toBe(201);
    const res = await create(team.coordinator.token, {
      ...NEW_CAMPAIGN,
      title: ' ',
      date: '2031-02-30',
      category: 'party',
      priority: 'urgent',
      maxAttendees: 0,
      image: 'javascript:alert(1)',
      scope: 'A//B',
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
    expect(res.json().fields).toEqual({
      title: 'errors.required',
      date: 'errors.date',
      category: 'errors.oneOf',
      priority: 'errors.oneOf',
      maxAttendees: 'errors.number',
      image: 'errors.invalid',
      scope: 'errors.scope',
    });
    expect((await create(team.coordinator.token, [])).statusCode).toBe(400);
  });

  it('lets organisers edit and cancel; others get 403 or 404', async () => {
    const made = (await create(team.coordinator.token, { ...NEW_CAMPAIGN, scope: 'a/b/c' })).json()
      .campaign as CampaignNotification;
    const put = (token: string, payload: object, id = made.id) =>
      t.as(token, { method: 'PUT', url: `/api/campaigns/${id}`, payload });
    // booth1 is invited (inside a/b/c) but does not hold a/b/c.
    expect((await put(team.booth1.token, { ...NEW_CAMPAIGN, title: 'Mine' })).statusCode).toBe(403);
    expect((await put(team.elsewhere.token, NEW_CAMPAIGN)).statusCode).toBe(404);
    expect((await put(team.coordinator.token, { ...NEW_CAMPAIGN, scope: 'x' })).statusCode).toBe(
      403,
    );
    expect((await put(team.coordinator.token, { ...NEW_CAMPAIGN, time: '' })).statusCode).toBe(400);
    const edited = await put(team.coordinator.token, {
      ...NEW_CAMPAIGN,
      title: 'Renamed',
      scope: SCOPES.booth2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().campaign).toMatchObject({ title: 'Renamed', scope: SCOPES.booth2 });
    expect((await list(team.booth1.token)).map((c) => c.id)).not.toContain(made.id);
    expect((await list(team.booth2.token)).map((c) => c.id)).toContain(made.id);
    // A campaign for everyone is the admin's to run.
    const sample = (await list(team.coordinator.token)).find((c) => c.scope === '')!;
    expect(sample.canManage).toBe(false);
    const cancel = (token: string, id: string) =>
      t.as(token, { method: 'POST', url: `/api/campaigns/${id}/cancel` });
    expect((await cancel(team.coordinator.token, sample.id)).statusCode).toBe(403);
    expect((await cancel(team.booth1.token, made.id)).statusCode).toBe(404);
    const done = await cancel(team.coordinator.token, made.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().campaign.cancelled).toBe(true);
    expect((await list(team.booth2.token)).map((c) => c.id)).not.toContain(made.id);
    expect((await setStatus(team.booth2.token, made.id, 'declined')).statusCode).toBe(409);
    expect((await put(team.coordinator.token, NEW_CAMPAIGN)).statusCode).toBe(409);
  });

  it('declines once; a replay with the same key gets the same answer; a change of mind is refused', async () => {
    const user = await t.newUser(uniqueEmail('decliner'));
    const [first] = await list(user.token);
    expect((await setStatus(user.token, first!.id, 'maybe')).json().fields).toEqual({
      status: 'errors.oneOf',
    });
    const key = randomUUID();
    const a = await setStatus(user.token, first!.id, 'declined', key);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().campaign.status).toBe('declined');
    const b = await setStatus(user.token, first!.id, 'declined', key);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toBe(a.body);
    expect((await setStatus(user.token, first!.id, 'accepted')).statusCode).toBe(409);
    expect((await participate(user.token, { ...FORM, campaignId: first!.id })).statusCode).toBe(
      409,
    );
    expect((await stats(user.token)).declined).toBe(1);
  });

  it('accepts with the participation form and photos, exactly once per key', async () => {
    const user = await t.newUser(uniqueEmail('joiner'));
    const campaigns = await list(user.token);
    const target = campaigns[0]!;
    const key = randomUUID();
    const files = [
      image(IMAGES.png),
      image(IMAGES.jpeg, 'image/jpeg'),
      image(IMAGES.gif, 'image/gif'),
    ];
    const res = await participate(user.token, { ...FORM, campaignId: target.id }, files, key);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ participation: Participation; campaign: CampaignNotification }>();
    expect(body.campaign).toMatchObject({ status: 'accepted', attendeeCount: 1 });
    expect(body.campaign.photos).toHaveLength(3);
    expect(body.participation).toMatchObject({
      fullName: 'Asha Devi',
      additionalGuests: 2,
      transportNeeded: true,
      accommodationNeeded: false,
    });
    const again = await participate(user.token, { ...FORM, campaignId: target.id }, files, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { rows } = await t.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM files WHERE owner_id = $1',
      [user.user.booth_id],
    );
    expect(Number(rows[0]!.n)).toBe(3);
    const photo = await t.as(user.token, { method: 'GET', url: body.campaign.photos[0]! });
    expect(photo.statusCode).toBe(200);
    const mine = await t.as(user.token, { method: 'GET', url: '/api/campaigns/my-participation' });
    expect(mine.json().participations).toHaveLength(1);
    expect(await stats(user.token)).toEqual({
      total: 3,
      pending: 2,
      accepted: 1,
      declined: 0,
      participationRate: 33,
    });
    // Another worker sees the attendee count but not a photo from outside their area.
    const seen = (await list(team.elsewhere.token)).find((c) => c.id === target.id)!;
    expect(seen.attendeeCount).toBe(1);
    expect(seen.photos).toEqual([]);
    expect((await list(team.admin.token)).find((c) => c.id === target.id)!.photos).toHaveLength(3);
  });

  it('refuses photos that are not images, or too large, and an unseen campaign', async () => {
    const user = await t.newUser(uniqueEmail('photos'));
    const [target] = await list(user.token);
    const fake = await participate(user.token, { ...FORM, campaignId: target!.id }, [
      image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'),
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ images: 'errors.participation.imageType' });
    const big = await participate(user.token, { ...FORM, campaignId: target!.id }, [
      image(Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)])),
    ]);
    expectErrorBody(big, 'too large');
    expect((await stats(user.token)).accepted).toBe(0);
    const hidden = (await create(team.coordinator.token, NEW_CAMPAIGN)).json().campaign
      .id as string;
    expect((await participate(user.token, { ...FORM, campaignId: hidden })).statusCode).toBe(404);
    const json = await t.as(user.token, {
      method: 'POST',
      url: '/api/campaigns/participate',
      payload: { ...FORM, campaignId: target!.id },
    });
    expect(json.statusCode).toBe(415);
  });

  it.each([
    [{ fullName: '' }, 'fullName', PARTICIPATION_MSG.fullNameRequired],
    [{ fullName: ' A ' }, 'fullName', PARTICIPATION_MSG.fullNameShort],
    [{ phone: '' }, 'phone', PARTICIPATION_MSG.phoneRequired],
    [{ phone: '0987654321' }, 'phone', PARTICIPATION_MSG.phone],
    [{ phone: '+1' }, 'phone', PARTICIPATION_MSG.phone],
    [{ phone: '12345678901234567' }, 'phone', PARTICIPATION_MSG.phone],
    [{ email: 'not-mail' }, 'email', PARTICIPATION_MSG.email],
    [{ emergencyContact: 'abc' }, 'emergencyContact', PARTICIPATION_MSG.phone],
    [{ additionalGuests: '-1' }, 'additionalGuests', PARTICIPATION_MSG.guestsNegative],
    [{ additionalGuests: '6' }, 'additionalGuests', PARTICIPATION_MSG.guestsMax],
    [{ additionalGuests: '' }, 'additionalGuests', PARTICIPATION_MSG.guestsRequired],
    [{ transportNeeded: 'perhaps' }, 'transportNeeded', 'errors.invalid'],
    [{ campaignId: 'nope' }, 'campaignId', 'errors.uuid'],
  ])('refuses %o with %s: %s', async (change, field, message) => {
    const [target] = await list(team.booth2.token);
    const res = await participate(team.booth2.token, {
      ...FORM,
      campaignId: target!.id,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expectErrorBody(res);
    expect(res.json().fields[field]).toBe(message);
  });

  it('takes the spec’s phone forms and guests 0 and 5', async () => {
    const ok = [
      { phone: '98765 43210', additionalGuests: '0' },
      { phone: '+91-98765-43210', additionalGuests: '5', emergencyContact: '9876543210' },
    ];
    for (const change of ok) {
      const user = await t.newUser(uniqueEmail('guests'));
      const [target] = await list(user.token);
      const res = await participate(user.token, { ...FORM, campaignId: target!.id, ...change });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('creates a campaign once per Idempotency-Key', async () => {
    const key = randomUUID();
    const send = () =>
      t.as(team.coordinator.token, {
        method: 'POST',
        url: '/api/campaigns',
        payload: { ...NEW_CAMPAIGN, title: 'Replayed rally' },
        headers: { 'idempotency-key': key },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().campaign.id).toBe(first.json().campaign.id);
    const { rows } = await t.db.query<{ n: number | string }>(
      "SELECT count(*) AS n FROM campaigns WHERE title = 'Replayed rally'",
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('refuses more than 10 photos in one form', async () => {
    const user = await t.newUser(uniqueEmail('many'));
    const [target] = await list(user.token);
    const files = Array.from({ length: 11 }, () => image(IMAGES.png));
    const res = await participate(user.token, { ...FORM, campaignId: target!.id }, files);
    expectErrorBody(res, 'eleven photos');
    expect((await stats(user.token)).accepted).toBe(0);
  });

  it('lists upcoming campaigns from today on', async () => {
    const past = await create(team.admin.token, { ...NEW_CAMPAIGN, scope: '', date: '2001-01-01' });
    const id = past.json().campaign.id as string;
    const upcoming = await list(team.booth1.token, '/api/campaigns/upcoming');
    expect(upcoming.map((c) => c.id)).not.toContain(id);
    expect((await list(team.booth1.token)).map((c) => c.id)).toContain(id);
    const today = new Date().toISOString().slice(0, 10);
    expect(upcoming.every((c) => c.date >= today)).toBe(true);
  });
});
