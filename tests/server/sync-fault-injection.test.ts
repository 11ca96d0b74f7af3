// Three phones — each with its own IndexedDB (fake-indexeddb), Dexie database and sync engine —
// make random creates, edits and deletes (voters, members, chat, and append-only poll-day marks
// and visits) against the REAL server, through a fetch that drops
// requests, drops answers after the server committed, while servers restart. At the end every
// phone holds exactly the server's data it may see, every acknowledged write is there exactly
// once, and every phone derives the same turnout from the marks it holds as the server does.
// A second layout puts the phones in two booths and their coordinator, who creates booths, moves
// parts between them and deletes one mid-run: records follow their booth (record-homes.ts), and
// a phone that lost a record holds no stale copy of it; one that was out of coverage while a
// part left its booth and came back still holds that part's records. Meanwhile a worker of
// another booth tries to mark and visit their voters: every such entry is refused and no tally
// moves. Now and then a phone also sends its waiting marks by SMS (issue 44) through a stand-in
// of the party office's gateway over the same lossy network (it delivers each SMS again until
// answered), and the outsider sends SMS naming booth 12's serials: the marks that arrive by SMS
// and by sync count once, the phones' pushes of them meet no refusal, and the outsider's SMS
// are refused and logged.
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { FastifyInstance } from 'fastify';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { areaId } from '../../src/domain/areas.ts';
import type { VoteMarkFields } from '../../src/domain/field-work.ts';
import { votedIds } from '../../src/domain/field-work.ts';
import { rebuildFieldTallies } from '../../server/services/field-tallies.ts';
import type { Database } from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/database.ts';
import type { LoginResponse } from '../../src/domain/auth.ts';
import { homeOf, placedRecord } from '../../src/domain/roll-home.ts';
import { scopeContains } from '../../src/domain/scope.ts';
import type { PushResponse, SyncTable } from '../../src/domain/sync-protocol.ts';
import { SYNC_TABLES } from '../../src/domain/sync-protocol.ts';
import { createRecord, deleteRecord, patchRecord } from '../../src/db/commands.ts';
import { runLegacyImport } from '../../src/db/legacy-import.ts';
import { BoothDb } from '../../src/db/database.ts';
import { userFields } from '../../src/db/derive.ts';
import { createFlag } from '../../src/db/reload-flag.ts';
import type { SyncFieldsMap } from '../../src/db/types.ts';
import type { Writer } from '../../src/db/writer.ts';
import { createBackoff } from '../../src/sync/backoff.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import type { SyncSession } from '../../src/sync/sync-api.ts';
import {
  DATABASE_KINDS_WHERE_IT_MATTERS,
  openTestDatabase,
} from '../utils/server/test-databases.ts';
import type { DatabaseKind } from '../utils/server/test-databases.ts';
import { prng } from '../utils/server/prng.ts';
import { fetchPost, SmsGatewayStandIn } from '../../devkit/sms-gateway.ts';
import { setMeta } from '../../src/db/meta.ts';
import { encodeMarks, minuteOf } from '../../src/domain/sms-marks/codec.ts';
import type { SmsGatewaySetup, SmsKey, SmsReceipt } from '../../src/domain/sms-marks/gateway.ts';
import { signMarks } from '../../src/domain/sms-marks/sign.ts';
import { markVoted } from '../../src/features/poll-day/poll-day-data.ts';
import { smsKeyName } from '../../src/features/poll-day/sms-key.ts';
import { prepareSms } from '../../src/features/poll-day/sms-prepare.ts';
import { loadWaitingForData } from '../../src/features/poll-day/sms-waiting.ts';

const PHONES = 3;
const OPS_PER_PHONE = 200;
const SEED = Number(process.env.SYNC_FAULT_SEED ?? Date.now() % 100_000);
const VIRTUAL_ORIGIN = 'http://sync.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One or more app servers over one database; each can be restarted (new port). */
class Cluster {
  private nodes: { db: Database; app: FastifyInstance | null; origin: string | null }[];
  restarts = 0;

  constructor(databases: Database[]) {
    this.nodes = databases.map((db) => ({ db, app: null, origin: null }));
  }

  async start(i: number): Promise<void> {
    const node = this.nodes[i]!;
    node.app = await buildApp({ db: node.db, authRateLimit: 100_000 });
    node.origin = await node.app.listen({ port: 0, host: '127.0.0.1' });
  }

  async startAll(): Promise<void> {
    for (let i = 0; i < this.nodes.length; i++) if (!this.nodes[i]!.app) await this.start(i);
  }

  /** Stop a node (in-flight requests finish), stay down a moment, come back on a new port. */
  async restart(i: number, downMs: number): Promise<void> {
    const node = this.nodes[i]!;
    const app = node.app;
    node.app = null;
    await app?.close();
    await sleep(downMs);
    await this.start(i);
    this.restarts += 1;
  }

