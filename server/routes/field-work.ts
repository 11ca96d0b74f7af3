// GET /api/field-work/summary?area=<path>: turnout and coverage for coordinators whose area is
// too large for a phone to fold (issue 11), scoped like records: the caller's own area or any
// area inside it; the admin everything.
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { FieldSummary } from '../../src/domain/field-work.ts';
import { parseScope, scopeContains } from '../../src/domain/scope.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden } from '../errors.ts';
import { effectiveScope } from '../services/access.ts';
import { fieldSummary } from '../services/field-summary.ts';
import { listFieldEntryExclusions } from '../services/field-exclusions.ts';
import { route, routeCheckingFirst } from './register.ts';

export async function fieldWorkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    apiRoutes.fieldWork.summary,
    { onRequest: ctx.authenticate },
    async ({ request }): Promise<FieldSummary> => {
      const own = effectiveScope(request.user!);
      if (own === null) throw forbidden('You have no area yet');
      const asked = (request.query as { area?: unknown }).area;
      const area = asked === undefined ? own : typeof asked === 'string' ? parseScope(asked) : null;
      if (area === null) throw badRequest({ area: 'errors.scope' });
      if (!scopeContains(own, area)) throw forbidden('That area is not yours');
      return fieldSummary(ctx.db, area);
    },
  );

  // Entries the server set aside for naming a voter or part outside their writer's area
  // (field-exclusions.ts): the admin's to look into; they no longer move any tally.
  routeCheckingFirst(
    app,
    apiRoutes.fieldWork.excluded,
    { onRequest: ctx.authenticate },
    async ({ request, checkInput }) => {
      if (request.user!.role !== 'admin') throw forbidden('Only the administrator sees this');
      const { query } = await checkInput();
      return listFieldEntryExclusions(ctx.db, query);
    },
  );
}
