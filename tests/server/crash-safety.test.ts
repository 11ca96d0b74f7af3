// Crash safety of the embedded database: the server is killed with SIGKILL while phones push,
// restarted on the same folder each time, and every acknowledged mutation must be there
// exactly once with no batch applied in part. `npm run bench:lifecycle` runs it longer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashLoop } from '../../devkit/crash-loop.ts';

describe('SIGKILL mid-push on the embedded database (pglite)', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged batch exactly once over repeated kills', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'booth-crash-'));
    const result = await runCrashLoop({ dataDir, kills: 3, phones: 6, loadMs: [300, 900] });
    expect(result.unexpectedStatuses).toEqual([]);
    expect(result.acked).toBeGreaterThan(0);
    for (const c of result.checks) {
      // What the server acknowledged it still has, and it has nothing it did not number.
      expect(c.lastMutationId).toBeGreaterThanOrEqual(c.acked);
      expect(c.missing).toEqual([]);
      expect(c.extra).toEqual([]);
    }
    // The last clean run replayed each phone's pending batch, so all were acknowledged.
    expect(result.checks.map((c) => c.lastMutationId)).toEqual(result.checks.map((c) => c.acked));
  }, 180_000);
});
