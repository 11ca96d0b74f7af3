// Claiming an unassigned account (giving it a first scope) moves its records into the
// claimer's area, so it needs the holder's consent: a one-time code the holder makes and
// reads out. Only the admin claims without one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimCodeResponse } from '../../src/domain/users.ts';
import { CLAIM_CODE_MAX_FAILURES } from '../../server/services/claim-codes.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { SCOPES, makeTeam } from '../utils/server/team.ts';
import { expectErrorBody } from '../utils/server/expect-error.ts';
import { SyncClient } from '../utils/server/sync-client.ts';

describe.each(PGLITE_ONLY)('claiming an unassigned account (%s)', (kind) => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await startTestApp(kind);
    team = await makeTeam(t);
  });
  afterAll(() => t.close());

  const makeCode = async (holder: SignedIn) => {
    const res = await t.as(holder.token, { method: 'POST', url: '/api/users/me/claim-code' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ClaimCodeResponse>();
  };
  const claim = (token: string, id: string, body: object) =>
    t.as(token, { method: 'PUT', url: `/api/users/${id}/scope`, payload: body });
  const scopeOf = async (id: string) =>
    (await t.db.query<{ scope: string | null }>('SELECT scope FROM users WHERE id = $1', [id]))
      .rows[0]!.scope;
  const failures = async (id: string) =>
    (
      await t.db.query<{ failed_attempts: number }>(
        'SELECT failed_attempts FROM claim_codes WHERE user_id = $1',
        [id],
      )
    ).rows[0]?.failed_attempts;

  /** A fresh unassigned account that has pushed one record. */
  const holderWithRecord = async () => {
    const holder = await t.newUser(uniqueEmail('holder'));
    const id = randomUUID();
    await new SyncClient(t, holder.token).push([{ id, fields: { name: 'Mine' } }]);
    return { holder, recordId: id };
  };
  const recordScope = async (id: string) =>
    (await t.db.query<{ scope: string }>('SELECT scope FROM records WHERE id = $1', [id])).rows[0]!
      .scope;

  it('refuses a claim without a code with 403 claim_code_required, moving nothing', async () => {
    const { holder, recordId } = await holderWithRecord();
    const res = await claim(team.coordinator.token, holder.user.booth_id, { scope: SCOPES.booth1 });
    expectErrorBody(res);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      error: 'claim_code_required',
      messageKey: 'errors.claimCodeRequired',
    });
    expect(await scopeOf(holder.user.booth_id)).toBeNull();
    expect(await recordScope(recordId)).toBe('');
  });

  it('refuses a wrong code with 403 claim_code_invalid and counts it', async () => {
    const { holder, recordId } = await holderWithRecord();
    const { code } = await makeCode(holder);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 1; i <= 2; i += 1) {
      const res = await claim(team.coordinator.token, holder.user.booth_id, {
        scope: SCOPES.booth1,
        claimCode: wrong,
      });
      expectErrorBody(res);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'claim_code_invalid',
        messageKey: 'errors.claimCodeInvalid',
      });
      expect(await failures(holder.user.booth_id)).toBe(i);
    }
    expect(await scopeOf(holder.user.booth_id)).toBeNull();
    expect(await recordScope(recordId)).toBe('');
  });

  it(`burns the code after ${CLAIM_CODE_MAX_FAILURES} wrong guesses`, async () => {
    const holder = await t.newUser(uniqueEmail('guessed'));
    const { code } = await makeCode(holder);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < CLAIM_CODE_MAX_FAILURES; i += 1) {
      const res = await claim(team.booth1.token, holder.user.booth_id, {
        scope: SCOPES.booth1,
        claimCode: wrong,
      });
      expect(res.statusCode).toBe(403);
    }
    const right = await claim(team.booth1.token, holder.user.booth_id, {
      scope: SCOPES.booth1,
      claimCode: code,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toBe('claim_code_invalid');
    expect(await scopeOf(holder.user.booth_id)).toBeNull();
  });

  it('accepts the right code once: the account and its records move', async () => {
    const { holder, recordId } = await holderWithRecord();
    const asked = Date.now();
    const { code, expiresAt } = await makeCode(holder);
    const answered = Date.now();
    expect(code).toMatch(/^\d{8}$/);
    // 15 minutes from when it was made, however long the answer took (1 s for the clocks).
    expect(Date.parse(expiresAt)).toBeGreaterThanOrEqual(asked + 15 * 60_000 - 1000);
    expect(Date.parse(expiresAt)).toBeLessThanOrEqual(answered + 15 * 60_000 + 1000);
    // Only a hash is kept.
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM claim_codes WHERE user_id = $1',
      [holder.user.booth_id],
    );
    expect(stored.rows[0]!.code_hash).not.toContain(code);

    // Spaces and dashes as read out are fine.
    const spaced = `${code.slice(0, 4)} ${code.slice(4)}`;
    const res = await claim(team.coordinator.token, holder.user.booth_id, {
      scope: SCOPES.booth1,
      claimCode: spaced,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await scopeOf(holder.user.booth_id)).toBe(SCOPES.booth1);
    expect(await recordScope(recordId)).toBe(SCOPES.booth1);

    // Set back to unassigned by the admin, the same code does not work a second time.
    const reset = await claim(team.admin.token, holder.user.booth_id, { scope: null });
    expect(reset.statusCode).toBe(200);
    const again = await claim(team.coordinator.token, holder.user.booth_id, {
      scope: SCOPES.booth2,
      claimCode: code,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('claim_code_invalid');
  });

  it('refuses an expired code', async () => {
    const holder = await t.newUser(uniqueEmail('late'));
    const { code } = await makeCode(holder);
    await t.db.query(
      "UPDATE claim_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [holder.user.booth_id],
    );
    const res = await claim(team.coordinator.token, holder.user.booth_id, {
      scope: SCOPES.booth1,
      claimCode: code,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('claim_code_invalid');
  });

  it('does not spend the code on a claim refused for another reason', async () => {
    const holder = await t.newUser(uniqueEmail('kept'));
    const { code } = await makeCode(holder);
    // booth1 may not place anyone in booth2.
    const outside = await claim(team.booth1.token, holder.user.booth_id, {
      scope: SCOPES.booth2,
      claimCode: code,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error).toBe('forbidden');
    const ok = await claim(team.booth1.token, holder.user.booth_id, {
      scope: SCOPES.booth1,
      claimCode: code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lets the admin claim without a code', async () => {
    const { holder, recordId } = await holderWithRecord();
    const res = await claim(team.admin.token, holder.user.booth_id, { scope: SCOPES.elsewhere });
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordScope(recordId)).toBe(SCOPES.elsewhere);
  });

  it('makes codes only for a signed-in account without a scope', async () => {
    for (const who of [team.coordinator, team.admin]) {
      const res = await t.as(who.token, { method: 'POST', url: '/api/users/me/claim-code' });
      expectErrorBody(res);
      expect(res.statusCode).toBe(403);
    }
    const anon = await t.request({ method: 'POST', url: '/api/users/me/claim-code' });
    expect(anon.statusCode).toBe(401);
    // A new code replaces the old one.
    const holder = await t.newUser(uniqueEmail('twice'));
    const first = await makeCode(holder);
    const second = await makeCode(holder);
    const count = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM claim_codes WHERE user_id = $1',
      [holder.user.booth_id],
    );
    expect(count.rows[0]!.n).toBe(1);
    if (first.code !== second.code) {
      const old = await claim(team.coordinator.token, holder.user.booth_id, {
        scope: SCOPES.booth1,
        claimCode: first.code,
      });
      expect(old.statusCode).toBe(403);
    }
  });

  it('answers a malformed code with 400 fields.claimCode', async () => {
    for (const claimCode of [12345678, 'abcdefgh', '1'.repeat(40), ['12345678']]) {
      const res = await claim(team.coordinator.token, team.unassigned.user.booth_id, {
        scope: SCOPES.booth1,
        claimCode,
      });
      expect(res.statusCode, JSON.stringify(claimCode)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['claimCode']);
    }
  });
});
