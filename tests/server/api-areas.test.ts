// The areas API as server/API.md documents it (issue 43): the script printed there is taken out
// of the document as it stands and run with Node against a real listening server, so what a
// script writer copies is exactly what is tested. Then what it made is checked: the ids, each
// area at its own path, the booth's parts taking a voter of that part home, the worker's scope;
// and the refusals the document names for a wrong id or scope.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaId } from '../../src/domain/areas.ts';
import { PASSWORD, startTestApp } from '../utils/server/test-app.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { PGLITE_ONLY } from '../utils/server/test-databases.ts';

const run = promisify(execFile);
const DOC = new URL('../../server/API.md', import.meta.url);

/** The fenced block after `<!-- areas-script -->` in server/API.md. */
async function documentedScript(): Promise<string> {
  const doc = await readFile(DOC, 'utf8');
  const m = /<!-- areas-script -->\s*```js\n([\s\S]*?)```/.exec(doc);
  if (!m) throw new Error('server/API.md has no areas script');
  return m[1]!;
}

type Made = { areas: { path: string; id: string }[]; worker: { id: string; scope: string } };

describe.each(PGLITE_ONLY)('the areas API as documented (%s)', (kind) => {
  let t: TestApp;
  let admin: SignedIn;
  let dir: string;
  let made: Made;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.newUser('admin@example.com', 'First Admin');
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(join(tmpdir(), 'areas-script-'));
    const file = join(dir, 'make-areas.mjs');
    await writeFile(file, await documentedScript());
    const { stdout } = await run(process.execPath, [file], {
      env: {
        PATH: process.env.PATH,
        BOOTH_URL: origin,
        BOOTH_EMAIL: 'admin@example.com',
        BOOTH_PASSWORD: PASSWORD,
        WORKER_EMAIL: 'booth45@example.com',
        WORKER_PASSWORD: 'booth-45-password',
      },
      timeout: 60_000,
    });
    made = JSON.parse(stdout) as Made;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes the tree with the ids the domain gives, each area at its own path', async () => {
    expect(admin.user.role).toBe('admin');
    expect(made.areas.map((a) => a.path)).toEqual([
      'up',
      'up/lucknow',
      'up/lucknow/lucknow-central',
      'up/lucknow/lucknow-central/north',
      'up/lucknow/lucknow-central/north/aminabad',
      'up/lucknow/lucknow-central/north/aminabad/booth-45',
    ]);
    for (const a of made.areas) expect(a.id, a.path).toBe(areaId(a.path));
    const { rows } = await t.db.query<{
      id: string;
      scope: string;
      fields: Record<string, unknown>;
    }>(`SELECT id, scope, fields FROM records WHERE tbl = 'areas' AND NOT deleted ORDER BY scope`);
    expect(rows.map((r) => [r.id, r.scope, r.fields.path])).toEqual(
      made.areas.map((a) => [a.id, a.path, a.path]),
    );
    const booth = rows.at(-1)!.fields;
    expect(booth).toMatchObject({ name: 'Booth 45', parts: [45] });
    expect(rows[2]!.fields).toMatchObject({ name: 'Lucknow Central', number: 173 });
  });

  it('gives the worker the booth, and the booth the voters of its part', async () => {
    const booth = made.areas.at(-1)!.path;
    expect(made.worker.scope).toBe(booth);
    const worker = await t.signIn('booth45@example.com', 'booth-45-password');
    expect(worker.user.scope).toBe(booth);
    const voter = crypto.randomUUID();
    const res = await t.as(admin.token, {
      method: 'POST',
      url: '/api/sync/push',
      payload: {
        clientId: `voters-${crypto.randomUUID()}`,
        mutations: [
          {
            mutationId: 1,
            table: 'voters',
            id: voter,
            op: 'put',
            fields: { firstName: 'Asha', partNumber: 45, scope: 'up/lucknow/lucknow-central' },
            baseVersion: 0,
          },
        ],
      },
    });
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([]);
    const { rows } = await t.db.query<{ scope: string }>(
      `SELECT scope FROM records WHERE tbl = 'voters' AND id = $1`,
      [voter],
    );
    expect(rows[0]!.scope).toBe(booth);
  });

  it('gives the ids the document shows as examples', async () => {
    const doc = await readFile(DOC, 'utf8');
    const examples = [...doc.matchAll(/`([a-z0-9/-]+)` →\s+`([0-9a-f-]{36})`/g)];
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [, path, id] of examples) expect(id, path).toBe(areaId(path!));
  });

  it('refuses another id or another scope, as documented', async () => {
    const push = (id: string, scope: string) =>
      t.as(admin.token, {
        method: 'POST',
        url: '/api/sync/push',
        payload: {
          clientId: `areas-${crypto.randomUUID()}`,
          mutations: [
            {
              mutationId: 1,
              table: 'areas',
              id,
              op: 'put',
              fields: { path: 'up/agra', name: 'Agra', scope },
              baseVersion: 0,
            },
          ],
        },
      });
    const reasons = async (id: string, scope: string) =>
      (await push(id, scope)).json<{ errors: { reason: string }[] }>().errors.map((e) => e.reason);
    expect(await reasons(crypto.randomUUID(), 'up/agra')).toEqual(['errors.areaId']);
    expect(await reasons(areaId('up/agra'), 'up')).toEqual(['errors.scope']);
    expect(await reasons(areaId('up/agra'), 'up/agra')).toEqual([]);
  });
});
