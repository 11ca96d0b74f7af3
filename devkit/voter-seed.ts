// A generated voter roll pushed to the real server through the sync API (the way the demo seed
// does it, far faster than the forms), for E2E tests, the gate and screenshots. The roll is
// server/demo/roll-generator.ts with the demo's variant fields (every report has rows), reused.
import { randomUUID } from 'node:crypto';
import type { Mutation, PushResponse, SyncTable } from '../src/domain/sync-protocol.ts';
import { generateRoll } from '../server/demo/roll-generator.ts';
import type { RollVoter } from '../server/demo/roll-generator.ts';
import { createRng } from '../server/demo/roll/prng.ts';
import { rollSerials, withVariants } from '../server/demo/roll/variants.ts';

export type SeededVoter = { id: string; fields: Record<string, unknown> };

/** The roll as it is pushed: deterministic for a seed, `count` voters in a few parts. */
export function seedRoll(count: number, seed = 2026): SeededVoter[] {
  const variants = createRng(seed, 0x5eed);
  const serialIn = rollSerials();
  const out: SeededVoter[] = [];
  // A small assembly puts the voters in a few parts, households sharing addresses.
  for (const batch of generateRoll({ seed, count, assemblySize: count * 60 }))
    out.push(
      ...batch.map((v: RollVoter) => ({
        id: v.id,
        fields: {
          ...withVariants(v.fields, variants),
          serialNumber: serialIn(v.fields.partNumber),
        },
      })),
    );
  return out;
}

/**
 * Three voters of part 12 (Ram Sharma, Geeta Devi, Mohan Yadav, serials 1–3) for the poll-day
 * tests. `series` (0–9) keeps each file's ids and EPICs apart: NLD7{series}00001….
 */
export function threePollDayVoters(series: number): SeededVoter[] {
  return [
    ['Ram', 'Sharma'],
    ['Geeta', 'Devi'],
    ['Mohan', 'Yadav'],
  ].map(([firstName, lastName], i) => ({
    id: `00000000-0000-4000-8000-0000000007${series}${i}`,
    fields: {
      firstName,
      lastName,
      voterId: `NLD7${series}0000${i + 1}`,
      relation: 'Shyam',
      gender: i === 1 ? 'Female' : 'Male',
      age: 40 + i,
      partNumber: 12,
      serialNumber: i + 1,
      address: `H.No. ${i + 1}, Sector Q`,
    },
  }));
}

/** Pushes voters as the signed-in user (token); throws on any refusal. */
export const pushVoters = (baseUrl: string, token: string, voters: SeededVoter[]) =>
  pushRecords(
    baseUrl,
    token,
    voters.map((v) => ({ table: 'voters', id: v.id, fields: v.fields })),
  );

/** Pushes new records of any synced table as the signed-in user; throws on any refusal. */
export async function pushRecords(
  baseUrl: string,
  token: string,
  records: { table: SyncTable; id?: string; fields: Record<string, unknown> }[],
): Promise<void> {
  const clientId = `voter-seed-${randomUUID()}`;
  let mutationId = 0;
  for (let i = 0; i < records.length; i += 500) {
    const mutations: Mutation[] = records.slice(i, i + 500).map((r) => ({
      mutationId: ++mutationId,
      table: r.table,
      id: r.id ?? randomUUID(),
      op: 'put',
      fields: r.fields as Mutation['fields'],
      baseVersion: 0,
    }));
    const res = await fetch(`${baseUrl}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ clientId, mutations }),
    });
    if (!res.ok) throw new Error(`seed: push failed ${res.status} ${await res.text()}`);
    const result = (await res.json()) as PushResponse;
    if (result.errors.length)
      throw new Error(`seed: refused ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
}

/** Signs in through the API; the token for pushVoters and server checks. */
export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/booth/login-booth-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
