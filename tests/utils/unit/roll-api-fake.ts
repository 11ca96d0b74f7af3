// The Roll import screen tests' server: `fetch` answered by a function of each call (method,
// path, parsed JSON body), every call kept in order, 404 for what the function leaves out.
import { vi } from 'vitest';

export type RollApiCall = { method: string; path: string; body: unknown };

/** Answer `fetch` with `answer(call)` ([status, body]); returns the calls made, as they come. */
export function serveRollApi(
  answer: (call: RollApiCall) => [number, unknown] | undefined,
): RollApiCall[] {
  const calls: RollApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((url, init) => {
    const raw = init?.body;
    const call = {
      method: init?.method ?? 'GET',
      path: String(url),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    calls.push(call);
    const [status, out] = answer(call) ?? [404, { error: 'not_found', message: 'Not found' }];
    return Promise.resolve(new Response(JSON.stringify(out), { status }));
  });
  return calls;
}
