// Booth user auth and profile (the specification's API calls): sign-up, sign-in, my-profile, edit-booth-user.
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { forbidden, notFound } from '../errors.ts';
import { outranks } from '../services/access.ts';
import type { Change } from '../services/event-bus.ts';
import { revokeSession } from '../services/revoked-tokens.ts';
import { signIn } from '../services/sign-in.ts';
import {
  anyAccount,
  createUser,
  findUserById,
  toProfile,
  toSessionUser,
  updateProfile,
} from '../services/users.ts';
import { route, routeCheckingFirst } from './register.ts';

export async function boothRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Sign-up has only the address to count by; sign-in counts the account it names as well
  // (once the body is read), so workers behind one carrier address do not use up each
  // other's attempts.
  const signUpLimit = { onRequest: ctx.limits.signUpAddress };
  const signInLimit = { onRequest: ctx.limits.signInAddress };

  const api = apiRoutes.auth;
  route(app, api.signUp, signUpLimit, async ({ body, send }) => {
    const user = await createUser(ctx.db, body);
    return send(201, { message: 'Account created', user: toSessionUser(user) });
  });

  // The sign-up screen tells the first person that their account will run the app.
  route(app, api.signUpState, signUpLimit, async () => ({
    firstAccount: !(await anyAccount(ctx.db)),
  }));

  route(app, api.signIn, signInLimit, ({ request, reply, body }) =>
    signIn(ctx, request, reply, body),
  );

  // Logout on the server: this sign-in's tokens, renewals included, stop working everywhere.
  route(
    app,
    api.signOut,
    { onRequest: ctx.authenticate, config: { idempotency: false } },
    async ({ request }) => {
      // The sign-in's open event streams end too, on every app server.
      const ended: Change = { scopes: [], owners: [], sessions: [request.sessionId!] };
      await ctx.db.transaction(async (tx) => {
        await revokeSession(tx, request.sessionId!);
        await ctx.events.notify(tx, ended);
      });
      ctx.events.publish(ended);
      return { message: 'Signed out' };
    },
  );

  route(app, api.myProfile, { onRequest: ctx.authenticate }, async ({ request }) => {
    return { user: toProfile(request.user!) };
  });

  routeCheckingFirst(
    app,
    api.editProfile,
    { onRequest: ctx.authenticate },
    async ({ request, params, checkInput }) => {
      const me = request.user!;
      const target = params.booth_id === me.id ? me : await findUserById(ctx.db, params.booth_id);
      if (!target) throw notFound('No such booth user');
      // Someone else's profile needs a scope strictly above theirs: peers may not edit each other.
      if (target.id !== me.id && !outranks(me, target))
        throw forbidden('You may only edit profiles of accounts below yours');
      const { body } = await checkInput();
      const updated = await updateProfile(ctx.db, target.id, body);
      return { message: 'Profile updated', user: toProfile(updated) };
    },
  );
}
