// User management (docs/decisions/areas-accounts.md): list the users I may see, create accounts at or below my
// scope, assign a scope inside mine to a user below me, and claim an unassigned account
// with its holder's consent (a claim code they made; the admin needs none).
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { ClaimCodeResponse, UserListResponse, UserResponse } from '../../src/domain/users.ts';
import type { AppContext } from '../app.ts';
import { HttpError, forbidden, notFound } from '../errors.ts';
import { effectiveScope, mayPlaceIn, outranks } from '../services/access.ts';
import { createClaimCode, spendClaimCode } from '../services/claim-codes.ts';
import {
  assignUserScope,
  listVisibleUsers,
  setUserStatus,
  toUserSummary,
} from '../services/user-admin.ts';
import { createUser, findUserById } from '../services/users.ts';
import { route } from './register.ts';

const claimCodeRequired = () =>
  new HttpError(403, 'claim_code_required', "Ask the account's holder for their claim code", {
    messageKey: 'errors.claimCodeRequired',
  });
const claimCodeInvalid = () =>
  new HttpError(403, 'claim_code_invalid', 'This claim code is wrong, used or expired', {
    messageKey: 'errors.claimCodeInvalid',
  });

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = apiRoutes.users;
  route(app, api.list, { onRequest: ctx.authenticate }, async ({ request, query }) => {
    const rows = await listVisibleUsers(ctx.db, request.user!, query);
    return { users: rows.map(toUserSummary) } satisfies UserListResponse;
  });

  // Creating accounts costs a password hash each: counted per creator, so one coordinator's
  // burst leaves the others (often behind the same carrier address) alone.
  const creating = { onRequest: [ctx.authenticate, ctx.limits.accountCreator] };
  route(app, api.create, creating, async ({ request, body, send }) => {
    const me = request.user!;
    const mine = effectiveScope(me);
    if (mine === null) throw forbidden('You need a scope before you can create accounts');
    const scope = body.scope ?? mine;
    if (!mayPlaceIn(me, scope)) throw forbidden('You may only create accounts inside your area');
    const user = await createUser(ctx.db, body, scope);
    return send(201, { user: toUserSummary(user) });
  });

  route(
    app,
    api.claimCode,
    // A replayed answer would keep the plain code in idempotency_keys; a retry makes a new one.
    { onRequest: ctx.authenticate, config: { idempotency: false } },
    async ({ request, reply }) => {
      const me = request.user!;
      if (me.role === 'admin' || me.scope !== null)
        throw forbidden('Only an account without a scope hands out a claim code');
      const { code, expiresAt } = await createClaimCode(ctx.db, me.id);
      const body: ClaimCodeResponse = { code, expiresAt: expiresAt.toISOString() };
      return reply.status(201).header('cache-control', 'no-store').send(body);
    },
  );

  route(
    app,
    api.assignScope,
    { onRequest: ctx.authenticate },
    async ({ request, params, body }) => {
      const me = request.user!;
      const target = await findUserById(ctx.db, params.id);
      if (!target) throw notFound('No such user');
      const mine = effectiveScope(me);
      if (target.id === me.id) throw forbidden('You cannot change your own scope');
      if (mine === null) throw forbidden('You need a scope before you can assign one');
      if (target.role === 'admin' && me.role !== 'admin')
        throw forbidden('Only an admin may change an admin');
      // Others' scopes only from above; an unassigned account is a claim (below).
      if (target.scope !== null && !outranks(me, target))
        throw forbidden('This user is not below you');
      const scope = body.scope;
      if (scope !== null && !scopeContains(mine, scope))
        throw forbidden('You may only assign scopes inside your own');
      // A claim moves the account's records into my area: its holder must consent. Checked
      // last, so a claim refused for another reason does not spend the code.
      if (target.scope === null && me.role !== 'admin') {
        const code = body.claimCode;
        if (code === undefined) throw claimCodeRequired();
        if (!(await spendClaimCode(ctx.db, target.id, code))) throw claimCodeInvalid();
      }
      const updated = await assignUserScope(ctx.db, ctx.events, target, scope);
      return { user: toUserSummary(updated) } satisfies UserResponse;
    },
  );

  // Disable (lost phone, someone who left) or enable again: from above only, never oneself.
  route(app, api.setStatus, { onRequest: ctx.authenticate }, async ({ request, params, body }) => {
    const me = request.user!;
    const target = await findUserById(ctx.db, params.id);
    if (!target) throw notFound('No such user');
    if (target.id === me.id) throw forbidden('You cannot disable your own account');
    if (!outranks(me, target)) throw forbidden('This user is not below you');
    const updated = await setUserStatus(ctx.db, ctx.events, target, body.status);
    return { user: toUserSummary(updated) } satisfies UserResponse;
  });
}
