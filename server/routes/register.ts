// Registers a route declared in the contract (src/domain/api): method and path come from there,
// the query and body are checked with its schemas (400 `errors.invalidInput` with `fields`, as
// every route answered before), and the handler must answer the declared type. Route
// parameters are checked by name before this (route-params.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Schema } from 'yup';
import type {
  AnswerOf,
  ApiRoute,
  BodyOf,
  ParamsOf,
  PathOf,
  QueryOf,
} from '../../src/domain/api/index.ts';
import { validate } from '../../src/domain/validation.ts';
import { badRequest } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `route`: the route was registered from the contract. */
    contract?: boolean;
  }
}

type Checked<R> = { query: QueryOf<R>; body: BodyOf<R> };

/** What every handler gets: the request, its parsed parameters, and a typed way to answer. */
export type RouteCall<R> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<PathOf<R>>;
  /** Answer with another status than 200 (201 created, 202 accepted). */
  send: (status: number, answer: AnswerOf<R>) => FastifyReply;
};

/** A handler answers the declared type, or the reply it sent itself (files, 204). */
type Answered<R> = Promise<AnswerOf<R> | FastifyReply>;

export type RouteOptions = RouteShorthandOptions & {
  /** What a request without a body (or `null`) is checked as (the roll review routes: `{}`). */
  absentBodyAs?: object;
};

async function checked<R extends ApiRoute>(
  def: R,
  request: FastifyRequest,
  options: RouteOptions,
): Promise<Checked<R>> {
  const check = async (schema: Schema | undefined, raw: unknown) => {
    if (!schema) return raw;
    const input = await validate(schema, raw);
    if (!input.ok) throw badRequest(input.fields);
    return input.value;
  };
  const query = await check(def.query, request.query);
  const { absentBodyAs } = options;
  const raw = absentBodyAs === undefined ? request.body : (request.body ?? absentBodyAs);
  const body = await check(def.body, raw);
  return { query, body } as Checked<R>;
}

function register<R extends ApiRoute>(
  app: FastifyInstance,
  def: R,
  { absentBodyAs, ...options }: RouteOptions,
  handle: (request: FastifyRequest, reply: FastifyReply) => Answered<R>,
): void {
  void absentBodyAs;
  app.route({
    ...options,
    method: def.method,
    url: def.path,
    config: { ...options.config, contract: true },
    handler: handle,
  });
}

const callOf = <R>(request: FastifyRequest, reply: FastifyReply): RouteCall<R> => ({
  request,
  reply,
  params: request.params as ParamsOf<PathOf<R>>,
  send: (status, answer) => reply.status(status).send(answer),
});

/** Register `def`: its query and body are checked before `handler` runs. */
export function route<R extends ApiRoute>(
  app: FastifyInstance,
  def: R,
  options: RouteOptions,
  handler: (call: RouteCall<R> & Checked<R>) => Answered<R>,
): void {
  register(app, def, options, async (request, reply) =>
    handler({ ...callOf<R>(request, reply), ...(await checked(def, request, options)) }),
  );
}

/**
 * Register `def` for a handler that refuses some callers before it looks at their input (a
 * record they cannot see answers 404 whatever they sent): it calls `checkInput()` itself.
 */
export function routeCheckingFirst<R extends ApiRoute>(
  app: FastifyInstance,
  def: R,
  options: RouteOptions,
  handler: (call: RouteCall<R> & { checkInput: () => Promise<Checked<R>> }) => Answered<R>,
): void {
  register(app, def, options, async (request, reply) =>
    handler({ ...callOf<R>(request, reply), checkInput: () => checked(def, request, options) }),
  );
}
