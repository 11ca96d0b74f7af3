// Route parameters are parsed here, by name, for every API route, before its handler runs: a
// malformed id is 400 `fields.<param> = errors.uuid` and never reaches the database (whose
// uuid cast would fail the request with a 500); a well-formed one arrives lower-cased, so a
// handler comparing it with stored ids needs no care. A route with a parameter this table
// does not know stops the server at start, so no new route goes unchecked.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isUuid } from '../src/domain/ids.ts';
import { MSG } from '../src/domain/validation.ts';
import { badRequest } from './errors.ts';

/** Returns the parameter as the handler gets it, or undefined when it is malformed. */
type ParamParser = (raw: string) => string | undefined;

const uuid: ParamParser = (raw) => (isUuid(raw) ? raw.toLowerCase() : undefined);

/** Any text: the route itself answers 404 for a name it does not know. */
const settingName: ParamParser = (raw) => raw;

/** Every parameter name the API uses; each names a record or an account, or (`key`) a setting. */
const PARAMS: Record<string, { parse: ParamParser; key: string }> = {
  key: { parse: settingName, key: MSG.invalid },
  id: { parse: uuid, key: MSG.uuid },
  campaignId: { parse: uuid, key: MSG.uuid },
  booth_id: { parse: uuid, key: MSG.uuid },
  partId: { parse: uuid, key: MSG.uuid },
  rowId: { parse: uuid, key: MSG.uuid },
};

/** The `:name` parameters of a route path. */
export const paramNames = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

async function checkParams(request: FastifyRequest): Promise<void> {
  const given = request.params as Record<string, string>;
  const parsed: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const [name, raw] of Object.entries(given)) {
    const rule = Object.hasOwn(PARAMS, name) ? PARAMS[name] : undefined;
    const value = rule?.parse(raw);
    if (rule && value === undefined) fields[name] = rule.key;
    else parsed[name] = value ?? raw;
  }
  if (Object.keys(fields).length) throw badRequest(fields, 'The address names no valid record');
  request.params = parsed;
}

/** Add the parameter checks to `app`'s routes (register before them). */
export function routeParams(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const names = paramNames(route.url);
    if (!names.length) return;
    const unknown = names.filter((n) => !Object.hasOwn(PARAMS, n));
    if (unknown.length)
      throw new Error(
        `${route.url}: add :${unknown.join(', :')} to PARAMS in server/route-params.ts`,
      );
    // preValidation: after the sign-in check (a stranger learns nothing), before the
    // Idempotency-Key is claimed and before the handler.
    route.preValidation = [...[route.preValidation ?? []].flat(), checkParams];
  });
}
