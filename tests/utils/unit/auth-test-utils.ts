// A fake fetch for the auth pages: unit tests check what the page shows for each answer; the
// real server is exercised by the E2E tests.
import { vi } from 'vitest';

export type FakeAnswer = { status: number; body?: unknown } | 'network-down';

/**
 * Stubs global fetch with one answer for every auth call; returns the mock to inspect them.
 * The sign-up screen's question whether any account exists is answered aside (`firstAccount`,
 * withSignUpState), so the mock holds only the calls the tests are about.
 */
export function stubFetch(answer: FakeAnswer, { firstAccount = false } = {}) {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  });
  vi.stubGlobal('fetch', withSignUpState(mock, firstAccount));
  return mock;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** `fetch`, with the sign-up screen's "any account yet?" answered before it is reached. */
export function withSignUpState(fetch: Fetch, firstAccount = false): Fetch {
  return (url, init) =>
    String(url).endsWith('/booth/sign-up-state')
      ? Promise.resolve(new Response(JSON.stringify({ firstAccount }), { status: 200 }))
      : fetch(url, init);
}

/** The JSON body a stubbed fetch call sent. */
export function sentBody(mock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

const ASHA = {
  booth_id: 'u1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'worker',
  scope: null,
} as const;

/** The server's answer to a successful sign-in as Asha. */
export const SIGNED_IN: FakeAnswer = {
  status: 200,
  body: { token: 'tok-1', user: ASHA, expiresAt: '2030-01-01T00:00:00Z' },
};

/** The server's 400 for a malformed e-mail, with the field's message key. */
export const BAD_EMAIL: FakeAnswer = {
  status: 400,
  body: {
    error: 'bad_request',
    message: 'Some fields are not valid',
    fields: { email: 'errors.email' },
    messageKey: 'errors.invalidInput',
  },
};
