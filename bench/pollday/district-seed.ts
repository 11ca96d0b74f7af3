// The district a poll-day run works on, written straight into the throwaway database (sign-ups
// and roll imports through the API would cost minutes of argon2 and pushes that measure
// nothing here): areas (state, district, assembly, blocks, mandals, booths — each booth with
// its own roll part), the roll (server/demo/roll-generator.ts, each voter at its booth), the
// tallies rebuilt from it, and the accounts — an admin, one phone and one booth coordinator
// per booth, mandal, block and assembly coordinators, and the idle watchers of another
// district. Tokens come from the server's own token service on the key in the database, so the
// app servers accept them exactly as a sign-in's; every account starts with a pull cursor at
// the roll's end, as a phone that synced the roll the evening before.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import { createTokenService } from '../../server/auth/tokens.ts';
import { rebuildFieldTallies } from '../../server/services/field-tallies.ts';
import { readSyncEpoch } from '../../server/services/sync-epoch.ts';
import { cursorTag, encodeCursor } from '../../server/services/sync-pull.ts';
import type { RecordState } from '../../server/services/sync-store.ts';
import { writeRecords } from '../../server/services/sync-store.ts';
import { areaId } from '../../src/domain/areas.ts';

export const ASSEMBLY = 'up/bench/ac1';
/** The idle watchers' district: marks elsewhere never poke them. */
export const IDLE_DISTRICT = 'up/idle';
const IDLE_BOOTH = `${IDLE_DISTRICT}/ac1/k1/m1/b1`;
const LAST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export type Account = { id: string; name: string; scope: string; token: string; cursor: string };
export type Level = 'booth' | 'mandal' | 'block' | 'assembly';
export type Booth = { path: string; part: number; voters: string[]; phone: Account };
export type Watcher = { level: Level; account: Account };

export type District = {
  booths: Booth[];
  watchers: Watcher[];
  /** Coordinators who see one mark of the assembly: booth, mandal, block and assembly. */
  watchersPerMark: number;
  /** A booth of the idle district, whose marks poke every idle watcher. */
  idleBooth: Booth;
  idleWatchers: Account[];
  voters: number;
};

type Shape = {
  booths: number;
  votersPerBooth: number;
  boothsPerMandal: number;
  mandalsPerBlock: number;
  idleWatchers: number;
};

type NewUser = { id: string; email: string; scope: string; role: 'admin' | 'worker'; name: string };

const pad = (n: number) => String(n).padStart(3, '0');

async function insertUsers(db: Database, users: NewUser[]): Promise<void> {
  for (let i = 0; i < users.length; i += 5_000)
    await db.query(
      `INSERT INTO users (id, email, password_hash, role, scope, first_name)
       SELECT id, email, 'no sign-in: a benchmark account', role, scope, name
       FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, email text, role text, scope text, name text)`,
      [JSON.stringify(users.slice(i, i + 5_000))],
    );
}

const state = (
  table: 'areas' | 'voters',
  id: string,
  scope: string,
  owner: string,
  fields: object,
): RecordState => ({ table, id, scope, ownerId: owner, deleted: false, fields }) as RecordState;

/** Every area on the paths to `leaves`, each once; booths (the leaves) with their part. */
function areaStates(owner: string, booths: { path: string; part: number }[]): RecordState[] {
  const parts = new Map(booths.map((b) => [b.path, b.part]));
  const paths = new Set<string>();
  for (const b of booths) {
    const segments = b.path.split('/');
    for (let d = 1; d <= segments.length; d++) paths.add(segments.slice(0, d).join('/'));
  }
  return [...paths].map((path) =>
    state('areas', areaId(path), path, owner, {
      path,
      name: `Bench ${path}`,
      ...(parts.has(path) ? { parts: [parts.get(path)] } : {}),
    }),
  );
}

