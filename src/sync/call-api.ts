// Calls the server by the contract's name (src/domain/api): apiRoutes.campaigns.answer with its
// params, query and body checked by the compiler, the answer typed as the route declares. The
// method and the path come from the contract, so no screen spells a URL.
import type { AnswerOf, ApiRoute, ParamsOf, PathOf, QueryOf, SentOf } from '../domain/api/route.ts';
import { pathOf } from '../domain/api/route.ts';
import { apiRequest } from './api-client.ts';
import type { RequestOptions } from './api-client.ts';

type QueryValue = string | number | boolean | null | undefined;

/** The query as the phone sends it: any of the route's query fields, as text or number. */
export type QueryInput<R> = [QueryOf<R>] extends [undefined]
  ? { query?: never }
  : { query?: { [K in keyof QueryOf<R>]?: QueryValue } };

type ParamsInput<R> = [keyof ParamsOf<PathOf<R>>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<PathOf<R>> };

type BodyInput<R> = [SentOf<R>] extends [undefined] ? { body?: never } : { body: SentOf<R> };

/** What a call names besides its route: its parts, plus the transport's options. */
export type CallInput<R> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> &
  Omit<RequestOptions, 'method' | 'body'>;

/** A call needs an input only when its route has params or a body. */
export type CallArgs<R> = [keyof ParamsOf<PathOf<R>>] extends [never]
  ? [SentOf<R>] extends [undefined]
    ? [input?: CallInput<R>]
    : [input: CallInput<R>]
  : [input: CallInput<R>];

/** The address below /api: the path with its params filled in, then the query. */
export function addressOf(
  route: ApiRoute,
  params?: Record<string, string>,
  query?: Record<string, QueryValue>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return pathOf(route.path, params) + (text ? `?${text}` : '');
}

/** Call `route`; the answer has the type the contract declares. */
export function callApi<R extends ApiRoute>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<AnswerOf<R>> {
  const { params, query, body, ...options } = (input ?? {}) as CallInput<ApiRoute> & {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return apiRequest<AnswerOf<R>>(addressOf(route, params, query), {
    ...options,
    method: route.method,
    ...(body === undefined ? {} : { body }),
  });
}
