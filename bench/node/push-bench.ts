// Push throughput: N simulated phones, each its own user and clientId, pushing their slice of
// the roll in batches over real HTTP at the same time; against bare multi-row INSERTs of the
// same rows into the same database, with the same batch size and concurrency (the floor).
import type { Mutation } from '../../src/domain/sync-protocol.ts';
import type { ServerProcess } from '../lib/server-process.ts';
import { runConcurrently, throughput } from '../lib/measure.ts';
import type { Throughput } from '../lib/measure.ts';
import { generateRoll } from '../../server/demo/roll-generator.ts';
import type { OwnedSlice, RollSlice } from '../server/rpc.ts';
import { push } from './http-client.ts';
import type { Session } from './http-client.ts';

export type PushPlan = { seed: number; clients: number; perClient: number; batchSize: number };

export type PushResult = {
  push: Throughput;
  floor: Throughput;
  requests: number;
  /** Mutations the server reported as errors (should be 0). */
  errors: number;
  /** Slowest single push request, ms. */
  slowestRequestMs: number;
  /** CPU seconds of the server process (on PGlite this includes the database itself). */
  serverCpuSeconds: { push: number; floor: number };
};

export function slicesOf(plan: PushPlan): RollSlice[] {
  return Array.from({ length: plan.clients }, (_, k) => ({
    seed: plan.seed,
    first: k * plan.perClient,
    count: plan.perClient,
  }));
}

/** Every client's batches as ready-to-send mutations, built before the clock starts. */
function buildBatches(slice: RollSlice, batchSize: number): Mutation[][] {
  const batches: Mutation[][] = [];
  let mutationId = 1;
  for (const voters of generateRoll({ ...slice, batchSize })) {
    batches.push(
      voters.map((v) => ({
        mutationId: mutationId++,
        table: 'voters',
        id: v.id,
        op: 'put',
        fields: v.fields,
        baseVersion: 0,
      })),
    );
  }
  return batches;
}

/** One simulated phone: a signed-in worker and the scope the server will give their records. */
export type PushClient = { session: Session; scope: string };

export async function runPushBench(
  server: ServerProcess,
  clients: PushClient[],
  plan: PushPlan,
): Promise<PushResult> {
  const slices = slicesOf(plan);
  const owned: OwnedSlice[] = slices.map((slice, k) => ({
    ...slice,
    scope: clients[k]!.scope,
    ownerId: clients[k]!.session.user.booth_id,
  }));
  const floor = await server.call('floorInsert', {
    slices: owned,
    batchSize: plan.batchSize,
    concurrency: plan.clients,
  });

  const work = slices.map((slice) => buildBatches(slice, plan.batchSize));
  const cpu2 = await server.call('cpu', null);
  let errors = 0;
  let requests = 0;
  let slowest = 0;
  const start = performance.now();
  await runConcurrently(
    clients.map(({ session }, k) => async () => {
      const clientId = `bench-client-${k}-${plan.seed}`;
      // One request in flight per phone, as the engine sends its outbox in order.
      for (const mutations of work[k]!) {
        const sent = performance.now();
        const res = await push(server.url, session, clientId, mutations);
        slowest = Math.max(slowest, performance.now() - sent);
        requests++;
        errors += res.errors.length;
        const last = mutations[mutations.length - 1]!.mutationId;
        if (res.lastMutationId !== last) {
          throw new Error(`client ${k}: server acknowledged ${res.lastMutationId}, sent ${last}`);
        }
      }
    }),
    plan.clients,
  );
  const ms = performance.now() - start;
  const cpu3 = await server.call('cpu', null);
  const total = plan.clients * plan.perClient;
  return {
    push: throughput(total, ms),
    floor: throughput(floor.records, floor.ms),
    requests,
    errors,
    slowestRequestMs: Math.round(slowest),
    serverCpuSeconds: {
      push: Math.round((cpu3 - cpu2) * 10) / 10,
      floor: floor.cpuSeconds,
    },
  };
}
