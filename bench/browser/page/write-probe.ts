// Diagnostic (not part of bench:sync): where IndexedDB's write time goes. Generates voters in
// the page (the demo roll, derived as the engine stores them) and writes them under one
// variant — schema, durability, rows per transaction — timing each slice, so a run can tell
// the cost of each index, of durability and of transaction size apart.
import { Dexie } from 'dexie';
import { BoothDb } from '../../../src/db/database.ts';
import { withDerived } from '../../../src/db/derive.ts';
import type { VoterRecord } from '../../../src/db/types.ts';
import type { VoterFields } from '../../../src/domain/voter.ts';
import { generateRoll } from '../../../server/demo/roll-generator.ts';

export type ProbeVariant = {
  /** Dexie store string for voters; omitted = the app's schema (BoothDb). */
  voters?: string;
  durability?: 'default' | 'strict' | 'relaxed';
  rows: number;
  /** Rows per bulkPut, and bulkPuts per transaction. */
  chunk: number;
  perTransaction?: number;
};

export type ProbeResult = { rows: number; ms: number; slices: { rows: number; ms: number }[] };

function makeRows(count: number): VoterRecord[] {
  const out: VoterRecord[] = [];
  for (const batch of generateRoll({ seed: 7, first: 0, count })) {
    for (const v of batch) {
      out.push(
        withDerived(
          'voters',
          {
            id: v.id,
            version: out.length + 1,
            updatedAt: '2026-11-27T00:00:00.000Z',
            deleted: 0,
            scope: 'a',
            ownerId: 'u',
          },
          v.fields as unknown as VoterFields,
        ),
      );
    }
  }
  return out;
}

export async function writeProbe(v: ProbeVariant): Promise<ProbeResult> {
  const rows = makeRows(v.rows);
  const options =
    v.durability && v.durability !== 'default' ? { chromeTransactionDurability: v.durability } : {};
  let db: Dexie;
  if (v.voters === undefined) db = new BoothDb(`probe`, options);
  else {
    db = new Dexie('probe', options);
    db.version(1).stores({ voters: v.voters });
  }
  await db.open();
  const table = db.table('voters');
  const slices: ProbeResult['slices'] = [];
  const per = v.perTransaction ?? 1;
  const start = performance.now();
  let sliceStart = start;
  let sliceRows = 0;
  for (let i = 0; i < rows.length; i += v.chunk * per) {
    await db.transaction('rw', table, async () => {
      for (let k = 0; k < per; k++) {
        const from = i + k * v.chunk;
        if (from >= rows.length) break;
        await table.bulkPut(rows.slice(from, from + v.chunk));
      }
    });
    sliceRows += Math.min(v.chunk * per, rows.length - i);
    const now = performance.now();
    if (now - sliceStart > 5000) {
      slices.push({ rows: sliceRows, ms: Math.round(now - sliceStart) });
      sliceStart = now;
      sliceRows = 0;
    }
  }
  const ms = performance.now() - start;
  if (sliceRows) slices.push({ rows: sliceRows, ms: Math.round(performance.now() - sliceStart) });
  const stored = await table.count();
  db.close();
  return { rows: stored, ms: Math.round(ms), slices };
}
