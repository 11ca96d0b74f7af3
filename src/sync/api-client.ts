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
  /** Milliseconds before giving up; default DEFAULT_TIMEOUT_MS (2G networks are slow). */
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

type RefusalListener = (err: ApiError, token: string) => void;
let refusalListener: RefusalListener | null = null;

/**
 * Hear every 401 answered to a request that carried a token, whoever made the request (sync,
 * a screen, the queue): the app signs a disabled account out from here (account-disabled.ts).
 */
export function setRefusalListener(listener: RefusalListener | null): void {
  refusalListener = listener;
}

/** How long a call may take, answer body included, unless the caller says otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Rejects with a 'timeout' ApiError after `ms` and aborts `controller`. Our own timer rather
 * than AbortSignal.timeout(): it also ends a fetch that ignores its signal, and test fake
 * timers drive it.
 */
function startTimeout(ms: number, controller: AbortController) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new ApiError('timeout', 'The server took too long to answer'));
      controller.abort();
    }, ms);
  });
  // Nobody may be listening once the call has settled.
  expired.catch(() => {});
  return { expired, stop: () => clearTimeout(timer) };
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = opts.token === undefined ? getToken() : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const timeoutController = new AbortController();
  const timeout = startTimeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, timeoutController);
  const signal = opts.signal
    ? AbortSignal.any([opts.signal, timeoutController.signal])
    : timeoutController.signal;
  let res: Response;
  let text: string;
  try {
    res = await Promise.race([
      (opts.fetch ?? fetch)((opts.baseUrl ?? API_BASE) + path, {
        method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
        headers,
        body: isForm
          ? (opts.body as FormData)
          : opts.body === undefined
            ? undefined
            : JSON.stringify(opts.body),
        signal,
      }),
      timeout.expired,
    ]);
    // The body counts against the time limit too: a 2G answer can stall halfway.
    text = await Promise.race([res.text(), timeout.expired]);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (timeoutController.signal.aborted) {
      throw new ApiError('timeout', 'The server took too long to answer');
    }
    throw new ApiError('network', err instanceof Error ? err.message : 'Network error');
  } finally {
    timeout.stop();
  }
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('parse', 'The server sent an unreadable answer', res.status);
    }
  }
  if (!res.ok) {
    const body = (data ?? null) as ApiErrorBody | null;
    const err = new ApiError('http', body?.message ?? res.statusText, res.status, body);
    if (res.status === 401 && token) refusalListener?.(err, token);
    throw err;
  }
  return data as T;
}
