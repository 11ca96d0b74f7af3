// A small roll for the query engine tests: generated households (both scripts, every variant
// field in part, roll serials in generation order, which is not id order) over eight parts,
// plus the edge cases the engine must get right: no part number, no serial, tombstones, M/F
// genders, one address in two parts (two households), double voters across parts, and Sharma
// written in both scripts.
import { generateRoll } from '../../../server/demo/roll-generator.ts';
import { createRng } from '../../../server/demo/roll/prng.ts';
import { rollSerials, withVariants } from '../../../server/demo/roll/variants.ts';
import type { BoothDb } from '../../../src/db/database.ts';
import { withDerived } from '../../../src/db/derive.ts';
import type { VoterFields, VoterRecord } from '../../../src/db/types.ts';

const base = (id: string, deleted: 0 | 1 = 0) => ({
  id,
  version: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  deleted,
  scope: 'up/lucknow',
  ownerId: 'user-alice',
});

const EDGE: [string, VoterFields, (0 | 1)?][] = [
  ['edge-nopart', { firstName: 'Nopart', lastName: 'Sharma', gender: 'F', age: 33 }],
  ['edge-m', { firstName: 'Mohan', lastName: 'शर्मा', gender: 'M', partNumber: 2, age: 50 }],
  ['edge-gone', { firstName: 'Gone', lastName: 'Sharma', gender: 'Male', partNumber: 2 }, 1],
  [
    'edge-split-a',
    { firstName: 'Split', lastName: 'Home', partNumber: 2, address: 'Far Lane 9', age: 70 },
  ],
  [
    'edge-split-b',
    { firstName: 'Split', lastName: 'Kid', partNumber: 7, address: 'far lane 9', age: 20 },
  ],
  [
    'edge-twin-a',
    { firstName: 'Ram', lastName: 'Twin', relation: 'Shyam', age: 40, partNumber: 1 },
  ],
  [
    'edge-twin-b',
    { firstName: 'Ram', lastName: 'Twin', relation: 'Shyam', age: 41, partNumber: 8 },
  ],
  [
    'edge-phone',
    { firstName: 'Phone', phone: '+91 98765 43210', voterId: 'ZZ-9001', partNumber: 3 },
  ],
];

/** The fixture's records as stored (derived fields included), live and deleted. */
export function fixtureRecords(count = 800): VoterRecord[] {
  const rng = createRng(7, 0x5eed);
  const serialIn = rollSerials();
  const out: VoterRecord[] = [];
  // 300 parts over 30,000 voters: 100 a part, so 800 voters fill parts 1–8.
  for (const batch of generateRoll({ seed: 7, count, assemblySize: 30_000 }))
    for (const v of batch)
      out.push(
        withDerived('voters', base(v.id), {
          ...(withVariants({ ...v.fields }, rng) as VoterFields),
          serialNumber: serialIn(v.fields.partNumber),
        }),
      );
  for (const [id, fields, deleted] of EDGE)
    out.push(withDerived('voters', base(id, deleted), fields));
  return out;
}

export async function loadFixture(db: BoothDb, records: readonly VoterRecord[]): Promise<void> {
  await db.voters.bulkPut([...records]);
}

/** What the pure reportRows reads: every live voter, in stored (id) order. */
export const liveInIdOrder = (records: readonly VoterRecord[]): VoterRecord[] =>
  records.filter((v) => !v.deleted).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
