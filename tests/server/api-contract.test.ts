// The contract (src/domain/api) and the server agree: every route the app registers is
// declared there and registered from it (server/routes/register.ts), every declared route is
// registered, and server/API.md documents each one by method and path.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/domain/api/index.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp } from '../utils/server/test-app.ts';

const declared = Object.values(apiRoutes)
  .flatMap((area) => Object.values(area))
  .map((r) => `${r.method} ${r.path}`);

describe.each(PGLITE_ONLY)('the API contract (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const registered = () =>
    t.app.apiRoutes.map((r) => ({ ...r, key: `${r.method} ${r.url.replace(/^\/api/, '')}` }));

  it('declares each route once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('registers every declared route, and nothing else', () => {
    const keys = registered().map((r) => r.key);
    expect([...keys].sort()).toEqual([...declared].sort());
  });

  it('registers every route through the contract', () => {
    const byHand = registered().filter((r) => !r.fromContract);
    expect(byHand.map((r) => r.key)).toEqual([]);
  });

  it('documents every declared route in server/API.md', async () => {
    const doc = await readFile(new URL('../../server/API.md', import.meta.url), 'utf8');
    const missing = declared.filter((key) => !doc.includes(key));
    expect(missing).toEqual([]);
  });
});
