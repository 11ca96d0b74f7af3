// A fake fetch for the auth pages: unit tests check what the page shows for each answer; the
// real server is exercised by the E2E tests.
import { vi } from 'vitest';

export type FakeAnswer = { status: number; body?: unknown } | 'network-down';

/** Stubs global fetch with one answer for every call; returns the mock to inspect calls. */
export function stubFetch(answer: FakeAnswer) {
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
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