  /** Where a request goes: a random node, running or not (a stopped one refuses). */
  origin(random: () => number): string {
    const node = this.nodes[Math.floor(random() * this.nodes.length)]!;
    return node.origin ?? 'http://127.0.0.1:9'; // discard port: connection refused
  }

  get count(): number {
    return this.nodes.length;
  }

  async close(): Promise<void> {
    for (const node of this.nodes) await node.app?.close();
  }
}

type Faults = { enabled: boolean; droppedRequests: number; droppedAnswers: number };

/** fetch through the cluster that loses requests and answers at random. */
function faultyFetch(cluster: Cluster, random: () => number, faults: Faults): typeof fetch {
  return async (input, init) => {
    const url = String(input).replace(VIRTUAL_ORIGIN, cluster.origin(random));
    const roll = random();
    if (faults.enabled && roll < 0.08) {
      faults.droppedRequests += 1;
      throw new TypeError('injected: request lost');
    }
    const res = await fetch(url, init);
    if (faults.enabled && roll < 0.16) {
      await res.arrayBuffer(); // the server has finished (and committed) by now
      faults.droppedAnswers += 1;
      throw new TypeError('injected: answer lost');
    }
    return res;
  };
}

async function call<T>(
  origin: string,
  path: string,
  body: unknown,
  token?: string,
  method = 'POST',
): Promise<T> {
  const res = await fetch(`${origin}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const PASSWORD = 'fault-password';

/** Where the phones' accounts are: all in one booth, or two booths and their coordinator. */
type Layout = { name: string; scopes: string[]; areas: boolean };

const ASSEMBLY = 'up/lucknow/lc';
const BOOTH_12 = `${ASSEMBLY}/b/m/booth-12`;
const BOOTH_13 = `${ASSEMBLY}/b/m/booth-13`;
const ONE_BOOTH: Layout = {
  name: 'one booth',
  scopes: Array.from({ length: PHONES }, () => 'up/lucknow/booth-12'),
  areas: false,
};
const TWO_BOOTHS: Layout = {
  name: 'two booths',
  scopes: [BOOTH_12, BOOTH_13, ASSEMBLY],
  areas: true,
};

/**
 * An admin, then workers at `scopes` (by default all in one booth: they see each other's
 * records), and a worker of another booth who tries to mark and visit their voters.
 */
async function signUpWorkers(
  origin: string,
  n: number,
  scopes: string[] = ONE_BOOTH.scopes,
): Promise<{ workers: LoginResponse[]; outsider: LoginResponse; admin: LoginResponse }> {
  await call(origin, '/booth/create-booth-user', {
    name: 'Admin',
    email: 'admin@fault.test',
    password: PASSWORD,
  });
  const admin = await call<LoginResponse>(origin, '/booth/login-booth-user', {
    email: 'admin@fault.test',
    password: PASSWORD,
  });
  const account = async (name: string, email: string, scope: string) => {
    await call(origin, '/users', { name, email, password: PASSWORD, scope }, admin.token);
    return call<LoginResponse>(origin, '/booth/login-booth-user', { email, password: PASSWORD });
  };
  const workers: LoginResponse[] = [];
  for (let i = 0; i < n; i++)
    workers.push(await account(`Worker ${i}`, `worker${i}@fault.test`, scopes[i]!));
  const outsider = await account('Outsider', 'outsider@fault.test', 'up/lucknow/booth-99');
  return { workers, outsider, admin };
}

/**
 * The outsider's phone: marks and supporter visits for booth 12's voters, pushed straight to
 * a server while the others work. Every one must be refused; what reaches the server is
 * checked by verify (nothing beyond the acknowledged creates, tallies = acknowledged marks).
 */
async function pushForeignEntries(
  cluster: Cluster,
  outsider: LoginResponse,
  victims: () => Promise<string[]>,
  random: () => number,
  isWorking: () => boolean,
): Promise<number> {
  let refused = 0;
  while (isWorking()) {
    await sleep(30 + random() * 70);
    const ids = await victims();
    const voterId = ids[Math.floor(random() * ids.length)];
    if (!voterId) continue;
    const at = new Date().toISOString();
    const mutations = [
      { table: 'voteMarks', fields: { voterId, voted: true, markedAt: at, by: 'Worker 0' } },
      {
        table: 'visits',
        fields: { voterId, outcome: 'met', leaning: 'supporter', visitedAt: at, by: 'Worker 0' },
      },
    ].map((m, i) => ({ ...m, mutationId: i + 1, id: randomUUID(), op: 'put', baseVersion: 0 }));
    let answer: PushResponse;
    try {
      // A fresh client each time: a push lost to a restart is simply not counted.
      answer = await call<PushResponse>(
        cluster.origin(random),
        '/sync/push',
        { clientId: `outsider-${randomUUID()}`, mutations },
        outsider.token,
      );
    } catch {
      continue;
    }
    expect(answer.errors.map((e) => e.reason)).toEqual([
      'errors.voterOutsideArea',
      'errors.voterOutsideArea',
    ]);
    refused += 2;
  }
  return refused;
}

/** The SMS path of the run: the gateway stand-in and what its deliveries were answered. */
type SmsRun = {
  gateway: SmsGatewayStandIn;
  sent: number;
  applied: number;
  duplicate: number;
  refused: number;
  foreignRefused: number;
};

/**
 * A phone sends the marks waiting on it by SMS, as Poll Day prepares them; the gateway hands
 * each SMS to a server, again until one answers (an SMS it gives up on is lost, as SMS can be).
 */
async function sendWaitingBySms(phone: Phone, sms: SmsRun): Promise<void> {
  const waiting = await loadWaitingForData(phone.db, phone.writer.userId);
  if (!waiting.marks.length) return;
  const prepared = await prepareSms(
    phone.db,
    phone.writer.userId,
    waiting.marks,
    '+919000000001',
    false,
  );
  if (!prepared.ok) throw new Error(`${phone.name} holds no SMS key`);
  for (const message of prepared.messages) {
    let answer;
    try {
      answer = await sms.gateway.receive(message.text, `+9190000000${phone.name.slice(1)}`);
    } catch {
      continue;
    }
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const receipt = answer.json as SmsReceipt;
    sms.sent += 1;
    sms.applied += receipt.applied;
    sms.duplicate += receipt.duplicate;
    sms.refused += receipt.refused;
  }
}

/** The outsider's SMS naming booth 12's serials under their own key: each is refused. */
async function smsForeignMarks(
  sms: SmsRun,
  key: SmsKey,
  victims: () => Promise<{ partNumber?: number | null; serialNumber?: number | null }[]>,
  random: () => number,
  isWorking: () => boolean,
): Promise<void> {
  while (isWorking()) {
    await sleep(150 + random() * 250);
    const voters = (await victims()).filter(
      (v) => typeof v.serialNumber === 'number' && typeof v.partNumber === 'number',
    );
    const voter = voters[Math.floor(random() * voters.length)];
    if (!voter) continue;
    const text = await signMarks(
      encodeMarks({
        keyId: key.keyId,
        assembly: 0,
        part: voter.partNumber!,
        minute: minuteOf(new Date().toISOString()),
        serials: [voter.serialNumber!],
      }),
      key.key,
    );
    let answer;
    try {
      answer = await sms.gateway.receive(text, '+919999999999');
    } catch {
      continue;
    }
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: 'refused', applied: 0, duplicate: 0 });
    expect(['otherArea', 'noVoters']).toContain((answer.json as SmsReceipt).reason);
    sms.foreignRefused += 1;
  }
}

type Phone = {
  name: string;
  /** The account's name: what the server writes as the author of its entries. */
  author: string;
  db: BoothDb;
  engine: SyncEngine;
  writer: Writer;
  random: () => number;
};

/** What the phones were told succeeded: creates, deletes and each field's written values. */
class Ledger {
  creates = new Map<string, SyncTable>();
  deletes = new Set<string>();
  /** `${id}|${field}` -> phone -> last value written. */
  writes = new Map<string, Map<string, unknown>>();

  wrote(phone: string, id: string, fields: object): void {
    for (const [field, value] of Object.entries(fields)) {
      const key = `${id}|${field}`;
      const byPhone = this.writes.get(key) ?? new Map<string, unknown>();
      byPhone.set(phone, value);
      this.writes.set(key, byPhone);
    }
  }
}

const FIRST = ['Ravi', 'Sita', 'Asha', 'Mohan', 'राम', 'Geeta', 'Iqbal', 'Priya'];

function voterFields(r: () => number): SyncFieldsMap['voters'] {
  return {
    firstName: FIRST[Math.floor(r() * FIRST.length)],
    lastName: `L${Math.floor(r() * 1000)}`,
    age: 18 + Math.floor(r() * 70),
    partNumber: Math.floor(r() * 20),
    // Roll serials, so a mark can go by SMS; two voters may share one (the SMS then refuses it).
    serialNumber: 1 + Math.floor(r() * 3000),
    gender: r() < 0.5 ? 'Male' : 'Female',
  };
}

function memberFields(r: () => number): SyncFieldsMap['members'] {
  return {
    level: 'booth',
    status: 'active',
    name: FIRST[Math.floor(r() * FIRST.length)],
    phone: String(9e9 + Math.floor(r() * 1e9)),
  };
}

async function randomOp(phone: Phone, ledger: Ledger, groupId: string, n: number): Promise<void> {
  const { db, writer, random: r, name, author } = phone;
  const roll = r();
  const table: 'voters' | 'members' = r() < 0.6 ? 'voters' : 'members';
  const live = await db.syncTable(table).where('deleted').equals(0).primaryKeys();
  const target = live[Math.floor(r() * live.length)];
  try {
    if (roll < 0.35 || !target) {
      const fields = table === 'voters' ? voterFields(r) : memberFields(r);
      const id = await createRecord(db, writer, table, fields);
      ledger.creates.set(id, table);
      ledger.wrote(name, id, fields);
    } else if (roll < 0.75) {
      const changes =
        table === 'voters'
          ? { age: 18 + Math.floor(r() * 70), lastName: `${name}-${n}` }
          : {
              phone: `${name}-${n}`,
              status: r() < 0.5 ? ('active' as const) : ('disabled' as const),
            };
      const changed = await patchRecord(db, writer, table, target, changes);
      const written = Object.fromEntries(
        Object.entries(changes).filter(([k]) => changed.includes(k)),
      );
      ledger.wrote(name, target, written);
    } else if (roll < 0.87) {
      await deleteRecord(db, writer, table, target);
      ledger.deletes.add(target);
    } else if (roll < 0.9 && target && table === 'voters') {
      // Poll day: a voted mark, or its undo (append-only: every mark is its own record), as the
      // app makes them: a first voted mark takes the id an SMS of it gets on the server.
      const id = await markVoted(db, writer, target, r() < 0.8, author);
      const { voterId, voted, markedAt, by } = (await db.voteMarks.get(id))!;
      ledger.creates.set(id, 'voteMarks');
      ledger.wrote(name, id, { voterId, voted, markedAt, by });
    } else if (roll < 0.93 && target && table === 'voters') {
      const fields = {
        voterId: target,
        outcome: 'met' as const,
        leaning: r() < 0.5 ? ('supporter' as const) : ('opposed' as const),
        visitedAt: new Date().toISOString(),
        by: author,
      };
      const id = await createRecord(db, writer, 'visits', fields);
      ledger.creates.set(id, 'visits');
      ledger.wrote(name, id, fields);
    } else {
      const text = `${name} message ${n}`;
      const id = await createRecord(db, writer, 'chatMessages', {
        groupId,
        sender: author,
        text,
        sentAt: new Date().toISOString(),
      });
      ledger.creates.set(id, 'chatMessages');
      ledger.wrote(name, id, { text });
    }
  } catch (err) {
    // A pull may have removed the record between choosing it and writing: not acknowledged.
    if (!(err instanceof Error && /^No (voters|members) record/.test(err.message))) throw err;
  }
}

/**
 * The coordinator's changes to the booths, at fixed points of their run (they reach the server
 * whenever that phone next syncs): booth 12 (parts 0–9), booth 13 (10–19), parts 5–9 move to
 * booth 13, part 0 is claimed by both (it goes up to the assembly), booth 13 goes.
 */
async function areaStep(phone: Phone, ledger: Ledger, n: number): Promise<void> {
  const { db, writer, name } = phone;
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const create = async (path: string, parts: number[]) => {
    const fields = { path, name: path, parts };
    await createRecord(db, writer, 'areas', fields, { id: areaId(path), placeIn: path });
    ledger.creates.set(areaId(path), 'areas');
    ledger.wrote(name, areaId(path), fields);
  };
  const setParts = async (path: string, parts: number[]) => {
    await patchRecord(db, writer, 'areas', areaId(path), { parts });
    ledger.wrote(name, areaId(path), { parts });
  };
  if (n === 20) await create(BOOTH_12, range(0, 9));
  else if (n === 60) await create(BOOTH_13, range(10, 19));
  else if (n === 100) {
    await setParts(BOOTH_12, range(0, 4));
    await setParts(BOOTH_13, range(5, 19));
  } else if (n === 130) await setParts(BOOTH_13, [0, ...range(5, 19)]);
  else if (n === 160) {
    await deleteRecord(db, writer, 'areas', areaId(BOOTH_13));
    ledger.deletes.add(areaId(BOOTH_13));
  }
}

function makePhone(i: number, login: LoginResponse, cluster: Cluster, faults: Faults): Phone {
  const random = prng(SEED * 31 + i);
  const db = new BoothDb(`phone-${i}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    reloadFlag: createFlag(),
  });
  let token: string | null = login.token;
  const session: SyncSession = {
    getUser: () => ({ id: login.user.booth_id }),
    getToken: () => token,
    setToken: (next, sent) => {
      if (sent === token) token = next;
    },
  };
  const engine = new SyncEngine({
    db,
    session,
    baseUrl: `${VIRTUAL_ORIGIN}/api`,
    fetch: faultyFetch(cluster, random, faults),
    batchSize: 50,
    pageSize: 40,
    timeoutMs: 15_000,
    backoff: createBackoff(20, 200, random),
  });
  return {
    name: `p${i}`,
    author: `Worker ${i}`,
    db,
    engine,
    writer: { userId: login.user.booth_id, scope: login.user.scope ?? '' },
    random,
  };
}

