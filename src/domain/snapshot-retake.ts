// When a phone takes a part's file again after a new edition (issue 45, step 3;
// docs/decisions/roll-snapshots.md). The phone decides by it (sync/new-edition.ts); in the
// domain so the server's tests judge its answers by the same rule.
import type { SnapshotChange } from './sync-protocol.ts';

/**
 * When a part's new file pays: at least this many of its voters changed since the file held,
 * and this share of the part. A file is one request of ~90 KB per 1,000 voters and one record;
 * each changed voter by the pull is a row written with its index entries (~1.2 ms on this
 * machine). A few edits a day stay with the pull.
 */
export const RETAKE = { minimum: 50, share: 0.1 };

/** True when the phone should take this part's new file (or a first file of a part it lacks). */
export function worthRetaking(p: SnapshotChange): boolean {
  if (p.version <= p.held) return false;
  const changed = p.held ? p.changed : p.voters;
  return changed >= Math.max(RETAKE.minimum, p.voters * RETAKE.share);
}
