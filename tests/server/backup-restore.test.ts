// Backup and restore (npm run backup / restore): a round trip keeps every row and file, and a
// phone's old cursor and mutation numbers carry on; a restore refuses a database with data
// unless forced, and refuses damaged or newer backups without changing anything; restoring an
// older backup makes the phones that saw newer versions start again (their pushes renumber
// after the 409 gap); and a running PGlite server streams a consistent backup while pushes go on.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { CommandError, backupCommand, restoreCommand } from '../../server/backup/commands.ts';
import { CONTROL_HEADER, readControlFile } from '../../server/backup/control-file.ts';
import { writeBackup } from '../../server/backup/dump.ts';
import type { BackupHeader } from '../../server/backup/format.ts';
import { BACKUP_TABLES, BadBackupError } from '../../server/backup/format.ts';
import { RestoreRefusedError, restoreBackup } from '../../server/backup/restore.ts';
import type { Database } from '../../server/db/database.ts';
import type { PushResponse } from '../../src/domain/sync-protocol.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { PASSWORD, startTestApp, uniqueEmail, wrapApp } from '../utils/server/test-app.ts';
import type { TestDatabase } from '../utils/server/test-databases.ts';
import {
  DATABASE_KINDS_WHERE_IT_MATTERS,
  openTestDatabase,
} from '../utils/server/test-databases.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { IMAGES, imageUpload } from '../../devkit/images.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'booth-backup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let fileNo = 0;
const newFile = () => join(dir, `backup-${++fileNo}.jsonl.gz`);

async function backupTo(db: Database): Promise<string> {
  const file = newFile();
  await writeBackup(db, createWriteStream(file));
  return file;
}

const restoreFrom = (db: Database, file: string, force = false) =>
  restoreBackup(db, createReadStream(file), { force });

/** The backup's lines, parsed. */
async function readDump(file: string) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const header = lines[0] as unknown as BackupHeader;
  const rows = (table: string) =>
    lines.filter((l) => l.t === table).map((l) => l.r as Record<string, unknown>);
  return { header, lines, rows };
}

/** Every row of our tables as the database renders it, settings apart. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of BACKUP_TABLES) {
    const { rows } = await db.query<{ j: string }>(
      `SELECT row_to_json(x)::text AS j FROM ${t.name} x ORDER BY ${t.orderBy}`,
    );
    out[t.name] = rows.map((r) => r.j);
  }
  return out;
}

const settings = async (db: Database) =>
  Object.fromEntries(
    (await db.query<{ key: string; value: string }>('SELECT key, value FROM settings')).rows.map(
      (r) => [r.key, r.value],
    ),
  );

const count = async (db: Database, table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

/** An app on a database that already holds data (the first account is not made here). */
async function appOn(testDb: TestDatabase): Promise<TestApp> {
  return wrapApp(await buildApp({ db: testDb.db, authRateLimit: 10_000 }), testDb);
}

/**
 * Empty a database completely: tables, sequences, rows, migration state. (Cheaper than a new
 * one: a new PGlite takes seconds to start.)
 */