async function runScenario(kind: DatabaseKind, layout: Layout): Promise<void> {
  const testDb = await openTestDatabase(kind);
  const databases = [testDb.db];
  if (kind === 'postgres') databases.push(openPostgres(testDb.url!)); // a second app server
  const cluster = new Cluster(databases);
  const faults: Faults = { enabled: false, droppedRequests: 0, droppedAnswers: 0 };
  const phones: Phone[] = [];
  try {
    await cluster.startAll();
    const origin = cluster.origin(() => 0);
    const { workers: logins, outsider, admin } = await signUpWorkers(origin, PHONES, layout.scopes);
    phones.push(...logins.map((login, i) => makePhone(i, login, cluster, faults)));
    // Each phone fetched its SMS key while online; the gateway phone knows the secret.
    for (const [i, phone] of phones.entries()) {
      const key = await call<SmsKey>(origin, '/sms-marks/key', undefined, logins[i]!.token);
      await setMeta(phone.db, smsKeyName(phone.writer.userId), JSON.stringify(key));
    }
    const outsiderKey = await call<SmsKey>(origin, '/sms-marks/key', undefined, outsider.token);
    const { secret } = await call<SmsGatewaySetup>(
      origin,
      '/admin/sms-gateway',
      undefined,
      admin.token,
      'GET',
    );
    const sms: SmsRun = {
      gateway: new SmsGatewayStandIn(
        fetchPost(
          `${VIRTUAL_ORIGIN}/api/sms-gateway/webhook`,
          faultyFetch(cluster, prng(SEED + 7), faults),
        ),
        { signingKey: secret, retryDelayMs: 40 },
      ),
      sent: 0,
      applied: 0,
      duplicate: 0,
      refused: 0,
      foreignRefused: 0,
    };
    const ledger = new Ledger();
    // One chat group everybody writes into (created and synced before the storm); chat is
    // seen by its members only, so all three phones' accounts are in it. Whoever holds the
    // widest place creates it: only they may add the people of both booths.
    const host = phones.reduce((a, b) => (b.writer.scope.length < a.writer.scope.length ? b : a));
    const groupId = await createRecord(host.db, host.writer, 'chatGroups', {
      name: 'Booth 12',
      members: ['p0', 'p1', 'p2'],
      memberIds: logins.map((login) => login.user.booth_id),
      createdOn: new Date().toISOString(),
    });
    ledger.creates.set(groupId, 'chatGroups');
    ledger.wrote(host.name, groupId, { name: 'Booth 12' });
    expect(await host.engine.syncNow()).toBe('synced');

    faults.enabled = true;
    let working = true;
    const chaos = (async () => {
      const r = prng(SEED);
      while (working) {
        await sleep(100 + r() * 250);
        if (working) await cluster.restart(Math.floor(r() * cluster.count), 20 + r() * 80);
      }
    })();
    const foreign = pushForeignEntries(
      cluster,
      outsider,
      async () =>
        (await phones[0]!.db.voters.toArray()).filter((v) => v.version > 0).map((v) => v.id),
      prng(SEED + 99),
      () => working,
    );
    const foreignSms = smsForeignMarks(
      sms,
      outsiderKey,
      async () => (await phones[0]!.db.voters.toArray()).filter((v) => v.version > 0),
      prng(SEED + 98),
      () => working,
    );
    // How far the coordinator is. Booth 12's phone is out of coverage while part 0 goes up to
    // the assembly and comes back (steps 130 and 160): its next pull brings a voter's exit and
    // its return, usually in one page, which must leave the voter on the phone.
    let coordinatorAt = 0;
    const outOfCoverage = (phone: Phone) =>
      layout.areas && phone === phones[0] && coordinatorAt >= 120 && coordinatorAt < 175;
    await Promise.all(
      phones.map(async (phone) => {
        for (let n = 0; n < OPS_PER_PHONE; n++) {
          if (layout.areas && phone === phones[2]) {
            coordinatorAt = n;
            await areaStep(phone, ledger, n);
          }
          if (outOfCoverage(phone)) {
            await phone.engine.syncNow(); // the sync under way ends, and no retry is left waiting
            phone.engine.stop();
            // No data, but SMS still goes.
            await sendWaitingBySms(phone, sms);
            while (outOfCoverage(phone)) await sleep(20);
          }
          await randomOp(phone, ledger, groupId, n);
          if (phone.random() < 0.05) await sendWaitingBySms(phone, sms);
          if (phone.random() < 0.2) await phone.engine.syncNow();
        }
      }),
    );
    working = false;
    await chaos;
    const refused = await foreign;
    expect(refused).toBeGreaterThan(0);
    await foreignSms;
    expect(sms.foreignRefused).toBeGreaterThan(0);
    faults.enabled = false;
    await cluster.startAll();
    // Every run sends at least one mark by SMS before its push: phone 0, out of data, marks a
    // voter the server has, and sends it.
    const last = phones[0]!;
    last.engine.stop();
    const markedBefore = new Set(
      (await last.db.voteMarks.toArray())
        .filter((m) => m.ownerId === last.writer.userId)
        .map((m) => m.voterId),
    );
    const voter = (await last.db.voters.toArray()).find(
      (v) =>
        v.version > 0 &&
        !v.deleted &&
        typeof v.serialNumber === 'number' &&
        !markedBefore.has(v.id),
    );
    if (voter) {
      const id = await markVoted(last.db, last.writer, voter.id, true, last.author);
      const { voterId, voted, markedAt, by } = (await last.db.voteMarks.get(id))!;
      ledger.creates.set(id, 'voteMarks');
      ledger.wrote(last.name, id, { voterId, voted, markedAt, by });
    }
    await sendWaitingBySms(last, sms);
    expect(sms.sent).toBeGreaterThan(0);

    // Converge: sync everyone until nothing is pending, then once more so all pulls are complete.
    for (let round = 0; round < 30; round++) {
      for (const phone of phones) await phone.engine.syncNow();
      const pending = await Promise.all(
        phones.map((p) => p.db.outbox.filter((e) => e.status === 'pending').count()),
      );
      if (pending.every((c) => c === 0)) break;
    }
    for (const phone of phones) expect(await phone.engine.syncNow()).toBe('synced');

    await verify(testDb.db, phones, ledger, layout);
    // The outsider's SMS were all refused and logged; none moved a tally (verify, above).
    const outsiderSms = await testDb.db.query<{ outcome: string; n: string }>(
      'SELECT outcome, count(*) AS n FROM sms_inbox WHERE user_id = $1 GROUP BY outcome',
      [outsider.user.booth_id],
    );
    expect(outsiderSms.rows.map((r) => r.outcome)).toEqual(['refused']);
    const exits = Number(
      (await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM record_exits')).rows[0]!.n,
    );
    // Booths came and went mid-run: records did leave phones' areas.
    if (layout.areas) expect(exits).toBeGreaterThan(0);
    expect(faults.droppedRequests).toBeGreaterThan(0);
    expect(faults.droppedAnswers).toBeGreaterThan(0);
    expect(cluster.restarts).toBeGreaterThan(0);
    console.info(
      `sync fault run (${kind}, ${layout.name}, seed ${SEED}): ${ledger.creates.size} creates (${[...ledger.creates.values()].filter((t) => t === 'voteMarks').length} voted marks), ${ledger.deletes.size} deletes, ${faults.droppedRequests} requests and ${faults.droppedAnswers} answers lost, ${cluster.restarts} restarts, ${exits} tombstones for records that left an area, ${refused} foreign entries refused; SMS: ${sms.sent} delivered (${sms.gateway.retries} deliveries again), ${sms.applied} marks applied by SMS, ${sms.duplicate} already there, ${sms.refused} refused, ${sms.foreignRefused} foreign SMS refused`,
    );
  } finally {
    for (const phone of phones) {
      phone.engine.stop();
      phone.db.close();
    }
    await cluster.close();
    for (const db of databases.slice(1)) await db.close();
    await testDb.dispose();
  }
}

type ServerRow = {
  tbl: SyncTable;
  id: string;
  scope: string;
  owner_id: string;
  deleted: boolean;
  fields: Record<string, unknown>;
};

/**
 * Refusals a phone may meet: a record someone deleted, one that left its area, or a mark or
 * visit for a voter that moved out of the writer's area before the entry arrived.
 */
const ALLOWED_REFUSALS = [
  'errors.recordDeleted',
  'errors.forbidden',
  'errors.recordMoved',
  'errors.voterOutsideArea',
];

/** What a phone may see of the server: its area and its own records; chat (all are members). */
const seenBy = (phone: Phone) => (r: ServerRow) =>
  r.tbl === 'chatGroups' ||
  r.tbl === 'chatMessages' ||
  r.owner_id === phone.writer.userId ||
  scopeContains(phone.writer.scope, r.scope);

/** The kept field tallies, which must equal a rebuild from the records. */
async function tallies(db: Database): Promise<unknown> {
  const parts = await db.query(
    `SELECT scope, part, voters, voted, contacted, supporters, supporters_voted FROM field_part_tallies
     WHERE voters <> 0 OR voted <> 0 OR contacted <> 0 OR supporters <> 0 ORDER BY scope, part`,
  );
  const hours = await db.query(
    'SELECT scope, part, hour, voted FROM field_hour_tallies WHERE voted <> 0 ORDER BY scope, part, hour',
  );
  return { parts: parts.rows, hours: hours.rows };
}

/** Every live roll record is at its home: voters and pannas by part, entries with their voter. */
function expectHomes(rows: ServerRow[]): void {
  const areas = rows
    .filter((r) => r.tbl === 'areas')
    .map((r) => ({ path: r.scope, parts: r.fields.parts as number[], deleted: r.deleted }));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of rows) {
    if (r.deleted) continue;
    const placed = placedRecord(r.fields);
    if ((r.tbl === 'voters' || r.tbl === 'pannas') && placed !== null)
      expect(homeOf(placed, r.scope, areas), `${r.tbl} ${r.id}`).toBe(r.scope);
    const voter = byId.get(String(r.fields.voterId));
    if ((r.tbl === 'voteMarks' || r.tbl === 'visits') && voter && !voter.deleted)
      expect(r.scope, `${r.tbl} ${r.id}`).toBe(voter.scope);
  }
}

