// How one API call is declared, once, for both sides: the server registers it from here
// (server/routes/register.ts) and the phone calls it from here (src/sync/call-api.ts), so a
// path, a method, a request's checks and the answer's type cannot drift apart.
import type { InferType, Schema } from 'yup';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{id: string}` for '/campaigns/:id'; `{}` for a path without parameters. */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type ApiRoute<
  Method extends ApiMethod = ApiMethod,
  Path extends string = string,
  Query = unknown,
  Body = unknown,
  Answer = unknown,
  Sent = Body,
> = {
  method: Method;
  path: Path;
  /** Checks the query string; the handler gets the cast value. */
  query?: Schema<Query>;
  /** Checks a JSON body; the handler gets the cast value. */
  body?: Schema<Body>;
  /**
   * Why this route has no schema for what it takes although it takes something: a stream, a
   * multipart form, or a body checked by code of its own. The server leaves it to the handler.
   */
  checkedByHandler?: string;
  /** Phantom fields for the types only; never set at run time. */
  readonly __types?: { query: Query; body: Body; answer: Answer; sent: Sent };
};

type TypesOf<R> = R extends { readonly __types?: infer T } ? NonNullable<T> : never;
/** The query as the handler gets it. */
export type QueryOf<R> = TypesOf<R> extends { query: infer Q } ? Q : never;
/** The body as the handler gets it, checked and cast. */
export type BodyOf<R> = TypesOf<R> extends { body: infer B } ? B : never;
/** The body as the phone sends it (before the schema's defaults and casts). */
export type SentOf<R> = TypesOf<R> extends { sent: infer S } ? S : never;
export type AnswerOf<R> = TypesOf<R> extends { answer: infer A } ? A : never;
export type PathOf<R> = R extends { path: infer P extends string } ? P : string;

type Declared<Method extends ApiMethod, Path extends string> = {
  method: Method;
  path: Path;
  checkedByHandler?: string;
};

/** Stands for "the schema says": the default of apiRoute's Sent and Query arguments. */
declare const _fromSchema: unique symbol;
type FromSchema = typeof _fromSchema;

type Cast<S, Otherwise> = S extends Schema ? InferType<S> : Otherwise;
type Or<Given, Otherwise> = [Given] extends [FromSchema] ? Otherwise : Given;

/**
 * Declare a route: `apiRoute<Answer>()({method, path, query?, body?})`. Curried so the answer
 * type is named while method, path and schemas are inferred. The second type argument is the
 * body the phone sends, where it differs from what the schema casts it to (defaults filled in)
 * or where there is no schema (pushes, multipart forms); the third, a query checked by hand.
 */
export const apiRoute =
  <Answer, Sent = FromSchema, Query = FromSchema>() =>
  <
    Method extends ApiMethod,
    Path extends string,
    QuerySchema extends Schema | undefined = undefined,
    BodySchema extends Schema | undefined = undefined,
  >(
    route: Declared<Method, Path> & { query?: QuerySchema; body?: BodySchema },
  ) =>
    route as ApiRoute<
      Method,
      Path,
      Cast<QuerySchema, Or<Query, undefined>>,
      Cast<BodySchema, Or<Sent, undefined>>,
      Answer,
      Or<Sent, Cast<BodySchema, undefined>>
    >;

/** The path with its `:params` filled in, each encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
