// Past results by booth (issue 46, docs/form20.md): import an assembly's Form 20, read it back
// with what did not add up and the stations no booth took, set the party's candidate and the
// bands, delete it; the grade report by booth with its coverage, the dashboard's counts and the
// Areas screen's badges. Reading and grading run in the request (a Form 20 is a few hundred
// rows); the houses are counted afterwards, in the background (services/booth-grades/coverage.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { apiRoutes } from '../../src/domain/api/index.ts';
import { FORM20_UPLOAD_LIMIT_BYTES, form20ImportSchema } from '../../src/domain/form20/report.ts';
import type { ElectionKind } from '../../src/domain/form20/report.ts';
import { parseScope, scopeContains } from '../../src/domain/scope.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { effectiveScope } from '../services/access.ts';
import { countGradesLater } from '../services/booth-grades/counts.ts';
import { countHousesOnce, staleAssemblies } from '../services/booth-grades/coverage.ts';
import { boothGradeReport, gradeBadges, gradeOverview } from '../services/booth-grades/report.ts';
import {
  findAssembly,
  findElection,
  importElection,
  listElections,
  mayManage,
  mayView,
  readElection,
  setGrading,
} from '../services/form20/elections.ts';
import { FORM20_ERRORS } from '../services/form20/errors.ts';
import { readForm20File, sniffForm20File } from '../services/form20/read-file.ts';
import { route, routeCheckingFirst } from './register.ts';
import { readOneFileUpload } from './one-file-upload.ts';

export async function form20Routes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { onRequest: ctx.authenticate };
  const api = apiRoutes.form20;

  /** Count an assembly's houses after the answer; a failure is logged, never thrown. */
  const countLater = (request: FastifyRequest, assembly: string) => {
    countHousesOnce(ctx.db, assembly).catch((err: unknown) =>
      request.log.error({ err, assembly }, 'counting houses failed'),
    );
  };

  /** Count old kept counts by grade again after the answer; a failure is logged. */
  const countLaterGrades = (request: FastifyRequest) => (stale: string[]) => {
    countGradesLater(ctx.db, stale).catch((err: unknown) =>
      request.log.error({ err }, 'counting grades failed'),
    );
  };

  /** The caller's area, or the area asked for inside it. */
  const areaOf = (request: FastifyRequest, asked: string | undefined) => {
    const own = effectiveScope(request.user!);
    if (own === null) throw forbidden('You have no area yet');
    if (asked === undefined || asked === '') return own;
    const area = parseScope(asked);
    if (area === null) throw badRequest({ area: 'errors.scope' });
    if (!scopeContains(own, area)) throw forbidden('That area is not yours');
    return area;
  };

  const electionOf = async (request: FastifyRequest, id: string, manage: boolean) => {
    const found = await findElection(ctx.db, id);
    if (!found || !mayView(request.user!, found.assemblyPath)) throw notFound('No such election');
    if (manage && !mayManage(request.user!, found.assemblyPath))
      throw forbidden('Only those who hold the assembly may change its results');
    return found;
  };

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: FORM20_UPLOAD_LIMIT_BYTES,
        files: 2,
        fields: 10,
        fieldSize: 1000,
        parts: 12,
      },
    });
    route(scoped, api.import, auth, async ({ request, send }) => {
      const caller = request.user!;
      if (effectiveScope(caller) === null) throw forbidden('You have no area yet');
      const { file, fields } = await readOneFileUpload(request, {
        limit: FORM20_UPLOAD_LIMIT_BYTES,
        sniff: sniffForm20File,
        unnamed: 'form20',
        refusals: FORM20_ERRORS,
      });
      const form = await validate(form20ImportSchema, fields);
      if (!form.ok) throw badRequest(form.fields);
      const assembly = parseScope(form.value.assembly);
      if (assembly === null || !(await findAssembly(ctx.db, assembly)))
        throw FORM20_ERRORS.notAssembly();
      if (!mayManage(caller, assembly))
        throw forbidden('Only those who hold the assembly may import its results');
      const { sheet, readBy } = await readForm20File(file.kind, file.bytes);
      const id = await importElection(ctx.db, caller, {
        assembly,
        kind: form.value.kind as ElectionKind,
        year: form.value.year,
        sourceName: file.name,
        readBy,
        sheet,
      });
      countLater(request, assembly);
      return send(201, await readElection(ctx.db, id));
    });
  });

  route(app, api.list, auth, async ({ request, query }) =>
    listElections(ctx.db, request.user!, areaOf(request, query.area)),
  );

  route(app, api.read, auth, async ({ request, params }) => {
    await electionOf(request, params.id, false);
    return readElection(ctx.db, params.id);
  });

  // An election the caller cannot see is 404 whatever they sent: checked before the body.
  routeCheckingFirst(app, api.grading, auth, async ({ request, params, checkInput }) => {
    const { assemblyPath } = await electionOf(request, params.id, true);
    const { body } = await checkInput();
    if (!(await setGrading(ctx.db, params.id, body)))
      throw badRequest({ ourCandidate: 'errors.oneOf' });
    countLater(request, assemblyPath);
    return readElection(ctx.db, params.id);
  });

  route(app, api.remove, auth, async ({ request, params }) => {
    await electionOf(request, params.id, true);
    await ctx.db.query('DELETE FROM form20_elections WHERE id = $1', [params.id]);
    return { deleted: true as const };
  });

  route(app, api.grades, auth, async ({ request, query }) => {
    const area = areaOf(request, query.area);
    if (query.election !== undefined) await electionOf(request, query.election, false);
    else if (!query.kind || !query.year)
      throw badRequest({ election: 'errors.required' }, 'Name an election, or a kind and a year');
    const report = await boothGradeReport(
      ctx.db,
      {
        ...(query.election !== undefined
          ? { election: query.election }
          : { kind: query.kind, year: query.year }),
        area,
        ...(query.grade ? { grade: query.grade } : {}),
        ...(query.search ? { search: query.search } : {}),
        page: query.page,
        pageSize: query.pageSize,
      },
      { later: countLaterGrades(request) },
    );
    // One election's assembly: its houses counted again when the counts are old.
    if (query.election !== undefined)
      for (const assembly of await staleAssemblies(ctx.db, [query.election]))
        countLater(request, assembly);
    return report;
  });

  route(app, api.overview, auth, async ({ request, query }) =>
    gradeOverview(ctx.db, areaOf(request, query.area), { later: countLaterGrades(request) }),
  );

  route(app, api.badges, auth, async ({ request, query }) => {
    const own = effectiveScope(request.user!);
    if (own === null) throw forbidden('You have no area yet');
    const paths = (query.paths ?? '').split(',').filter(Boolean);
    if (paths.some((p) => parseScope(p) !== p)) throw badRequest({ paths: 'errors.scope' });
    return {
      grades: await gradeBadges(
        ctx.db,
        paths.filter((p) => scopeContains(own, p)),
      ),
    };
  });
}