async function verify(db: Database, phones: Phone[], ledger: Ledger, layout: Layout) {
  const { rows } = await db.query<ServerRow>(
    'SELECT tbl, id, scope, owner_id, deleted, fields FROM records',
  );
  const server = new Map(rows.map((r) => [r.id, r]));
  // Changes the server refused (a record deleted, or moved out of the writer's area meanwhile)
  // were never acknowledged: the ledger cannot expect them.
  const refused = new Set<string>();
  for (const phone of phones)
    for (const e of await phone.db.outbox.toArray())
      if (e.kind === 'mutation' && e.status === 'failed') refused.add(e.recordId);

  // Every acknowledged create is on the server exactly once, and nothing else is. A create the
  // server refused (a mark for a voter that had just moved to another booth) never landed.
  const creates = new Map([...ledger.creates].filter(([id]) => !refused.has(id) || server.has(id)));
  // Named rather than counted, so a failure says which records and whose they are.
  const describe = (r: ServerRow) => `${r.tbl} ${r.id} owner ${r.owner_id} at '${r.scope}'`;
  expect(rows.filter((r) => !creates.has(r.id)).map(describe), 'on the server, never made').toEqual(
    [],
  );
  for (const [id, table] of creates) expect(server.get(id)?.tbl, id).toBe(table);
  // Every acknowledged delete happened.
  for (const id of ledger.deletes)
    if (!refused.has(id)) expect(server.get(id)?.deleted, id).toBe(true);
  // Every field write is there: the writer's last value when one phone wrote that field, one of
  // the written values when several did (the later arrival wins).
  for (const [key, byPhone] of ledger.writes) {
    const [id, field] = key.split('|') as [string, string];
    const row = server.get(id);
    if (refused.has(id) || !row || row.deleted) continue;
    const values = [...byPhone.values()];
    if (values.length === 1) expect(row.fields[field], key).toEqual(values[0]);
    else expect(values, key).toContainEqual(row.fields[field]);
  }
  if (layout.areas) expectHomes(rows);
  // Every mark that came by SMS was replaced by the phone's own record of the tap when its push
  // arrived (exact time, no longer `via: 'sms'`), unless the server refused that push.
  for (const r of rows)
    if (r.tbl === 'voteMarks' && r.fields.via === 'sms') expect(refused.has(r.id), r.id).toBe(true);

  // Turnout: every acknowledged mark counted once; each phone derives, from the marks it holds,
  // the voters the server's marks in its view say.
  const marks = rows.filter((r) => r.tbl === 'voteMarks');
  const acknowledged = [...creates.values()].filter((t) => t === 'voteMarks').length;
  expect(marks).toHaveLength(acknowledged);
  const asMarks = (list: ServerRow[]) =>
    list.map((r) => ({ id: r.id, ...(r.fields as unknown as VoteMarkFields) }));
  for (const phone of phones)
    expect([...votedIds(await phone.db.voteMarks.toArray())].sort(), phone.name).toEqual(
      [...votedIds(asMarks(marks.filter(seenBy(phone))))].sort(),
    );
  // The server's maintained turnout (what coordinators read) counts the voters whose voter
  // record is live, and the kept tallies equal a rebuild from the records.
  const liveVoters = [...votedIds(asMarks(marks))].filter(
    (id) => server.get(id)?.tbl === 'voters' && !server.get(id)!.deleted,
  );
  const tallied = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT coalesce(sum(voted), 0) AS n FROM field_part_tallies'))
        .rows[0]!.n,
    );
  expect(await tallied()).toBe(liveVoters.length);
  const kept = await tallies(db);
  await db.transaction((tx) => rebuildFieldTallies(tx));
  expect(await tallies(db)).toEqual(kept);

  // Every phone holds exactly the server's live rows it may see, field for field (no loss, no
  // stale copy of a record that left its area, one copy each), and nothing pending.
  for (const phone of phones) {
    const live = rows.filter((r) => !r.deleted && seenBy(phone)(r));
    const expected = Object.fromEntries(
      live.map((r) => [r.id, { table: r.tbl, fields: r.fields }]),
    );
    const local: Record<string, { table: SyncTable; fields: Record<string, unknown> }> = {};
    for (const table of SYNC_TABLES) {
      for (const record of await phone.db.syncTable(table).toArray()) {
        expect(record.deleted, `${phone.name} ${record.id}`).toBe(0);
        expect(local[record.id], `${phone.name} ${record.id} twice`).toBeUndefined();
        local[record.id] = {
          table,
          fields: userFields<typeof table>(record as never) as Record<string, unknown>,
        };
      }
    }
    expect(local, phone.name).toEqual(expected);
    const outbox = await phone.db.outbox.toArray();
    expect(
      outbox.filter((e) => e.status === 'pending'),
      phone.name,
    ).toEqual([]);
    for (const entry of outbox) expect(ALLOWED_REFUSALS).toContain(entry.failure?.reason);
    // In one booth nobody's record leaves anybody's area: a delete is the only refusal.
    if (!layout.areas)
      for (const entry of outbox) expect(entry.failure?.reason).toBe('errors.recordDeleted');
  }
}

