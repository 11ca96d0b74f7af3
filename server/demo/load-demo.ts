// "Load the demo" on the server: the demo roll's areas and voters (demo-roll.ts) and the sample
// campaigns, for an administrator trying the app on an empty roll. Records go in through the
// same path as a phone's push (pushMutations, as the admin), so homes, tallies and events
// follow the normal rules and phones pull the voters as usual. The load runs in the
// background; its progress is kept here for the screen to poll. One load per database: the
// sample campaigns, written first under a lock, mark that the demo is there.
import { randomUUID } from 'node:crypto';
import type { DemoStatus } from '../../src/domain/demo.ts';
import { DEMO_VOTERS } from '../../src/domain/demo.ts';
import type { Mutation } from '../../src/domain/sync-protocol.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../errors.ts';
import type { Caller } from '../services/access.ts';
import type { EventBus } from '../services/event-bus.ts';
import { pushMutations } from '../services/sync-push.ts';
import type { VoterRecord } from './demo-roll.ts';
import { demoRollAreas, demoVoterBatches } from './demo-roll.ts';
import { DEMO_ROLL } from './roll/roll-identity.ts';
import { deleteSampleCampaigns, insertSampleCampaigns, samplesExist } from './sample-campaigns.ts';

export type DemoDeps = {
  db: Database;
  events: EventBus;
  onWritten?: (rows: number) => void;
  log: (err: unknown, message: string) => void;
};

/** Takes the check-and-claim of two loads started at once (two servers) one at a time. */
const DEMO_LOCK = 727_018;
/** Voters a push carries, as a roll import publishes them. */
const PUSH_BATCH = 1000;

const refuse = (message: string, key: string) =>
  new HttpError(409, 'conflict', message, { messageKey: `home.demo.refused.${key}` });

export function createDemoLoader(deps: DemoDeps) {
  let status: DemoStatus = { state: 'idle', written: 0, total: 0 };
  let running: Promise<void> | undefined;
  let stopping = false;

  /** Under the lock: refuse a second demo or a roll already there, else add the samples. */
  async function claim(caller: Caller) {
    await deps.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
      if (await samplesExist(tx)) throw refuse('The demo is already loaded', 'alreadyLoaded');
      // Voters of the demo itself (an earlier load that stopped) are written over, not doubled.
      const { rows } = await tx.query(
        `SELECT 1 FROM records WHERE tbl = 'voters' AND NOT deleted
           AND NOT starts_with(scope, $1) LIMIT 1`,
        [`${DEMO_ROLL.assembly.path}/`],
      );
      if (rows.length) throw refuse('The server already has voters', 'rollNotEmpty');
      await insertSampleCampaigns(tx, caller.id);
    });
  }

  async function load(caller: Caller, count: number) {
    const clientId = `demo:${randomUUID()}`;
    let mutationId = 0;
    const push = async (table: 'areas' | 'voters', records: VoterRecord[]) => {
      if (stopping) throw new Error('The server is closing');
      const mutations: Mutation[] = records.map((r) => ({
        mutationId: ++mutationId,
        table,
        id: r.id,
        op: 'put',
        fields: r.fields as Mutation['fields'],
        baseVersion: 0,
      }));
      const result = await pushMutations(
        deps.db,
        deps.events,
        caller,
        { clientId, mutations },
        deps.onWritten,
      );
      if (result.errors.length) throw new Error(`The demo's ${table} were refused`);
    };
    await push('areas', demoRollAreas(count));
    let batch: VoterRecord[] = [];
    for (const voters of demoVoterBatches(count)) {
      batch.push(...voters);
      if (batch.length < PUSH_BATCH) continue;
      await push('voters', batch);
      status = { ...status, written: status.written + batch.length };
      batch = [];
    }
    if (batch.length) await push('voters', batch);
    status = { state: 'done', written: count, total: count };
  }

  return {
    status: (): DemoStatus => status,

    /** Start loading `count` voters (at most DEMO_VOTERS) as `caller`, the admin. */
    async start(caller: Caller, count = DEMO_VOTERS): Promise<DemoStatus> {
      if (status.state === 'loading') throw refuse('The demo is loading', 'loading');
      await claim(caller);
      status = { state: 'loading', written: 0, total: count };
      running = load(caller, count).catch(async (err: unknown) => {
        deps.log(err, 'loading the demo failed');
        status = { ...status, state: 'failed', messageKey: 'home.demo.failed' };
        // Without the samples a new try may start; the voters written stay, and are written over.
        await deleteSampleCampaigns(deps.db).catch(() => {});
      });
      return status;
    },

    /** Stop between pushes and wait: the server is closing. */
    async close(): Promise<void> {
      stopping = true;
      await running;
    },
  };
}
