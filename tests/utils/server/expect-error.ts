import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A failing answer in the API's one error shape: 4xx, JSON, {error, message} strings. */
export function expectErrorBody(res: LightMyRequestResponse, label = ''): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body.error, label).toBe('string');
  expect(typeof body.message, label).toBe('string');
  expect((body.message as string).length, label).toBeGreaterThan(0);
}