describe.each(DATABASE_KINDS_WHERE_IT_MATTERS)(
  `sync under faults (%s, SYNC_FAULT_SEED=${SEED})`,
  (kind) => {
    test(
      `${PHONES} phones, ${PHONES * OPS_PER_PHONE} random writes, lost requests and answers, restarts`,
      { timeout: 240_000 },
      () => runScenario(kind, ONE_BOOTH),
    );

    test(
      'two booths and their coordinator, who creates booths, moves parts and deletes a booth mid-run',
      { timeout: 240_000 },
      () => runScenario(kind, TWO_BOOTHS),
    );

    test('legacy localStorage data imports on a phone and reaches the server unchanged', async () => {
      const testDb = await openTestDatabase(kind);
      const cluster = new Cluster([testDb.db]);
      const faults: Faults = { enabled: false, droppedRequests: 0, droppedAnswers: 0 };
      let phone: Phone | undefined;
      try {
        await cluster.startAll();
        const {
          workers: [login],
        } = await signUpWorkers(
          cluster.origin(() => 0),
          1,
        );
        phone = makePhone(9, login!, cluster, faults);
        const legacy: Record<string, string> = {
          candidates: JSON.stringify([
            { name: 'Sunita Devi', father: 'Ram', age: '30', part: 3, voterid: 'XYZ1' },
          ]),
          boothcandidates: JSON.stringify([
            { name: 'Asha', designation: 'Head', phone: 98765, status: 'disabled' },
          ]),
          karyakartacandidates: JSON.stringify([
            { firstName: 'Iqbal', lastName: 'K', degignation: 'Worker', age: 41 },
          ]),
          groups: JSON.stringify([
            {
              id: 17e11,
              name: 'Booth 12',
              members: ['Asha'],
              createdOn: '2024-01-02T10:00:00Z',
              messages: [{ sender: 'Asha', text: 'Hi', time: '10:00' }],
            },
          ]),
        };
        const report = await runLegacyImport(phone.db, phone.writer, {
          getItem: (k) => legacy[k] ?? null,
        });
        expect(report.problems).toEqual([]);
        expect(await phone.engine.syncNow()).toBe('synced');
        expect(await phone.db.outbox.count()).toBe(0); // nothing refused

        const { rows } = await testDb.db.query<ServerRow>(
          'SELECT tbl, id, deleted, fields FROM records',
        );
        const byTable = (t: SyncTable) => rows.filter((r) => r.tbl === t).map((r) => r.fields);
        expect(byTable('voters')).toEqual([
          {
            firstName: 'Sunita',
            lastName: 'Devi',
            relation: 'Ram',
            age: 30,
            partNumber: 3,
            voterId: 'XYZ1',
          },
        ]);
        expect(byTable('members')).toEqual(
          expect.arrayContaining([
            {
              level: 'booth',
              status: 'disabled',
              name: 'Asha',
              designation: 'Head',
              phone: '98765',
            },
            {
              level: 'karyakarta',
              status: 'active',
              firstName: 'Iqbal',
              lastName: 'K',
              designation: 'Worker',
              age: 41,
            },
          ]),
        );
        expect(byTable('chatMessages')).toHaveLength(1);
      } finally {
        phone?.engine.stop();
        phone?.db.close();
        await cluster.close();
        await testDb.dispose();
      }
    });
  },
);
