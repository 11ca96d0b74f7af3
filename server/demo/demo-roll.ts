// The demo data as records, shared by the server's "Load the demo" (server/demo/load-demo.ts)
// and `npm run seed:demo`: the areas a generated roll names (state to booth, each booth with
// its part and polling station) and its voters, batch by batch, each in its booth. The same
// seed every time, so record ids and rows never change between runs.
import type { RollVoter } from './roll-generator.ts';
import { generateRoll } from './roll-generator.ts';
import { createRng } from './roll/prng.ts';
import type { AreaRecord } from './roll/roll-identity.ts';
import { boothPath, demoAreas, rollIdentity } from './roll/roll-identity.ts';
import { withVariants } from './roll/variants.ts';

export const DEMO_SEED = 2026;
/** Voters the demo loads unless told otherwise. */
export { DEMO_VOTERS } from '../../src/domain/demo.ts';
/** The roll's 300 parts spread over this many voters: 250 a part, so 30,000 fill 120. */
const ASSEMBLY_SIZE = 75_000;
const PER_PART = ASSEMBLY_SIZE / 300;

export type VoterRecord = { id: string; fields: Record<string, unknown> & { scope: string } };

const batches = (count: number) =>
  generateRoll({ seed: DEMO_SEED, count, assemblySize: ASSEMBLY_SIZE });

/** The areas the first `count` voters of the demo roll need, parents first. */
export function demoRollAreas(count: number): AreaRecord[] {
  // The parts the roll fills and the locality each is in, for their booths.
  const parts = new Map<number, string>();
  for (const batch of batches(count))
    for (const v of batch)
      if (!parts.has(v.fields.partNumber)) parts.set(v.fields.partNumber, v.fields.area);
  return demoAreas([...parts].map(([part, locality]) => ({ part, locality })));
}

/** The first `count` voters of the demo roll in batches of 500, each placed in its booth. */
export function* demoVoterBatches(count: number): Generator<VoterRecord[]> {
  const variants = createRng(DEMO_SEED, 0x5eed);
  const identity = rollIdentity(PER_PART);
  for (const batch of batches(count))
    yield batch.map((v: RollVoter) => ({
      id: v.id,
      fields: {
        ...withVariants(v.fields, variants),
        ...identity(v),
        scope: boothPath(v.fields.partNumber),
      },
    }));
}
