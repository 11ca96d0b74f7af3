// Poll Day's live reads (use-live-read.ts): a new answer is drawn, one equal to what is shown is
// not — the pull writing back a mark just made (a new version, the same vote) draws nothing —
// and new inputs start a new read. The turnout is read this way (use-poll-day.ts).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../src/db/instance.ts';
import { loadVoted } from '../../src/features/poll-day/poll-day-data.ts';
import { useLiveRead } from '../../src/features/poll-day/use-live-read.ts';
import { sameVoted } from '../../src/features/poll-day/use-poll-day.ts';

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const mark = (i: number, version = 0) =>
  ({
    id: id(i),
    voterId: id(100 + i),
    voted: true,
    markedAt: '2026-11-25T04:00:00.000Z',
    by: 'Asha Verma',
    version,
    updatedAt: '2026-11-25T04:00:00.000Z',
    deleted: 0,
    scope: 'up/booth-12',
    ownerId: 'u',
  }) as never;

beforeAll(() => db.voteMarks.clear());
afterEach(() => cleanup());
afterAll(() => db.voteMarks.clear());

/** A quiet moment for a live query to have run again after a write. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 150)));

describe('useLiveRead', () => {
  it('draws a new answer, and not one equal to the answer shown', async () => {
    let renders = 0;
    let runs = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLiveRead(
        () => {
          runs += 1;
          return loadVoted(db);
        },
        [],
        sameVoted,
      );
    });
    await waitFor(() => expect(result.current?.voted.size).toBe(0));

    await db.voteMarks.put(mark(1));
    await waitFor(() => expect(result.current?.voted.has(id(101))).toBe(true));
    const shown = result.current;
    const [rendersBefore, runsBefore] = [renders, runs];

    // The pull brings the same mark back at the server's version: read again, drawn no more.
    await db.voteMarks.put(mark(1, 7));
    await waitFor(() => expect(runs).toBeGreaterThan(runsBefore));
    await settle();
    expect(renders).toBe(rendersBefore);
    expect(result.current).toBe(shown);

    // Another voter's mark is drawn.
    await db.voteMarks.put(mark(2));
    await waitFor(() => expect(result.current?.voted.size).toBe(2));
    expect(renders).toBeGreaterThan(rendersBefore);
  });

  it('reads again for new inputs, keeping the old answer until the new one is in', async () => {
    await db.voteMarks.bulkPut([mark(3), mark(4)]);
    const { result, rerender } = renderHook(
      ({ voter }: { voter: string }) =>
        useLiveRead(() => db.voteMarks.where('voterId').equals(voter).count(), [voter]),
      { initialProps: { voter: id(103) } },
    );
    await waitFor(() => expect(result.current).toBe(1));
    rerender({ voter: id(999) });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(0));
  });
});
