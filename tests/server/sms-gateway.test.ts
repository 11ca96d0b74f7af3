// Marks by SMS when data fails (issue 44): the webhook the party office's SMS gateway calls,
// driven by a stand-in that sends exactly what "SMS Gateway for Android" sends
// (devkit/sms-gateway.ts). A booth worker's SMS marks its voters once; the same marks by SMS
// and by sync, in either order, are one mark each and the phone's push meets no refusal;
// refused SMS (bad code, another area, garbled, unknown key…) are logged for the admin and
// move no tally; calls without the secret or with bad input are 4xx and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsGatewayStandIn } from '../../devkit/sms-gateway.ts';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import { encodeMarks, isoOfMinute, minuteOf } from '../../src/domain/sms-marks/codec.ts';
import type {
  SmsGatewaySetup,
  SmsInboxPage,
  SmsKey,
  SmsReceipt,
} from '../../src/domain/sms-marks/gateway.ts';
import { firstMarkId } from '../../src/domain/sms-marks/mark-id.ts';
import { signMarks } from '../../src/domain/sms-marks/sign.ts';
import { currentSmsKey } from '../../server/services/sms-keys.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { Team } from '../utils/server/team.ts';
import { boothArea, makeTeam, SCOPES } from '../utils/server/team.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

const AC = 173;
const SENDER = '+919812345678';

