// How far a long pull (a first sync, or a phone back after weeks) has got, in voters: those
// on this phone when it started plus those received since, of those plus what the server
// said was left. A resumed first sync (interrupted, the cursor kept) thus goes on from where
// it stopped instead of counting from zero. Asked of the server only by a first sync and by a
// pull of more than one page (pull.ts), so the minute's regular sync never counts.
import type { PullRemaining, PullResponse } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import { countLiveVoters } from '../db/voter-ranges.ts';

/**
 * Voters on this phone (`synced`) of what it will hold once the pull ends (`total`); for
 * `kind: 'newRoll'`, voters taken from a new edition's files of those it brings (new-edition.ts).
 */
export type PullProgress = { synced: number; total: number; kind?: 'newRoll' };

export type ProgressCounter = { committed(page: PullResponse): void };

/** Start counting: reports the starting point at once, then after each committed page. */
export async function startProgress(
  db: BoothDb,
  remaining: PullRemaining,
  report: (progress: PullProgress) => void,
): Promise<ProgressCounter> {
  const before = await countLiveVoters(db);
  let received = 0;
  const total = before + remaining.voters;
  report({ synced: before, total });
  return {
    committed(page) {
      // Tombstones too: the server's count has them, and the phone keeps them.
      for (const row of page.rows) if (row.table === 'voters') received += 1;
      // A voter written twice during the pull (edited meanwhile) must not push past the total.
      report({ synced: Math.min(total, before + received), total });
    },
  };
}
