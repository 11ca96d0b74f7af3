// The one fetch wrapper: base path /api, JSON, Bearer token. Failures become an ApiError whose
// kind tells a network fault from an HTTP answer, so callers can queue, retry or show it.
import type { ApiErrorBody } from '../domain/auth.ts';
import { getToken } from './session.ts';

export type ApiErrorKind = 'network' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly body: ApiErrorBody | null = null,
  ) {
    super(message);
  }
  /** Worth retrying later: the network, a timeout or a server fault. */
  get temporary(): boolean {
    // 409 idempotency_in_progress: the same queued call is still running on the server.
    const inProgress = this.status === 409 && this.body?.error === 'idempotency_in_progress';
    return this.kind !== 'http' || this.status >= 500 || this.status === 429 || inProgress;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Milliseconds before giving up; default 20 s (2G networks are slow). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** API base; default API_BASE. Node tests pass an absolute URL such as http://127.0.0.1:1234/api. */
  baseUrl?: string;
  /** Bearer token to send; default the stored session token (null sends none). */
  token?: string | null;
  /** fetch implementation; default the global one (tests inject faults here). */
  fetch?: typeof fetch;
};

export const API_BASE = '/api';

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = opts.token === undefined ? getToken() : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 20_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)((opts.baseUrl ?? API_BASE) + path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: isForm
        ? (opts.body as FormData)
        : opts.body === undefined
          ? undefined
          : JSON.stringify(opts.body),
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiError('timeout', 'The server took too long to answer');
    throw new ApiError('network', err instanceof Error ? err.message : 'Network error');
  }
  let data: unknown = null;
  const text = await res.text();
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('parse', 'The server sent an unreadable answer', res.status);
    }
  }
  if (!res.ok) {
    const body = (data ?? null) as ApiErrorBody | null;
    throw new ApiError('http', body?.message ?? res.statusText, res.status, body);
  }
  return data as T;
}