describe.each(PGLITE_ONLY)('marks by SMS through the gateway webhook (%s)', (kind) => {
  let t: TestApp;
  let team: Team;
  let secret: string;
  let booth1Key: SmsKey;
  let gateway: SmsGatewayStandIn;
  /** serial → voter id, booth 1's part 12 and booth 2's part 13. */
  const part12 = new Map<number, string>();
  const part13 = new Map<number, string>();

  const webhook = (body: string, headers: Record<string, string>, query = '') =>
    t.request({ method: 'POST', url: `/api/sms-gateway/webhook${query}`, payload: body, headers });

  const standIn = (signingKey?: string) =>
    new SmsGatewayStandIn(
      async (body, headers) => {
        const res = await webhook(body, headers);
        return { status: res.statusCode, json: res.json() };
      },
      { signingKey, recipient: '+919000000001' },
    );

  const smsOf = (
    key: SmsKey,
    part: number,
    serials: number[],
    at = new Date(),
    signWith = key.key,
  ) =>
    signMarks(
      encodeMarks({
        keyId: key.keyId,
        assembly: AC,
        part,
        minute: minuteOf(at.toISOString()),
        serials,
      }),
      signWith,
    );

  const send = async (text: string) => {
    const answer = await gateway.receive(text, SENDER);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as SmsReceipt;
  };

  /** The war room's count: what the admin's summary says is voted. */
  const voted = async () => {
    const res = await t.as(team.admin.token, { method: 'GET', url: '/api/field-work/summary' });
    expect(res.statusCode).toBe(200);
    return res.json<FieldSummary>().totals.voted;
  };

  const inbox = async (query = '') => {
    const res = await t.as(team.admin.token, {
      method: 'GET',
      url: `/api/admin/sms-marks/inbox${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SmsInboxPage>();
  };

  const serverMark = async (id: string) =>
    (
      await t.db.query<{ fields: Record<string, unknown>; owner_id: string; scope: string }>(
        "SELECT fields, owner_id, scope FROM records WHERE tbl = 'voteMarks' AND id = $1",
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
    const seed = async (who: 'booth1' | 'booth2', part: number, into: Map<number, string>) => {
      const phone = new SyncClient(t, team[who].token);
      const voters = Array.from({ length: 40 }, (_, i) => ({
        table: 'voters' as const,
        fields: { firstName: `V${i}`, partNumber: part, serialNumber: i + 1, assemblyNumber: AC },
      }));
      const mutations = phone.mutations([boothArea(SCOPES[who], [part]), ...voters]);
      expect((await phone.push(mutations)).errors).toEqual([]);
      mutations.slice(1).forEach((m, i) => into.set(i + 1, m.id));
    };
    await seed('booth1', 12, part12);
    await seed('booth2', 13, part13);
    const setup = await t.as(team.admin.token, { method: 'GET', url: '/api/admin/sms-gateway' });
    expect(setup.statusCode).toBe(200);
    secret = setup.json<SmsGatewaySetup>().secret;
    expect(setup.json<SmsGatewaySetup>().webhookPath).toBe('/api/sms-gateway/webhook');
    const key = await t.as(team.booth1.token, { method: 'POST', url: '/api/sms-marks/key' });
    expect(key.statusCode, key.body).toBe(200);
    booth1Key = key.json<SmsKey>();
    gateway = standIn(secret);
  });
  afterAll(() => t.close());

  it('applies a booth worker’s SMS once: its voters marked, the war room counts them', async () => {
    const before = await voted();
    const at = new Date();
    const receipt = await send(await smsOf(booth1Key, 12, [1, 2, 3], at));
    expect(receipt).toEqual({ outcome: 'applied', applied: 3, duplicate: 0, refused: 0 });
    expect(await voted()).toBe(before + 3);
    const mark = await serverMark(firstMarkId(team.booth1.user.booth_id, part12.get(2)!));
    expect(mark).toMatchObject({
      owner_id: team.booth1.user.booth_id,
      scope: SCOPES.booth1,
      fields: {
        voterId: part12.get(2),
        voted: true,
        via: 'sms',
        markedAt: isoOfMinute(minuteOf(at.toISOString())),
        by: 'booth1 Worker',
      },
    });
    // Booth 1's other phones see it on their next pull.
    const rows = await new SyncClient(t, team.booth1.token).pullAll();
    expect(rows.filter((r) => r.table === 'voteMarks')).toHaveLength(3);
    expect((await inbox()).entries[0]).toMatchObject({
      outcome: 'applied',
      sender: SENDER,
      accountId: team.booth1.user.booth_id,
      accountName: 'booth1 Worker',
      assembly: AC,
      part: 12,
      applied: 3,
    });
  });

  it('takes the same SMS again, and the gateway’s second delivery of it, as nothing new', async () => {
    const text = await smsOf(booth1Key, 12, [6, 7]);
    expect(await send(text)).toMatchObject({ outcome: 'applied', applied: 2 });
    const before = await voted();
    // The worker sent it twice.
    expect(await send(text)).toEqual({
      outcome: 'duplicate',
      applied: 0,
      duplicate: 2,
      refused: 0,
    });
    // The gateway delivered one event twice (its answer was lost): the first answer again.
    const event = gateway.event(await smsOf(booth1Key, 12, [8]), SENDER);
    const first = await gateway.deliver(event);
    const logged = (await inbox()).total;
    const again = await gateway.deliver(event);
    expect(again).toEqual(first);
    expect((await inbox()).total).toBe(logged);
    expect(await voted()).toBe(before + 1);
  });

  it('SMS, then sync of the same marks: one mark each, the push meets no refusal', async () => {
    const before = await voted();
    const tapped = new Date(Date.now() - 90_000);
    expect(await send(await smsOf(booth1Key, 12, [10, 11], tapped))).toMatchObject({ applied: 2 });
    expect(await voted()).toBe(before + 2);
    const phone = new SyncClient(t, team.booth1.token);
    const exact = (serial: number) => new Date(tapped.getTime() + serial * 1000).toISOString();
    const marks = [10, 11].map((serial) => ({
      table: 'voteMarks' as const,
      id: firstMarkId(team.booth1.user.booth_id, part12.get(serial)!),
      fields: { voterId: part12.get(serial), voted: true, markedAt: exact(serial), by: 'x' },
    }));
    expect((await phone.push(marks)).errors).toEqual([]);
    expect(await voted()).toBe(before + 2);
    // The phone's record replaced the SMS's stand-in: its exact time, no longer "via SMS".
    const row = await serverMark(marks[0]!.id);
    expect(row!.fields).toEqual({
      voterId: part12.get(10),
      voted: true,
      markedAt: exact(10),
      by: 'booth1 Worker',
    });
    // Pushed again (another phone of the same account): still acknowledged, nothing changes.
    expect((await new SyncClient(t, team.booth1.token).push(marks)).errors).toEqual([]);
    expect((await serverMark(marks[0]!.id))!.fields.markedAt).toBe(exact(10));
    expect(await voted()).toBe(before + 2);
  });

  it('sync, then SMS of the same marks: counted once, the SMS a duplicate', async () => {
    const before = await voted();
    const phone = new SyncClient(t, team.booth1.token);
    const id = firstMarkId(team.booth1.user.booth_id, part12.get(15)!);
    const markedAt = new Date(Date.now() - 5000).toISOString();
    const mark = { voterId: part12.get(15), voted: true, markedAt, by: 'x' };
    expect((await phone.push([{ table: 'voteMarks', id, fields: mark }])).errors).toEqual([]);
    expect(await voted()).toBe(before + 1);
    expect(await send(await smsOf(booth1Key, 12, [15, 16]))).toEqual({
      outcome: 'applied',
      applied: 1,
      duplicate: 1,
      refused: 0,
    });
    expect(await voted()).toBe(before + 2);
    expect((await serverMark(id))!.fields.markedAt).toBe(markedAt);
  });

  it('logs refused SMS for the admin; none moves a tally', async () => {
    const before = await voted();
    const logged = (await inbox('?refused=true')).total;
    const other = await t.as(team.booth2.token, { method: 'POST', url: '/api/sms-marks/key' });
    const booth2Key = other.json<SmsKey>();
    const good = await smsOf(booth1Key, 12, [20]);
    const cases: [string, string][] = [
      ['badCode', await smsOf(booth1Key, 12, [20], new Date(), booth2Key.key)],
      ['otherArea', await smsOf(booth1Key, 13, [1, 2])],
      ['garbled', good.slice(0, 20) + (good[20] === 'A' ? 'B' : 'A') + good.slice(21)],
      ['garbled', good.slice(0, -3)],
      ['notMarks', 'Booth 12 has no electricity'],
      ['unknownKey', await smsOf({ ...booth1Key, keyId: 999_999 }, 12, [20])],
      ['badTime', await smsOf(booth1Key, 12, [20], new Date(Date.now() + 3_600_000))],
      ['expiredKey', await smsOf(booth1Key, 12, [20], new Date(Date.now() - 86_400_000))],
      ['noVoters', await smsOf(booth1Key, 12, [500])],
    ];
    for (const [reason, text] of cases) {
      const receipt = await send(text);
      // A damaged character may fail the code rather than the reading: both are refusals.
      const expected = reason === 'garbled' ? ['garbled', 'badCode'] : [reason];
      expect(receipt.outcome, reason).toBe('refused');
      expect(expected, reason).toContain(receipt.reason);
      expect(receipt.applied, reason).toBe(0);
    }
    expect(await voted()).toBe(before);
    const page = await inbox('?refused=true');
    expect(page.total).toBe(logged + cases.length);
    expect(page.entries[0]).toMatchObject({
      outcome: 'refused',
      reason: 'noVoters',
      refusedSerials: [500],
    });
    expect(page.entries.find((e) => e.reason === 'otherArea')).toMatchObject({
      accountId: team.booth1.user.booth_id,
      part: 13,
      refusedSerials: [1, 2],
    });
    // Booth 2's voters were not marked by booth 1's SMS.
    const booth2 = await new SyncClient(t, team.booth2.token).pullAll();
    expect(booth2.filter((r) => r.table === 'voteMarks')).toEqual([]);
    // Only the admin reads the log.
    const worker = await t.as(team.booth1.token, {
      method: 'GET',
      url: '/api/admin/sms-marks/inbox',
    });
    expect(worker.statusCode).toBe(403);
  });

  it('applies what it can of an SMS naming some serials of no voter, and says which', async () => {
    const before = await voted();
    expect(await send(await smsOf(booth1Key, 12, [21, 22, 700]))).toEqual({
      outcome: 'partial',
      reason: 'noVoters',
      applied: 2,
      duplicate: 0,
      refused: 1,
    });
    expect(await voted()).toBe(before + 2);
    expect((await inbox('?refused=true')).entries[0]).toMatchObject({ refusedSerials: [700] });
  });

  it('refuses the SMS of a disabled account', async () => {
    const key = (
      await t.as(team.booth2.token, { method: 'POST', url: '/api/sms-marks/key' })
    ).json<SmsKey>();
    const res = await t.as(team.admin.token, {
      method: 'PUT',
      url: `/api/users/${team.booth2.user.booth_id}/status`,
      payload: { status: 'disabled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const before = await voted();
    expect(await send(await smsOf(key, 13, [3]))).toMatchObject({
      outcome: 'refused',
      reason: 'accountDisabled',
    });
    expect(await voted()).toBe(before);
  });

  it('refuses a call without the secret (401) and bad input (400), writing nothing', async () => {
    const logged = (await inbox()).total;
    const text = await smsOf(booth1Key, 12, [30]);
    const event = gateway.event(text, SENDER);
    const unsigned = standIn().signed(event);
    expect((await webhook(unsigned.body, unsigned.headers)).statusCode).toBe(401);
    const wrongKey = standIn('not-the-secret').signed(event);
    const refused = await webhook(wrongKey.body, wrongKey.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: 'unauthorized',
      messageKey: 'errors.smsGatewaySecret',
    });
    // A signed call recorded and played again later.
    const old = new SmsGatewayStandIn(async () => ({ status: 0, json: null }), {
      signingKey: secret,
      now: () => Date.now() - 600_000,
    }).signed(event);
    expect((await webhook(old.body, old.headers)).statusCode).toBe(401);
    // Right secret, tampered body.
    const signed = gateway.signed(event);
    const tampered = signed.body.replace(SENDER, '+910000000000');
    expect((await webhook(tampered, signed.headers)).statusCode).toBe(401);
    const json = { 'content-type': 'application/json' };
    expect((await webhook('{"event":', { ...json, ...signed.headers })).statusCode).toBe(400);
    const noMessage = gateway.signed({
      ...event,
      payload: { ...event.payload, message: undefined as never },
    });
    const bad = await webhook(noMessage.body, noMessage.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { 'payload.message': 'errors.required' } });
    expect((await inbox()).total).toBe(logged);

    // The app's other events are taken and ignored.
    const ping = gateway.signed({ ...event, event: 'system:ping' as never });
    const pinged = await webhook(ping.body, ping.headers);
    expect(pinged.statusCode).toBe(200);
    expect(pinged.json()).toMatchObject({ outcome: 'ignored' });
    // A provider without signatures names the secret instead.
    const provider = JSON.stringify({ from: SENDER, text, id: 'prov-1' });
    const byQuery = await webhook(provider, json, `?key=${encodeURIComponent(secret)}`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toMatchObject({ outcome: 'applied', applied: 1 });
    const bearer = await webhook(provider, { ...json, authorization: `Bearer ${secret}` });
    expect(bearer.json()).toMatchObject({ outcome: 'applied', applied: 1 });
    expect((await webhook(provider, json, '?key=wrong')).statusCode).toBe(401);
  });

  it('gives a phone the same key until it has 15 days left, then a new one', async () => {
    const again = await t.as(team.booth1.token, { method: 'POST', url: '/api/sms-marks/key' });
    expect(again.json<SmsKey>()).toEqual(booth1Key);
    const later = await currentSmsKey(
      t.db,
      team.booth1.user.booth_id,
      new Date(Date.parse(booth1Key.issuedAt) + 16 * 86_400_000),
    );
    expect(later.keyId).not.toBe(booth1Key.keyId);
    expect(Date.parse(later.expiresAt) - Date.parse(later.issuedAt)).toBe(30 * 86_400_000);
    // The older key still works until its own end.
    expect(await send(await smsOf(booth1Key, 12, [31]))).toMatchObject({ outcome: 'applied' });
    expect((await t.request({ method: 'POST', url: '/api/sms-marks/key' })).statusCode).toBe(401);
  });

  it('lets only the admin read and replace the gateway secret; the old one stops working', async () => {
    const worker = await t.as(team.booth1.token, { method: 'GET', url: '/api/admin/sms-gateway' });
    expect(worker.statusCode).toBe(403);
    const replaced = await t.as(team.admin.token, {
      method: 'POST',
      url: '/api/admin/sms-gateway/secret',
    });
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json<SmsGatewaySetup>().secret;
    expect(fresh).not.toBe(secret);
    const text = await smsOf(booth1Key, 12, [33]);
    expect((await standIn(secret).receive(text, SENDER, 1)).status).toBe(401);
    expect((await standIn(fresh).receive(text, SENDER, 1)).status).toBe(200);
    secret = fresh;
    gateway = standIn(fresh);
  });
});
