// User management (DESIGN.md §7): list the users I may see, create accounts at or below my
// scope, and assign a scope inside mine to a user inside mine (or to one nobody assigned yet).
import type { FastifyInstance } from 'fastify';
import { scopeContains } from '../../src/domain/scope.ts';
import type { UserListResponse, UserResponse } from '../../src/domain/users.ts';
import {
  assignScopeSchema,
  createUserSchema,
  listUsersQuerySchema,
} from '../../src/domain/users.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { effectiveScope, mayPlaceIn, outranks } from '../services/access.ts';
import { assignUserScope, listVisibleUsers, toUserSummary } from '../services/user-admin.ts';
import { createUser, findUserById } from '../services/users.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/users', { onRequest: ctx.authenticate }, async (request) => {
    const query = await validate(listUsersQuerySchema, request.query);
    if (!query.ok) throw badRequest(query.fields);
    const rows = await listVisibleUsers(ctx.db, request.user!, query.value);
    return { users: rows.map(toUserSummary) } satisfies UserListResponse;
  });

  // Creating accounts costs a password hash each: limited per client like sign-up.
  const limited = { rateLimit: { max: ctx.authRateLimit, timeWindow: '1 minute' } };
  app.post('/users', { onRequest: ctx.authenticate, config: limited }, async (request, reply) => {
    const me = request.user!;
    const input = await validate(createUserSchema, request.body);
    if (!input.ok) throw badRequest(input.fields);
    const mine = effectiveScope(me);
    if (mine === null) throw forbidden('You need a scope before you can create accounts');
    const scope = input.value.scope ?? mine;
    if (!mayPlaceIn(me, scope)) throw forbidden('You may only create accounts inside your area');
    const user = await createUser(ctx.db, input.value, scope);
    return reply.status(201).send({ user: toUserSummary(user) } satisfies UserResponse);
  });

  app.put<{ Params: { id: string } }>(
    '/users/:id/scope',
    { onRequest: ctx.authenticate },
    async (request) => {
      const me = request.user!;
      const input = await validate(assignScopeSchema, request.body);
      if (!input.ok) throw badRequest(input.fields);
      const target = await findUserById(ctx.db, request.params.id);
      if (!target) throw notFound('No such user');
      const mine = effectiveScope(me);
      if (target.id === me.id) throw forbidden('You cannot change your own scope');
      if (mine === null) throw forbidden('You need a scope before you can assign one');
      if (target.role === 'admin' && me.role !== 'admin')
        throw forbidden('Only an admin may change an admin');
      // An unassigned account may be claimed by anyone with a scope; others only from above.
      if (target.scope !== null && !outranks(me, target))
        throw forbidden('This user is not below you');
      const scope = input.value.scope;
      if (scope !== null && !scopeContains(mine, scope))
        throw forbidden('You may only assign scopes inside your own');
      const updated = await assignUserScope(ctx.db, ctx.events, target, scope);
      return { user: toUserSummary(updated) } satisfies UserResponse;
    },
  );
}
