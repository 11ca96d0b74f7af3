// Verifying committee members by a one-time code (issue 46), against a stand-in for the party
// office's gateway phone that speaks "SMS Gateway for Android"'s API (devkit/sms-send-stand-in.ts):
// the request the server makes (method, path, Basic auth, JSON body) byte for byte, the code in
// the SMS, a wrong code, an ended code, too many tries, the limits on sending, a gateway that
// refuses or is not set up, one number for one member, and a number that changes afterwards.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothCommittee, CodeSent } from '../../src/domain/committees/seats.ts';
import type { OutboundGatewayView } from '../../src/domain/committees/sms-gateway.ts';
import type { SmsSendStandIn } from '../../devkit/sms-send-stand-in.ts';
import { codeInSms, startSmsSendStandIn } from '../../devkit/sms-send-stand-in.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { Member, Org } from './committees-fixture.ts';
import { BOOTH1, addMembers, defineCommittee, makeOrg, seat } from './committees-fixture.ts';

const plus91 = (phone: string) => `+91${phone}`;

describe.each(PGLITE_ONLY)('committee members verified by a code (%s)', (kind) => {
  let t: TestApp;
  let org: Org;
  let gateway: SmsSendStandIn;
  let team: Member[];
  const seats = new Map<string, string>();

  const sendCode = (who: SignedIn, seatId: string, lang = 'en') =>
    t.as(who.token, {
      method: 'POST',
      url: `/api/committees/booths/${org.booth1}/seats/${seatId}/code`,
      payload: { lang },
    });
  const verify = (who: SignedIn, seatId: string, code: string) =>
    t.as(who.token, {
      method: 'POST',
      url: `/api/committees/booths/${org.booth1}/seats/${seatId}/verify`,
      payload: { code },
    });
  const setGateway = (body: object, who = org.admin) =>
    t.as(who.token, { method: 'PUT', url: '/api/admin/committees/sms-gateway', payload: body });
  const messageKey = (res: { json: <T>() => T }) => res.json<{ messageKey: string }>().messageKey;
  /** Time passes: the member's earlier codes were sent `seconds` before now. */
  const age = (memberId: string, seconds: number) =>
    t.db.query(
      `UPDATE committee_code_sends SET sent_at = sent_at - make_interval(secs => $2)
       WHERE member_id = $1`,
      [memberId, seconds],
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = await makeOrg(t);
    gateway = await startSmsSendStandIn({ username: 'office', password: 'p4ss:wörd' });
    await defineCommittee(t, org.admin);
    team = await addMembers(t, org.worker1, BOOTH1, [
      'Ramesh Kumar',
      'Geeta Devi',
      'Mohan Lal',
      'Sita Verma',
      'Kavita Rao',
    ]);
    const roles = ['president', 'secretary', 'member', 'member', 'panna'];
    for (const [i, m] of team.entries()) {
      const id = randomUUID();
      seats.set(m.name, id);
      await seat(
        t,
        org.worker1,
        org.booth1,
        { roleId: roles[i]!, memberId: m.id, gender: 'female' },
        id,
      );
    }
  });
  afterAll(async () => {
    await gateway.close();
    await t.close();
  });

  it('asks for the gateway first: 409 until the admin has set it up', async () => {
    const res = await sendCode(org.worker1, seats.get('Ramesh Kumar')!);
    expect(res.statusCode).toBe(409);
    expectErrorBody(res);
    expect(messageKey(res)).toBe('committees.errors.noGateway');
    expect(gateway.requests).toHaveLength(0);
  });

  it('lets the admin alone set the gateway, and never shows its password back', async () => {
    const body = { url: `${gateway.url}/`, username: gateway.username, password: gateway.password };
    expect((await setGateway(body, org.coordinator)).statusCode).toBe(403);
    const bad = await setGateway({ ...body, url: 'ftp://phone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: object }>().fields).toEqual({ url: 'errors.committees.gatewayUrl' });
    const res = await setGateway(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OutboundGatewayView>()).toMatchObject({
      url: gateway.url,
      username: 'office',
      passwordSet: true,
    });
    expect(res.body).not.toContain(gateway.password);
    // Saved again without a password, the one stored stays.
    const kept = await setGateway({ url: gateway.url, username: 'office', password: '' });
    expect(kept.json<OutboundGatewayView>().passwordSet).toBe(true);
    const read = await t.as(org.admin.token, {
      method: 'GET',
      url: '/api/admin/committees/sms-gateway',
    });
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('sends the code as the app’s API asks, byte for byte, and verifies it', async () => {
    const ramesh = team[0]!;
    const seatId = seats.get(ramesh.name)!;
    const asked = Date.now();
    const res = await sendCode(org.worker1, seatId);
    const answered = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json<CodeSent>();
    expect(sent.sentTo).toBe(plus91(ramesh.phone));
    // 10 minutes from when it was made, however long the answer took (1 s for the clocks).
    expect(Date.parse(sent.expiresAt)).toBeGreaterThanOrEqual(asked + 10 * 60_000 - 1000);
    expect(Date.parse(sent.expiresAt)).toBeLessThanOrEqual(answered + 10 * 60_000 + 1000);

    expect(gateway.requests).toHaveLength(1);
    const call = gateway.requests[0]!;
    expect(call.status).toBe(202);
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/messages');
    expect(call.headers.authorization).toBe(
      `Basic ${Buffer.from('office:p4ss:wörd', 'utf8').toString('base64')}`,
    );
    expect(call.headers['content-type']).toBe('application/json');
    const sms = gateway.sent.at(-1)!;
    const code = codeInSms(sms.text);
    expect(call.body).toBe(
      JSON.stringify({
        id: sms.id,
        textMessage: { text: sms.text },
        phoneNumbers: [plus91(ramesh.phone)],
        ttl: 600,
        priority: 100,
      }),
    );
    expect(sms.text).toBe(
      `${code}: Booth Panel code for the Booth 1 committee. Give it only to your party coordinator. It ends in 10 min.`,
    );
    expect(sms.text.length).toBeLessThanOrEqual(160);
    // The code is kept only as its HMAC.
    const { rows } = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM committee_codes WHERE member_id = $1',
      [ramesh.id],
    );
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
    const waiting = (
      await t.as(org.worker1.token, { method: 'GET', url: `/api/committees/booths/${org.booth1}` })
    ).json<BoothCommittee>();
    expect(waiting.seats.find((s) => s.id === seatId)!.codeExpiresAt).toBe(sent.expiresAt);

    const ok = await verify(org.coordinator, seatId, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json<BoothCommittee>().seats.find((s) => s.id === seatId)!;
    expect(after.verification).toMatchObject({ method: 'sms', byName: 'coordinator Person' });
    expect(after.codeExpiresAt).toBeNull();
    // Used once: the same code again finds none waiting; a verified member gets no new code.
    expect(messageKey(await verify(org.coordinator, seatId, code))).toBe(
      'committees.errors.noCode',
    );
    expect(messageKey(await sendCode(org.worker1, seatId))).toBe(
      'committees.errors.alreadyVerified',
    );
  });

  it('writes the SMS in Hindi when asked', async () => {
    const geeta = team[1]!;
    const res = await sendCode(org.worker1, seats.get(geeta.name)!, 'hi');
    expect(res.statusCode, res.body).toBe(200);
    const sms = await gateway.nextSms(plus91(geeta.phone));
    expect(sms.text).toMatch(/^\d{6}: Booth 1 \(हि\) समिति के लिए बूथ पैनल कोड।/);
  });

  it('refuses a wrong code (400, tries left), then every code after five wrong tries', async () => {
    const geeta = team[1]!;
    const seatId = seats.get(geeta.name)!;
    const code = codeInSms((await gateway.nextSms(plus91(geeta.phone))).text);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const shapes = await verify(org.worker1, seatId, '12ab56');
    expect(shapes.statusCode).toBe(400);
    expect(shapes.json<{ fields: object }>().fields).toEqual({
      code: 'errors.committees.codeShape',
    });
    for (let left = 4; left >= 0; left--) {
      const res = await verify(org.worker1, seatId, wrong);
      expect(res.statusCode).toBe(400);
      expectErrorBody(res);
      expect(res.json<{ messageKey: string; triesLeft: number }>()).toMatchObject({
        messageKey: 'committees.errors.codeWrong',
        triesLeft: left,
      });
    }
    const dead = await verify(org.worker1, seatId, code);
    expect(dead.statusCode).toBe(409);
    expect(messageKey(dead)).toBe('committees.errors.codeTries');
  });

  it('lets a code end after ten minutes (410)', async () => {
    const mohan = team[2]!;
    const seatId = seats.get(mohan.name)!;
    expect((await sendCode(org.worker1, seatId)).statusCode).toBe(200);
    const code = codeInSms((await gateway.nextSms(plus91(mohan.phone))).text);
    await t.db.query(
      `UPDATE committee_codes SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [mohan.id],
    );
    const res = await verify(org.worker1, seatId, code);
    expect(res.statusCode).toBe(410);
    expectErrorBody(res);
    expect(messageKey(res)).toBe('committees.errors.codeExpired');
  });

  it('limits codes: one a minute and five an hour per member', async () => {
    const sita = team[3]!;
    const seatId = seats.get(sita.name)!;
    expect((await sendCode(org.worker1, seatId)).statusCode).toBe(200);
    const soon = await sendCode(org.worker1, seatId);
    expect(soon.statusCode).toBe(429);
    expectErrorBody(soon);
    expect(soon.json<{ messageKey: string; retryAt: string }>()).toMatchObject({
      messageKey: 'committees.errors.codeWait',
    });
    for (let n = 2; n <= 5; n++) {
      await age(sita.id, 61);
      expect((await sendCode(org.worker1, seatId)).statusCode).toBe(200);
    }
    await age(sita.id, 61);
    const sixth = await sendCode(org.worker1, seatId);
    expect(sixth.statusCode).toBe(429);
    expect(messageKey(sixth)).toBe('committees.errors.memberHour');
    // An hour later the member may get codes again.
    await age(sita.id, 3600);
    const later = await sendCode(org.worker1, seatId);
    expect(later.statusCode, later.body).toBe(200);
    // The latest code is the one that works.
    const code = codeInSms((await gateway.nextSms(plus91(sita.phone), Date.now() - 2000)).text);
    expect((await verify(org.worker1, seatId, code)).statusCode).toBe(200);
  });

  it('says so when the gateway refuses or does not answer (502), and stores no code', async () => {
    const kavita = team[4]!;
    const seatId = seats.get(kavita.name)!;
    gateway.failWith = 500;
    const res = await sendCode(org.worker1, seatId);
    gateway.failWith = null;
    expect(res.statusCode).toBe(502);
    expect(messageKey(res)).toBe('committees.errors.gatewayFailed');
    const { rows } = await t.db.query('SELECT 1 FROM committee_codes WHERE member_id = $1', [
      kavita.id,
    ]);
    expect(rows).toHaveLength(0);
    // A wrong password is a refusal too.
    await setGateway({ url: gateway.url, username: 'office', password: 'wrong' });
    const refused = await sendCode(org.worker1, seatId);
    expect(refused.statusCode).toBe(502);
    expect(gateway.requests.at(-1)!.status).toBe(401);
    await setGateway({ url: gateway.url, username: 'office', password: gateway.password });
  });

  it('lets one number confirm one member, and no longer counts a number that changed', async () => {
    const kavita = team[4]!;
    const ramesh = team[0]!;
    const sync = new SyncClient(t, org.worker1.token);
    // Kavita's number becomes Ramesh's, which already confirmed him.
    await sync.push([
      { table: 'members', id: kavita.id, op: 'patch', fields: { phone: ramesh.phone } },
    ]);
    const used = await sendCode(org.worker1, seats.get(kavita.name)!);
    expect(used.statusCode).toBe(409);
    expect(messageKey(used)).toBe('committees.errors.phoneUsed');
    // Ramesh's own number changes: his code proved the old one, so he is no longer verified.
    await sync.push([
      { table: 'members', id: ramesh.id, op: 'patch', fields: { phone: '9000000001' } },
    ]);
    const c = (
      await t.as(org.worker1.token, { method: 'GET', url: `/api/committees/booths/${org.booth1}` })
    ).json<BoothCommittee>();
    expect(c.seats.find((s) => s.memberId === ramesh.id)!.verification).toBeNull();
  });

  it('refuses a member without a mobile number, and 404s another booth’s seat', async () => {
    const [nophone] = await addMembers(t, org.worker1, BOOTH1, ['No Phone'], {
      phone: '0522 2345678',
    });
    const id = randomUUID();
    // Panna pramukhs are not capped: the seat is taken whatever the booth's pannas.
    await seat(t, org.worker1, org.booth1, { roleId: 'panna', memberId: nophone!.id }, id);
    const res = await sendCode(org.worker1, id);
    expect(res.statusCode).toBe(409);
    expect(messageKey(res)).toBe('committees.errors.noPhone');
    const other = await t.as(org.worker2.token, {
      method: 'POST',
      url: `/api/committees/booths/${org.booth1}/seats/${seats.get('Sita Verma')}/code`,
      payload: {},
    });
    expect(other.statusCode).toBe(404);
  });
});
