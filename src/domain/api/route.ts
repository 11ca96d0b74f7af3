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
  readonly __types?: { query: Query; body: Body; answer: Answer };
};

type TypesOf<R> = R extends { readonly __types?: infer T } ? NonNullable<T> : never;
export type QueryOf<R> = TypesOf<R> extends { query: infer Q } ? Q : never;
export type BodyOf<R> = TypesOf<R> extends { body: infer B } ? B : never;
export type AnswerOf<R> = TypesOf<R> extends { answer: infer A } ? A : never;
export type PathOf<R> = R extends { path: infer P extends string } ? P : string;

type Declared<Method extends ApiMethod, Path extends string> = {
  method: Method;
  path: Path;
  checkedByHandler?: string;
};

/**
 * Declare a route: `apiRoute<Answer>()({method, path, query?, body?})`. Curried so the answer
 * type is named while method, path and schemas are inferred. A route whose body has no schema
 * (pushes, multipart forms) names the body type as the second type argument, and a query
 * checked by hand its type as the third.
 */
export const apiRoute =
  <Answer, Body = undefined, Query = undefined>() =>
  <
    Method extends ApiMethod,
    Path extends string,
    QuerySchema extends Schema | undefined = undefined,
    BodySchema extends Schema | undefined = undefined,
  >(
    route: Declared<Method, Path> & { query?: QuerySchema; body?: BodySchema },
  ): ApiRoute<
    Method,
    Path,
    QuerySchema extends Schema ? InferType<QuerySchema> : Query,
    BodySchema extends Schema ? InferType<BodySchema> : Body,
    Answer
  > =>
    route as ApiRoute<
      Method,
      Path,
      QuerySchema extends Schema ? InferType<QuerySchema> : Query,
      BodySchema extends Schema ? InferType<BodySchema> : Body,
      Answer
    >;

/** The path with its `:params` filled in, each encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
