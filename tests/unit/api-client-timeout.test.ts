// The API client's time limit: 20 s unless the caller sets one, counted by its own timer so a
// fetch that never settles (or ignores its abort signal) still ends as a 'timeout' ApiError;
// a fetch that fails outright is a 'network' error at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, DEFAULT_TIMEOUT_MS, apiRequest } from '../../src/sync/api-client.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const silent = () => new Promise<Response>(() => {});

/** Settles `promise` into a value or the error it rejects with, for checks under fake time. */
function settle<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe('apiRequest time limit', () => {
  it('gives up after 20 s by default (the sync engine relies on it)', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    const call = settle(apiRequest('/x', { fetch: silent, token: null }));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(ApiError);
    expect(call.error).toMatchObject({ kind: 'timeout', temporary: true });
  });

  it('takes the limit as a parameter and aborts the fetch', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return silent();
    });
    const call = settle(apiRequest('/x', { fetch, timeoutMs: 15_000, token: null }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(call.done).toBe(false);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toMatchObject({ kind: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });

  it('times out an answer whose body stalls', async () => {
    const stalled = { ok: true, status: 200, text: () => new Promise<string>(() => {}) };
    const fetch = async () => stalled as unknown as Response;
    const call = settle(apiRequest('/x', { fetch, timeoutMs: 1000, token: null }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(call.error).toMatchObject({ kind: 'timeout' });
  });

  it('reports a fetch that rejects as a network error at once, and clears its timer', async () => {
    const fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const call = settle(apiRequest('/x', { fetch, token: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.error).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('returns the parsed answer and clears its timer', async () => {
    const fetch = async () => new Response('{"ok":1}', { status: 200 });
    await expect(apiRequest('/x', { fetch, token: null })).resolves.toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
