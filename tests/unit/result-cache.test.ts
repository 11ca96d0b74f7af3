// The report engine's result cache (result-cache.ts): a page's rows and its total asking for the
// same result at once run it once; a write in between makes the next ask compute afresh.
import { describe, expect, it } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import { cached } from '../../src/roll/result-cache.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

describe('cached', () => {
  it('runs a result asked for twice at once only once, and again after a write', async () => {
    const db = freshDb();
    await db.open(); // opening writes nothing later that would move the generation
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return ['row'];
    };
    const touch = () => db.voters.limit(1).primaryKeys();
    const [a, b] = await Promise.all([
      cached(db, 'report', compute, touch),
      cached(db, 'report', compute, touch),
    ]);
    expect(a).toEqual(['row']);
    expect(b).toBe(a);
    expect(runs).toBe(1);
    // A hit afterwards, another key runs on its own.
    await cached(db, 'report', compute, touch);
    expect(runs).toBe(1);
    await cached(db, 'other', compute, touch);
    expect(runs).toBe(2);
    await createRecord(db, alice, 'voters', { firstName: 'Ram', partNumber: 1 });
    await cached(db, 'report', compute, touch);
    expect(runs).toBe(3);
    db.close();
  });
});
