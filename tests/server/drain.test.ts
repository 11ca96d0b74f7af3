// What a draining server answers (the first step of a graceful shutdown), and the health and
// readiness probes a load balancer or orchestrator polls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainableDatabase } from '../../server/lifecycle.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import { startTestApp } from '../utils/server/test-app.ts';
import type { TestApp } from '../utils/server/test-app.ts';

describe.each(PGLITE_ONLY)('health, readiness and draining (%s)', (kind) => {
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

  it('stays ready while its database is only busy, not when it never answered', async () => {
    // PGlite runs one statement at a time: a held transaction makes the probe's query wait.
    const busy = async (probe: () => Promise<void>) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let begun!: () => void;
      const started = new Promise<void>((r) => (begun = r));
      const tx = t.db.transaction(async () => {
        begun();
        await held;
      });
      await started;
      try {
        await probe();
      } finally {
        release();
        await tx;
      }
    };
    // No probe has seen the database yet: a probe that only waits is not ready.
    await busy(async () => {
      expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    });
    // Once one has, a busy database within the grace is a busy server, still in rotation.
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await busy(async () => {
      const ready = await t.request({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    });
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

  it('lets a begun transaction commit and refuses one not yet begun once draining', async () => {
    const gate = drainableDatabase(t.db);
    await t.db.query("INSERT INTO settings (key, value) VALUES ('drain-a', '0'), ('drain-b', '0')");
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let begun!: () => void;
    const started = new Promise<void>((r) => (begun = r));
    const first = gate.db.transaction(async (tx) => {
      await tx.query("SELECT value FROM settings WHERE key = 'drain-a' FOR UPDATE");
      begun();
      await held;
      await tx.query("UPDATE settings SET value = '1' WHERE key = 'drain-a'");
    });
    await started;
    // Asked for while the first runs; granted only after the drain has begun.
    const second = gate.db.transaction(async (tx) => {
      await tx.query("SELECT value FROM settings WHERE key = 'drain-a' FOR UPDATE");
      await tx.query("UPDATE settings SET value = '1' WHERE key = 'drain-b'");
    });
    gate.drain();
    release();
    await first;
    const refused = await second.then(
      () => undefined,
      (err: unknown) => err,
    );
    const values = await t.db.query<{ key: string; value: string }>(
      "SELECT key, value FROM settings WHERE key LIKE 'drain-%' ORDER BY key",
    );
    expect(values.rows).toEqual([
      { key: 'drain-a', value: '1' },
      { key: 'drain-b', value: '0' },
    ]);
    expect(refused).toMatchObject({ status: 503, code: 'shutting_down' });
    const late = await gate.db.transaction(async () => 'ran').catch((err: unknown) => err);
    expect(late).toMatchObject({ status: 503 });
  });
});
