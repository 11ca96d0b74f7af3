// Which failures the outbox retries (temporary) and which it reports as final.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/sync/api-client.ts';

const http = (status: number, error = 'x') =>
  new ApiError('http', 'm', status, { error, message: 'm' });

describe('ApiError.temporary', () => {
  it.each([
    ['network', new ApiError('network', 'offline'), true],
    ['timeout', new ApiError('timeout', 'slow'), true],
    ['500', http(500), true],
    ['429', http(429), true],
    ['409 idempotency_in_progress', http(409, 'idempotency_in_progress'), true],
    ['409 conflict', http(409, 'conflict'), false],
    ['400', http(400), false],
    ['403', http(403), false],
  ])('%s -> %s', (_name, err, expected) => {
    expect(err.temporary).toBe(expected);
  });
});
