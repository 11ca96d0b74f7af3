// A dashboard query that reads whole tables re-runs after writes, but at most once a second
// however many writes a sync makes, and its last answer reflects the last write.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/db/instance.ts';
import { useThrottledLiveQuery } from '../../src/db/use-throttled-live-query.ts';

const mark = (i: number) =>
  ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    voterId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    voted: true,
    markedAt: '2026-11-25T04:00:00.000Z',
    by: 'T',
    version: 1,
    updatedAt: '2026-11-25T04:00:00.000Z',
    deleted: 0,
    scope: 'up/booth-12',
    ownerId: 'u',
  }) as never;

beforeAll(() => db.voteMarks.clear());
// Unmount each test's hook before the next writes: Vitest without globals gets no automatic
// cleanup, and a hook left mounted re-ran its query on the final clear() up to a second later,
// after the file's jsdom was gone ("window is not defined" from React's scheduler in CI).
afterEach(() => cleanup());
afterAll(() => db.voteMarks.clear());

describe('useThrottledLiveQuery', () => {
  it('runs at most once a second through a burst of writes, and ends on the last one', async () => {
    let runs = 0;
    const { result } = renderHook(() =>
      useThrottledLiveQuery(
        () => {
          runs += 1;
          return db.voteMarks.count();
        },
        [],
        [db.voteMarks],
      ),
    );
    await waitFor(() => expect(result.current).toBe(0));
    const start = Date.now();
    // 20 writes over about 1.2 s, as pull pages arrive.
    for (let i = 1; i <= 20; i++) {
      await db.voteMarks.put(mark(i));
      await new Promise((r) => setTimeout(r, 60));
    }
    await waitFor(() => expect(result.current).toBe(20), { timeout: 15_000 });
    const seconds = (Date.now() - start) / 1000;
    // The first run, then at most one a second (and one trailing run).
    expect(runs).toBeLessThanOrEqual(2 + Math.ceil(seconds));
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('wakes on writes to its own tables only', async () => {
    let runs = 0;
    const { result } = renderHook(() =>
      useThrottledLiveQuery(
        () => {
          runs += 1;
          return db.voteMarks.count();
        },
        [],
        [db.voteMarks],
        0,
      ),
    );
    await waitFor(() => expect(result.current).toBeDefined());
    const had = result.current!;
    const before = runs;
    // A write to another table, then one to its own: only the second one runs it.
    await db.visits.put({ ...(mark(999) as object), id: 'visit-1' } as never);
    await db.voteMarks.put(mark(500));
    await waitFor(() => expect(result.current).toBe(had + 1));
    expect(runs).toBe(before + 1);
  });
});
