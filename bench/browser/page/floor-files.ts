// The floor of a first sync by part files (issue 45): the same files the engine takes —
// downloaded one after another (timed apart: the bytes on the wire and the server's time) —
// then written with one bare Dexie bulkPut into `rollParts` of a fresh database of the real
// schema (timed). Nothing derived, nothing read back: what storing the files costs at the least.
import { BoothDb } from '../../../src/db/database.ts';
import type { RollPartRecord } from '../../../src/db/types.ts';
import type { SnapshotFile, SnapshotManifest } from '../../../src/domain/sync-protocol.ts';

export type FilesFloorResult = {
  parts: number;
  voters: number;
  /** Downloading every file (and the list), one after another. */
  downloadMs: number;
  /** Bytes on the wire (the compressed answers). */
  wireBytes: number;
  /** The bare bulkPut of the files. */
  putMs: number;
};

export async function floorFiles(opts: {
  token: string;
  dbName: string;
}): Promise<FilesFloorResult> {
  const headers = { authorization: `Bearer ${opts.token}` };
  const started = performance.now();
  const manifest = (await (
    await fetch('/api/sync/snapshots', { headers })
  ).json()) as SnapshotManifest;
  const records: RollPartRecord[] = [];
  for (const p of manifest.parts) {
    const q = new URLSearchParams({
      scope: p.scope,
      part: String(p.part),
      version: String(p.version),
    });
    const res = await fetch(`/api/sync/snapshot?${q}`, { headers });
    if (!res.ok) throw new Error(`snapshot ${res.status}: ${await res.text()}`);
    const { rows } = (await res.json()) as SnapshotFile;
    records.push({
      key: `${p.scope}|${p.part}`,
      scope: p.scope,
      part: p.part,
      version: p.version,
      rows,
    });
  }
  const downloadMs = performance.now() - started;
  const wireBytes = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/api/sync/snapshot'))
    .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
  const db = new BoothDb(opts.dbName);
  await db.open();
  const put = performance.now();
  await db.rollParts.bulkPut(records);
  const putMs = performance.now() - put;
  db.close();
  return {
    parts: records.length,
    voters: records.reduce((n, r) => n + r.rows.length, 0),
    downloadMs,
    wireBytes,
    putMs,
  };
}