export async function seedDistrict(db: Database, shape: Shape): Promise<District> {
  await migrate(db);
  const admin: NewUser = {
    id: randomUUID(),
    email: 'admin@pollday.bench',
    scope: '',
    role: 'admin',
    name: 'Admin',
  };
  const user = (email: string, scope: string, name: string): NewUser => ({
    id: randomUUID(),
    email: `${email}@pollday.bench`,
    scope,
    role: 'worker',
    name,
  });

  // The tree: blocks of mandals of booths.
  const boothShapes = Array.from({ length: shape.booths }, (_, i) => {
    const mandal = Math.floor(i / shape.boothsPerMandal) + 1;
    const block = Math.floor((mandal - 1) / shape.mandalsPerBlock) + 1;
    const path = `${ASSEMBLY}/k${block}/m${pad(mandal)}/b${pad(i + 1)}`;
    return { path, part: i + 1, mandal: path.split('/').slice(0, 5).join('/') };
  });
  const mandals = [...new Set(boothShapes.map((b) => b.mandal))];
  const blocks = [...new Set(mandals.map((m) => m.split('/').slice(0, 4).join('/')))];
  const phones = boothShapes.map((b, i) => user(`phone-${i + 1}`, b.path, `Phone ${i + 1}`));
  const idlePhone = user('idle-phone', IDLE_BOOTH, 'Idle booth phone');
  const watcherUsers: { level: Level; user: NewUser }[] = [
    ...boothShapes.map((b, i) => ({
      level: 'booth' as const,
      user: user(`booth-coordinator-${i + 1}`, b.path, `Booth coordinator ${i + 1}`),
    })),
    ...mandals.map((m, i) => ({
      level: 'mandal' as const,
      user: user(`mandal-${i + 1}`, m, `Mandal ${i + 1}`),
    })),
    ...blocks.map((k, i) => ({
      level: 'block' as const,
      user: user(`block-${i + 1}`, k, `Block ${i + 1}`),
    })),
    { level: 'assembly', user: user('assembly', ASSEMBLY, 'Assembly') },
  ];
  const idleUsers = Array.from({ length: shape.idleWatchers }, (_, i) =>
    user(`idle-${i + 1}`, IDLE_DISTRICT, `Idle watcher ${i + 1}`),
  );
  await insertUsers(db, [
    admin,
    ...phones,
    idlePhone,
    ...watcherUsers.map((w) => w.user),
    ...idleUsers,
  ]);

  // Areas and the roll, as records; then the tallies from them.
  const idleShape = { path: IDLE_BOOTH, part: 1 };
  await db.transaction((tx) => writeRecords(tx, areaStates(admin.id, [...boothShapes, idleShape])));
  const where = [...boothShapes, idleShape];
  const voters: string[][] = where.map(() => []);
  const total = where.length * shape.votersPerBooth;
  let n = 0;
  for (const batch of generateRoll({
    seed: 2026,
    count: total,
    assemblySize: total,
    batchSize: 5_000,
  })) {
    const states = batch.map((v) => {
      const at = Math.floor(n++ / shape.votersPerBooth);
      const booth = where[at]!;
      voters[at]!.push(v.id);
      // The roll serial is the voter's place in its booth's list (marks by SMS name serials).
      return state('voters', v.id, booth.path, admin.id, {
        ...v.fields,
        partNumber: booth.part,
        serialNumber: voters[at]!.length,
      });
    });
    await db.transaction((tx) => writeRecords(tx, states));
  }
  await db.transaction((tx) => rebuildFieldTallies(tx));
  await db.query('ANALYZE');

  // Tokens and cursors at the roll's end.
  const tokens = await createTokenService(db);
  const epoch = await readSyncEpoch(db);
  const { rows } = await db.query<{ v: string }>('SELECT max(version) AS v FROM records');
  const last = Number(rows[0]!.v);
  const account = async (u: NewUser): Promise<Account> => ({
    id: u.id,
    name: u.name,
    scope: u.scope,
    token: (await tokens.issue(u.id)).token,
    cursor: encodeCursor(
      { version: last, id: LAST_ID },
      cursorTag(epoch.current, { id: u.id, role: u.role, scope: u.scope }),
    ),
  });
  const booths: Booth[] = [];
  for (const [i, b] of boothShapes.entries())
    booths.push({
      path: b.path,
      part: b.part,
      voters: voters[i]!,
      phone: await account(phones[i]!),
    });
  const watchers: Watcher[] = [];
  for (const w of watcherUsers) watchers.push({ level: w.level, account: await account(w.user) });
  const idleWatchers: Account[] = [];
  for (const u of idleUsers) idleWatchers.push(await account(u));
  return {
    booths,
    watchers,
    watchersPerMark: 4,
    idleBooth: {
      path: IDLE_BOOTH,
      part: 1,
      voters: voters[where.length - 1]!,
      phone: await account(idlePhone),
    },
    idleWatchers,
    voters: total,
  };
}