const wipe = (db: Database) => db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)('backup and restore (%s)', (kind) => {
  // One database for the suite, emptied for each test: a new PGlite takes seconds to start.
  let shared: TestDatabase;
  beforeAll(async () => {
    shared = await openTestDatabase(kind);
  });
  afterAll(() => shared.dispose());
  const start = async () => {
    await wipe(shared.db);
    return appOn(shared);
  };

  it('round trip: every row and file comes back; an old cursor gets only what changed, pushes carry on', async () => {
    const t = await start();
    const admin = await t.newUser(uniqueEmail('admin'));
    const worker = await t.newUser(uniqueEmail('worker'));
    const phone = new SyncClient(t, admin.token);
    const ids = Array.from({ length: 6 }, () => randomUUID());
    await phone.push([
      { table: 'voters', id: ids[0], fields: { firstName: 'Asha', age: 41 } },
      { table: 'voters', id: ids[1], fields: { firstName: 'Ravi' } },
      { table: 'members', id: ids[2], fields: { name: 'Meena', level: 'booth' } },
      { table: 'chatGroups', id: ids[3], fields: { name: 'Ward 5' } },
      { table: 'chatMessages', id: ids[4], fields: { text: 'नमस्ते\nline two "quoted"' } },
      { table: 'voters', id: ids[1], op: 'patch', fields: { lastName: 'Kumar' } },
      { table: 'chatGroups', id: ids[3], op: 'delete' },
      // Refused (patch of an unknown record): leaves a sync_rejections row.
      { table: 'voters', id: ids[5], op: 'patch', fields: { firstName: 'Nobody' } },
    ]);
    const workerPhone = new SyncClient(t, worker.token);
    await workerPhone.push([{ table: 'voters', fields: { firstName: 'Own' } }]);
    const upload = await t.as(admin.token, {
      method: 'POST',
      url: '/api/files',
      ...imageUpload(IMAGES.png),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileUrl = upload.json<{ url: string }>().url;
    const profile = await t.as(admin.token, {
      method: 'PUT',
      url: `/api/booth/edit-booth-user/${admin.user.booth_id}`,
      headers: { 'idempotency-key': 'profile-1' },
      payload: { firstName: 'Admin', lastName: 'Restored' },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // The admin's poll day (app_settings, jsonb) comes back too.
    const poll = await t.as(admin.token, {
      method: 'PUT',
      url: '/api/admin/settings/election',
      payload: { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00' },
    });
    expect(poll.statusCode, poll.body).toBe(200);
    // A number JavaScript cannot hold: the backup must not round it.
    await t.db.query(
      `UPDATE records SET fields = fields || '{"big": 12345678901234567890.5}'::jsonb WHERE id = $1`,
      [ids[0]],
    );
    await phone.pullAll();
    const before = await contents(t.db);
    const settingsBefore = await settings(t.db);
    for (const table of [
      'users',
      'app_settings',
      'records',
      'files',
      'sync_clients',
      'sync_rejections',
    ])
      expect(before[table]!.length, table).toBeGreaterThan(0);

    const file = await backupTo(t.db);
    const dump = await readDump(file);
    expect(dump.header).toMatchObject({
      format: 'booth-panel-backup',
      formatVersion: 1,
      database: kind,
      syncEpoch: settingsBefore.sync_epoch,
      migration: expect.stringMatching(/^\d{3}_.*\.sql$/),
    });
    const versions = dump.rows('records').map((r) => Number(r.version));
    expect(dump.header.maxVersion).toBe(Math.max(...versions));
    // The server stops and the database is wiped (PostgreSQL: a new database, restored through
    // the command as the CLI does, which checks that no app server is connected).
    await t.app.close();
    const fresh = kind === 'postgres' ? await openTestDatabase(kind) : t.testDb;
    if (!fresh.url) {
      await wipe(fresh.db);
      expect(await count(fresh.db, 'pg_tables WHERE schemaname = current_schema()')).toBe(0);
    }
    const summary = fresh.url
      ? await restoreCommand({ databaseUrl: fresh.url, dataDir: '' }, file)
      : await restoreFrom(fresh.db, file);
    expect(summary.rows).toEqual(dump.lines.at(-1)!.rows);
    const t2 = await appOn(fresh);
    try {
      const after = await contents(fresh.db);
      expect({ ...after, settings: [] }).toEqual({ ...before, settings: [] });
      const settingsAfter = await settings(fresh.db);
      expect(settingsAfter.jwt_key).toBe(settingsBefore.jwt_key);
      expect(settingsAfter.sync_epoch).not.toBe(settingsBefore.sync_epoch);
      expect(settingsAfter.sync_epoch).toBe(summary.syncEpoch);
      expect(JSON.parse(settingsAfter.sync_lineage!)).toEqual([
        { epoch: settingsBefore.sync_epoch, upToVersion: dump.header.maxVersion },
      ]);
      // jsonb numbers are not rounded on the way through.
      const big = await fresh.db.query<{ big: string }>(
        "SELECT fields->>'big' AS big FROM records WHERE id = $1",
        [ids[0]],
      );
      expect(big.rows[0]!.big).toBe('12345678901234567890.5');

      // The same phone, same token (the key came back), same cursor: nothing is sent again.
      const t2Phone = Object.assign(new SyncClient(t2, admin.token), {
        cursor: phone.cursor,
        clientId: phone.clientId,
      });
      const quiet = await t2Phone.pull();
      expect(quiet).toMatchObject({ reset: false, rows: [], hasMore: false });
      const image = await t2.as(admin.token, { method: 'GET', url: fileUrl });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(IMAGES.png)).toBe(true);

      // Someone writes; the phone gets exactly that, with a version past the backup's.
      const other = new SyncClient(t2, worker.token);
      const changedId = randomUUID();
      await other.push([{ table: 'voters', id: changedId, fields: { firstName: 'New' } }]);
      const page = await t2Phone.pull();
      expect(page.reset).toBe(false);
      expect(page.rows.map((r) => r.id)).toEqual([changedId]);
      expect(page.rows[0]!.version).toBeGreaterThan(dump.header.maxVersion);

      // Its mutation numbers run on: 9 follows the 8 it pushed before the backup.
      const pushed = await t2Phone.pushRaw([
        {
          mutationId: 9,
          table: 'voters',
          id: ids[0]!,
          op: 'patch',
          fields: { age: 42 },
          baseVersion: 0,
        },
      ]);
      expect(pushed.statusCode, pushed.body).toBe(200);
      expect(pushed.json<PushResponse>()).toMatchObject({ lastMutationId: 9, errors: [] });
      // The idempotency record came back too: the same key replays the stored answer.
      const replay = await t2.as(admin.token, {
        method: 'PUT',
        url: `/api/booth/edit-booth-user/${admin.user.booth_id}`,
        headers: { 'idempotency-key': 'profile-1' },
        payload: { firstName: 'Other' },
      });
      expect(replay.headers['idempotent-replayed']).toBe('true');
    } finally {
      await t2.app.close();
      if (fresh !== t.testDb) await fresh.dispose();
    }
  });

  it('refuses a database with data unless forced; forced, it replaces everything', async () => {
    const t = await start();
    try {
      await t.newUser(uniqueEmail('first'));
      const file = await backupTo(t.db);
      const expected = await contents(t.db);
      const later = await t.newUser(uniqueEmail('later'));
      await new SyncClient(t, later.token).push([{ fields: { firstName: 'Keep me' } }]);
      await t.app.close();
      const kept = await contents(t.db);

      await expect(restoreFrom(t.db, file)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreFrom(t.db, file)).rejects.toThrow(/not empty \(2 users, 1 records/);
      expect(await contents(t.db)).toEqual(kept);

      await restoreFrom(t.db, file, true);
      expect({ ...(await contents(t.db)), settings: [] }).toEqual({ ...expected, settings: [] });
    } finally {
      await t.app.close();
    }
  });

  it('refuses a newer, damaged or partial backup and leaves the database as it was', async () => {
    const t = await start();
    const fresh = t.testDb;
    try {
      const admin = await t.newUser(uniqueEmail('admin'));
      await new SyncClient(t, admin.token).push([{}, {}, {}]);
      const file = await backupTo(t.db);
      await t.app.close();
      await wipe(t.db);
      const lines = gunzipSync(await readFile(file))
        .toString('utf8')
        .split('\n');
      const variant = async (edit: (lines: string[]) => string[]) => {
        const name = newFile();
        await writeFile(name, gzipSync(edit([...lines]).join('\n')));
        return name;
      };
      const newer = await variant(([head, ...rest]) => {
        const h = JSON.parse(head!) as BackupHeader;
        h.migrations.push('999_from_the_future.sql');
        return [JSON.stringify(h), ...rest];
      });
      await expect(restoreFrom(fresh.db, newer)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreFrom(fresh.db, newer)).rejects.toThrow(/newer or different version/);

      // Cut before the end line: users and records went in before the failure, and were undone.
      const partial = await variant((l) => l.slice(0, -3));
      await expect(restoreFrom(fresh.db, partial)).rejects.toThrow(BadBackupError);
      const damaged = await variant((l) => {
        l.splice(
          l.findIndex((x) => x.startsWith('{"t":"records"')),
          1,
        );
        return l;
      });
      await expect(restoreFrom(fresh.db, damaged)).rejects.toThrow(/counts do not match/);
      const notGzip = newFile();
      await writeFile(notGzip, 'hello');
      await expect(restoreFrom(fresh.db, notGzip)).rejects.toThrow();
      const failing = new Readable({
        read() {
          this.destroy(new Error('disk on fire'));
        },
      });
      await expect(restoreBackup(fresh.db, failing)).rejects.toThrow('disk on fire');
      for (const table of ['users', 'records', 'settings'])
        expect(await count(fresh.db, table), table).toBe(table === 'settings' ? 1 : 0);

      // The intact file still restores into the same database afterwards.
      const ok = await restoreFrom(fresh.db, file);
      expect(ok.rows.records).toBe(3);

      // A table the backup does not know stops a backup (add new tables to BACKUP_TABLES).
      await fresh.db.query('CREATE TABLE stray (id int)');
      await expect(backupTo(fresh.db)).rejects.toThrow(/unknown tables: stray/);
    } finally {
      await t.app.close();
    }
  });

  it('going back in time: phones past the backup start again (pushes renumber), others keep their cursor, also after a second restore', async () => {
    const t = await start();
    const admin = await t.newUser(uniqueEmail('admin'));
    const ahead = new SyncClient(t, admin.token); // will see versions the restore throws away
    const behind = new SyncClient(t, admin.token); // pulled before the backup only
    const older = new SyncClient(t, admin.token); // pulled before the backup, then never again
    const kept = [randomUUID(), randomUUID(), randomUUID()];
    await ahead.push(kept.map((id) => ({ id, fields: { firstName: 'Kept' } })));
    for (const c of [ahead, behind, older]) await c.pullAll();
    const file = await backupTo(t.db);
    const dump = await readDump(file);

    const lost = [randomUUID(), randomUUID()];
    await ahead.push(lost.map((id) => ({ id, fields: { firstName: 'Lost' } }))); // mutations 4, 5
    expect((await ahead.pullAll()).map((r) => r.id)).toEqual(lost);

    // The servers stop, the backup is restored over the database, the servers start again.
    await t.app.close();
    await restoreFrom(t.db, file, true);
    const t2 = wrapApp(await buildApp({ db: t.db, authRateLimit: 10_000 }), t.testDb);
    const at = (c: SyncClient) =>
      Object.assign(new SyncClient(t2, admin.token), { cursor: c.cursor, clientId: c.clientId });
    const ahead2 = at(ahead);
    const behind2 = at(behind);
    try {
      const restart = await ahead2.pull();
      expect(restart.reset).toBe(true);
      expect(restart.rows.map((r) => r.id).sort()).toEqual([...kept].sort());
      expect(await behind2.pull()).toMatchObject({ reset: false, rows: [] });

      // Its next mutation (6) meets the gap: the server stopped at 3. Renumbered from 4, it goes in.
      const id = randomUUID();
      const mutation = {
        table: 'voters' as const,
        id,
        op: 'put' as const,
        fields: { firstName: 'Again' },
        baseVersion: 0,
      };
      const gap = await ahead2.pushRaw([{ ...mutation, mutationId: 6 }]);
      expect(gap.statusCode).toBe(409);
      expect(gap.json()).toMatchObject({
        error: 'mutation_gap',
        expectedMutationId: 4,
        lastMutationId: 3,
      });
      const renumbered = await ahead2.pushRaw([{ ...mutation, mutationId: 4 }]);
      expect(renumbered.statusCode, renumbered.body).toBe(200);
      expect(renumbered.json<PushResponse>().lastMutationId).toBe(4);
      const next = await behind2.pull();
      expect(next.reset).toBe(false);
      expect(next.rows.map((r) => r.id)).toEqual([id]);
      expect(next.rows[0]!.version).toBeGreaterThan(dump.header.sequences.record_version_seq!);

      // Backed up and restored again: the first epoch's cursors are still good up to its max.
      const second = await backupTo(t.db);
      await t2.app.close();
      await wipe(t.db);
      await restoreFrom(t.db, second);
      const t3 = await appOn(t.testDb);
      try {
        const older3 = Object.assign(new SyncClient(t3, admin.token), { cursor: older.cursor });
        const page = await older3.pull();
        expect(page.reset).toBe(false);
        expect(page.rows.map((r) => r.id)).toEqual([id]);
        const ahead3 = Object.assign(new SyncClient(t3, admin.token), { cursor: ahead.cursor });
        expect((await ahead3.pull()).reset).toBe(true);
      } finally {
        await t3.app.close();
      }
    } finally {
      await t2.app.close();
    }
  });

  it('the admin route is for this machine with the secret only (PGlite); absent on PostgreSQL; a reader that goes away ends the backup', async () => {
    const t = await start();
    try {
      const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
        t.request({ method: 'GET', url: '/api/admin/backup', remoteAddress, headers });
      const outside = await get('10.1.2.3', { [CONTROL_HEADER]: 'x' });
      expect(outside.statusCode).toBe(404);
      expect(outside.json().message).toBe('No route GET /api/admin/backup');
      const proxied = await get('127.0.0.1', { 'x-forwarded-for': '10.1.2.3' });
      expect(proxied.statusCode).toBe(404);
      const noSecret = await get('127.0.0.1');
      expect(noSecret.statusCode).toBe(kind === 'pglite' ? 403 : 404);
      const wrong = await get('::1', { [CONTROL_HEADER]: 'guess' });
      expect(wrong.statusCode).toBe(kind === 'pglite' ? 403 : 404);

      // A reader that stops reading and then goes away (a client that disconnects): the backup
      // fails at once and its transaction ends, so the database is not left locked (PGlite).
      await t.db.query(`INSERT INTO records (tbl, id, version, scope, owner_id, fields)
        SELECT 'voters', gen_random_uuid(), g, '', gen_random_uuid(), jsonb_build_object('x', md5(g::text))
        FROM generate_series(1, 20000) g`);
      const stalled = new Writable({ highWaterMark: 1, write: () => undefined });
      const backup = writeBackup(t.db, stalled);
      setTimeout(() => stalled.destroy(), 200);
      await expect(backup).rejects.toThrow();
      expect((await t.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await t.app.close();
    }
  });
});

describe.runIf(DATABASE_KINDS_WHERE_IT_MATTERS.includes('postgres'))(
  'backup and restore commands (postgres)',
  () => {
    it("back up through DATABASE_URL; restore refuses while app servers are connected; PostgreSQL and PGlite read each other's backups", async () => {
      const t = await startTestApp('postgres');
      const pglite = await openTestDatabase('pglite');
      try {
        const admin = await t.newUser(uniqueEmail('admin'));
        await new SyncClient(t, admin.token).push([
          { fields: { firstName: 'Cross', n: 1.5, list: [1, 'two', null] } },
          { table: 'members', fields: { name: 'Over' } },
        ]);
        const image = await t.as(admin.token, {
          method: 'POST',
          url: '/api/files',
          ...imageUpload(IMAGES.gif),
        });
        expect(image.statusCode).toBe(201);
        const file = newFile();
        const result = await backupCommand({ databaseUrl: t.testDb.url, dataDir: '' }, file);
        expect(result).toMatchObject({ via: 'postgres', rows: { users: 1, records: 2, files: 1 } });
        expect(existsSync(`${file}.partial`)).toBe(false);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        // The app's pool is connected: the restore must not pull the data from under it.
        const refused = restoreCommand({ databaseUrl: t.testDb.url, dataDir: '' }, file, {
          force: true,
          aloneWithinMs: 300,
        });
        await expect(refused).rejects.toThrow(CommandError);
        await expect(refused).rejects.toThrow(/Stop the app servers/);

        // PostgreSQL -> PGlite -> PostgreSQL: the same rows, byte for byte as each renders them.
        const expected = await contents(t.db);
        await restoreFrom(pglite.db, file);
        expect({ ...(await contents(pglite.db)), settings: [] }).toEqual({
          ...expected,
          settings: [],
        });
        const back = await backupTo(pglite.db);
        await t.app.close();
        await wipe(t.db);
        await restoreFrom(t.db, back);
        expect({ ...(await contents(t.db)), settings: [] }).toEqual({ ...expected, settings: [] });
      } finally {
        await t.close();
        await pglite.dispose();
      }
    });
  },
);

// ---- A running PGlite server (a child process) -------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function runCli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'server/cli', script), ...args],
      // A command that hangs fails with what it printed, not as the test's timeout.
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 90_000 },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('backup of a running PGlite server', () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    dataDir = join(dir, 'running-data');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/index.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 200 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 150));
    }
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((r) => server!.once('exit', r));
    }
  });

  const call = async (path: string, init: { method?: string; token?: string; body?: unknown }) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('streams one consistent snapshot while pushes go on; restore waits for the server to stop', async () => {
    const email = uniqueEmail('running');
    await call('/api/booth/create-booth-user', {
      method: 'POST',
      body: { name: 'Run Ning', email, password: PASSWORD },
    });
    const login = await call('/api/booth/login-booth-user', {
      method: 'POST',
      body: { email, password: PASSWORD },
    });
    const token = login.body.token as string;
    const clientId = `running-${randomUUID()}`;
    const PER_PUSH = 5;
    let pushes = 0;
    let stop = false;
    let failed = false;
    const pushing = (async () => {
      while (!stop && !failed) {
        const mutations = Array.from({ length: PER_PUSH }, (_, i) => ({
          mutationId: pushes * PER_PUSH + i + 1,
          table: 'voters',
          id: randomUUID(),
          op: 'put',
          fields: { firstName: `P${pushes}`, batch: pushes },
          baseVersion: 0,
        }));
        const res = await call('/api/sync/push', {
          method: 'POST',
          token,
          body: { clientId, mutations },
        }).catch(() => ({ status: 0 }));
        failed = res.status !== 200;
        if (!failed) pushes += 1;
      }
    })();
    const waitFor = async (n: number) => {
      while (pushes < n && !failed) await new Promise((r) => setTimeout(r, 20));
    };
    await waitFor(3);

    const file = newFile();
    const backup = await runCli('backup.ts', [file], { DATA_DIR: dataDir });
    const pushedByThen = pushes;
    await waitFor(pushedByThen + 3);
    stop = true;
    await pushing;
    expect(failed).toBe(false);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('from the running server');

    const dump = await readDump(file);
    const records = dump.rows('records');
    const versions = records.map((r) => Number(r.version));
    expect(Math.max(...versions)).toBe(dump.header.maxVersion);
    // Whole pushes only, the first n of them, and the client's lastMutationId says n pushes.
    const batches = new Map<number, number>();
    for (const r of records) {
      const b = (r.fields as { batch: number }).batch;
      batches.set(b, (batches.get(b) ?? 0) + 1);
    }
    const n = batches.size;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThan(pushes);
    expect([...batches.keys()].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    expect([...batches.values()].every((c) => c === PER_PUSH)).toBe(true);
    const client = dump.rows('sync_clients').find((c) => c.client_id === clientId)!;
    expect(Number(client.last_mutation_id)).toBe(n * PER_PUSH);

    // The route wants the secret and a direct loopback request.
    const info = (await readControlFile(dataDir))!;
    expect((await stat(join(dataDir, 'booth-control.json'))).mode & 0o777).toBe(0o600);
    expect((await fetch(`${base}/api/admin/backup`)).status).toBe(403);
    const proxied = await fetch(`${base}/api/admin/backup`, {
      headers: { [CONTROL_HEADER]: info.secret, 'x-forwarded-for': '10.1.2.3' },
    });
    expect(proxied.status).toBe(404);

    const refused = await runCli('restore.ts', [file, '--force'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/server is running on .*Stop it, then restore/);

    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    expect(existsSync(join(dataDir, 'booth-control.json'))).toBe(false);
    // Stopped: the directory itself is restored, replacing what the server wrote after the backup.
    const restored = await restoreCommand({ dataDir }, file, { force: true });
    expect(restored.rows.records).toBe(n * PER_PUSH);
    const again = await backupCommand({ dataDir }, newFile());
    expect(again).toMatchObject({ via: 'data-dir', rows: { records: n * PER_PUSH } });
    // Two command-line runs (tsx compiles each) and a server stop: slow on a loaded machine.
  }, 180_000);
});
