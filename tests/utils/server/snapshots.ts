// What the roll-snapshot suites share: the part files and the pulls that name a set, asked of
// the app through inject, and what a phone holds once it has them (issue 45).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect } from 'vitest';
import type {
  PullResponse,
  SnapshotFile,
  SnapshotManifest,
  SnapshotPart,
  SyncRow,
} from '../../../src/domain/sync-protocol.ts';
import { SNAPSHOT_MINIMUM } from '../../../server/services/roll-snapshots.ts';
import { latest } from './sync-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Files for a view of any size in this suite (a real one needs 5,000 voters); the part minimum
 * stays. Call inside the `describe`, before the app starts.
 */
export function filesForEveryView(): void {
  const usual = { ...SNAPSHOT_MINIMUM };
  beforeAll(() => {
    SNAPSHOT_MINIMUM.viewVoters = 1;
  });
  afterAll(() => {
    Object.assign(SNAPSHOT_MINIMUM, usual);
  });
}

/** The address of one part's file. */
export const snapshotUrl = (p: SnapshotPart): string =>
  `/api/sync/snapshot?${new URLSearchParams({ scope: p.scope, part: String(p.part), version: String(p.version) })}`;

/**
 * The snapshot calls against the suite's app (`app()`: started in its `beforeAll`); pulls ask
 * `pageSize` rows a page.
 */
export function snapshotCalls(app: () => TestApp, pageSize: number) {
  const get = (token: string, url: string, headers: Record<string, string> = {}) =>
    app().as(token, { method: 'GET', url, headers });

  /** The caller's list of part files (200 expected). */
  const manifest = async (token: string): Promise<SnapshotManifest> => {
    const res = await get(token, '/api/sync/snapshots');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SnapshotManifest>();
  };

  /** One part's file, taken gzipped as the phone takes it; its rows. */
  const snapshot = async (token: string, p: SnapshotPart): Promise<SyncRow[]> => {
    const res = await get(token, snapshotUrl(p), { 'accept-encoding': 'gzip' });
    expect(res.statusCode, res.body).toBe(200);
    return (JSON.parse(gunzipSync(res.rawPayload).toString()) as SnapshotFile).rows;
  };

  /** Pull every page naming the set (none: a plain pull); the rows in arrival order, the cursor. */
  const pullWith = async (token: string, set: string | null, from = '') => {
    const rows: SyncRow[] = [];
    let cursor = from;
    for (;;) {
      const q = new URLSearchParams({
        cursor,
        limit: String(pageSize),
        ...(set ? { snapshots: set } : {}),
      });
      const res = await get(token, `/api/sync/pull?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<PullResponse>();
      rows.push(...page.rows);
      cursor = page.cursor;
      if (!page.hasMore) return { rows, cursor };
    }
  };

  return { get, manifest, snapshot, pullWith };
}

/** What a phone holds after these rows: the newest row of each record, tombstones dropped. */
export function onPhone(rows: SyncRow[]): Map<string, SyncRow> {
  const byVersion = [...rows].sort((a, b) => a.version - b.version);
  return new Map([...latest(byVersion)].filter(([, r]) => !r.deleted));
}
