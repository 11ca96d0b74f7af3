// Booth committees (issue 46, docs/committees.md):
// - the admin's definition (read by everyone signed in, saved by the admin: every booth is
//   judged again by it);
// - a booth's committee, read and changed by those whose area holds the booth (404 otherwise,
//   before the body is looked at), member by member verified by a code sent by SMS through
//   the party office's gateway or by a coordinator's visit with a photo and the place;
// - the report from booth to state, and the gateway the codes go out through (admin).
// Changes run once per Idempotency-Key (hooks/idempotency.ts): the phone's outbox replays them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import { definitionOf } from '../../src/domain/committees/definition.ts';
import type { AppContext } from '../app.ts';
import { forbidden } from '../errors.ts';
import { boothCommittee, findBooth, mayVisit } from '../services/committees/booth-committee.ts';
import { checkCode, findSeat, sendCode } from '../services/committees/codes.ts';
import { writeDefinition, readDefinition } from '../services/committees/definition-store.ts';
import { committeeReport } from '../services/committees/report.ts';
import { putSeat, recordVisit, removeSeat } from '../services/committees/seat-changes.ts';
import { readGatewayView, writeGateway } from '../services/committees/sms-send.ts';
import { recomputeAllStatuses, recomputeStatuses } from '../services/committees/status.ts';
import { route, routeCheckingFirst } from './register.ts';

const adminOnly = (request: FastifyRequest) => {
  if (request.user!.role !== 'admin') throw forbidden('Only the administrator changes this');
};

export async function committeeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signedIn = { onRequest: ctx.authenticate };
  const r = apiRoutes.committees;

  route(app, r.definition, signedIn, async () => readDefinition(ctx.db));

  routeCheckingFirst(app, r.saveDefinition, signedIn, async ({ request, checkInput }) => {
    adminOnly(request);
    const { body } = await checkInput();
    const saved = await writeDefinition(ctx.db, definitionOf(body), request.user!.id);
    // Every booth with a committee is judged by the new definition before the answer.
    await recomputeAllStatuses(ctx.db);
    return saved;
  });

  route(app, r.booth, signedIn, async ({ request, params }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    return boothCommittee(ctx.db, request.user!, booth);
  });

  routeCheckingFirst(app, r.putSeat, signedIn, async ({ request, params, checkInput }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    const { body } = await checkInput();
    await putSeat(ctx.db, request.user!, booth.path, params.rowId, body);
    return boothCommittee(ctx.db, request.user!, booth);
  });

  route(app, r.removeSeat, signedIn, async ({ request, params }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    await removeSeat(ctx.db, booth.path, params.rowId);
    return boothCommittee(ctx.db, request.user!, booth);
  });

  routeCheckingFirst(app, r.sendCode, signedIn, async ({ request, params, checkInput }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    const seat = await findSeat(ctx.db, booth.path, params.rowId);
    const { body } = await checkInput();
    const lang = body.lang === 'hi' ? 'hi' : 'en';
    return sendCode(ctx.db, request.user!, booth, seat, lang);
  });

  routeCheckingFirst(app, r.checkCode, signedIn, async ({ request, params, checkInput }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    const seat = await findSeat(ctx.db, booth.path, params.rowId);
    const { body } = await checkInput();
    await checkCode(ctx.db, request.user!, seat, body.code);
    await recomputeStatuses(ctx.db, [booth.path]);
    return boothCommittee(ctx.db, request.user!, booth);
  });

  routeCheckingFirst(app, r.visit, signedIn, async ({ request, params, checkInput }) => {
    const booth = await findBooth(ctx.db, request.user!, params.id);
    const seat = await findSeat(ctx.db, booth.path, params.rowId);
    if (!mayVisit(request.user!, booth.path))
      throw forbidden('Only a coordinator above the booth records a visit');
    const { body } = await checkInput();
    await recordVisit(ctx.db, request.user!, seat, body);
    return boothCommittee(ctx.db, request.user!, booth);
  });

  route(app, r.report, signedIn, async ({ request, query }) =>
    committeeReport(ctx.db, request.user!, query.path),
  );

  route(app, r.gateway, signedIn, async ({ request, reply }) => {
    adminOnly(request);
    reply.header('cache-control', 'no-store');
    return readGatewayView(ctx.db);
  });

  routeCheckingFirst(app, r.saveGateway, signedIn, async ({ request, reply, checkInput }) => {
    adminOnly(request);
    const { body } = await checkInput();
    reply.header('cache-control', 'no-store');
    return writeGateway(ctx.db, body);
  });
}
