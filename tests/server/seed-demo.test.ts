// `npm run seed:demo` as a newcomer runs it (issue 20): against a running server on its port,
// it creates the roll's areas and puts each part's voters in its booth, so the worker given
// one booth receives that part in serial order; and when it cannot go on it says why in one line.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boothPath } from '../../server/demo/roll/roll-identity.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { assignScope } from '../utils/server/team.ts';
import type { SignedIn, TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail } from '../utils/server/test-app.ts';

const run = promisify(execFile);

/** The script as `npm run seed:demo` runs it, with this environment and arguments. */
async function seedDemo(env: Record<string, string>, args: string[]) {
  try {
    const out = await run('node', ['--import', 'tsx', 'scripts/seed-demo.ts', ...args], {
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    return { code: 0, ...out };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run seed:demo', () => {
  let t: TestApp;
  let admin: SignedIn;
  let port = '';

  beforeAll(async () => {
    t = await startTestApp('pglite');
    admin = await t.newUser(uniqueEmail('admin'), 'Admin User');
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(origin).port;
  });
  afterAll(() => t.close());

  it("loads a roll-shaped demo into its booths, and a booth's worker receives that part", async () => {
    const seeded = await seedDemo({ PORT: port }, [
      '--email',
      admin.user.email,
      '--password',
      PASSWORD,
      '--count',
      '600',
    ]);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toContain('Demo roll loaded: 600 voters in 3 booths');

    const worker = await t.newUser(uniqueEmail('booth'), 'Booth Worker');
    await assignScope(t, admin.token, worker.user.booth_id, boothPath(2));
    const rows = await new SyncClient(t, worker.token).pullAll();
    const voters = rows.filter((r) => r.table === 'voters').map((r) => r.fields);
    expect(voters.length).toBeGreaterThan(200);
    expect(new Set(voters.map((v) => v.partNumber))).toEqual(new Set([2]));
    const serials = voters.map((v) => v.serialNumber as number).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    expect(voters.every((v) => typeof v.relation === 'string' && v.relation !== '')).toBe(true);
    const booth = rows.find((r) => r.table === 'areas' && r.fields.path === boothPath(2));
    expect(booth?.fields).toMatchObject({ parts: [2] });
    expect(String(booth?.fields.pollingStation)).toMatch(/^Govt\. Primary School, /);
  });

  it('says in one line what is wrong: no server, a wrong password', async () => {
    const absent = await seedDemo({ PORT: '9' }, ['--email', 'a@b.c', '--password', 'x']);
    expect(absent.code).toBe(1);
    expect(absent.stderr.trim()).toBe(
      'Cannot reach the server at http://localhost:9: start it with "npm start" (or give --url).',
    );
    const wrong = await seedDemo({}, [
      '--url',
      `http://127.0.0.1:${port}`,
      '--email',
      admin.user.email,
      '--password',
      'not-it',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim().split('\n')).toEqual([
      'Sign-in failed (401): Invalid email or password',
    ]);
  });
});
