// What a draining server answers (the first step of a graceful shutdown), and the health and
// readiness probes a load balancer or orchestrator polls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from './helpers/test-databases.ts';
import { startTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

describe.each(DATABASE_KINDS)('health, readiness and draining (%s)', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  it('reports liveness and readiness without revealing anything else', async () => {
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when its migrations are not all applied', async () => {
    await t.db.query(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)',
    );
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });

  it('answers 503 with Retry-After, Connection: close and the security headers while draining', async () => {
    const user = await t.newUser('drain@example.com');
    t.app.lifecycle.beginDrain();
    const pull = await t.as(user.token, { method: 'GET', url: '/api/sync/pull?cursor=' });
    expect(pull.statusCode).toBe(503);
    expect(pull.headers['retry-after']).toBe('2');
    expect(pull.headers.connection).toBe('close');
    expect(pull.headers['x-content-type-options']).toBe('nosniff');
    expect(pull.json()).toMatchObject({ error: 'shutting_down', messageKey: 'errors.server' });
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    // Liveness stays up: the process is alive and finishing its work.
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
