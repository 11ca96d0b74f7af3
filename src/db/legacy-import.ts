// First-run import of the old app's localStorage lists (the specification's API calls) into Dexie. Once per key (a
// meta flag written in the same transaction as the records), with deterministic ids, and the
// old keys are never modified; unreadable keys are reported and left as they were.
import type { SyncTable } from '../domain/sync-protocol.ts';
import type { NewRecord } from './bulk-commands.ts';
import { writeRecordsInTx } from './bulk-commands.ts';
import type { BoothDb } from './database.ts';
import { canonicalJson, deterministicUuid } from '../domain/hash-id.ts';
import { LEGACY_KEYS, idSpace } from './legacy-keys.ts';
import type { LegacyKeyDef } from './legacy-keys.ts';
import type { Entry, Mapped } from './legacy-mappers.ts';
import { mapGroup, mapMember, mapPost, mapVoter } from './legacy-mappers.ts';
import { getClientId, getDeviceId, getMeta, legacyKey, setMeta } from './meta.ts';
import type { Writer } from './writer.ts';
import { announceLocalWrite } from './write-events.ts';

export type LegacyProblem = { key: string; problem: 'malformedJson' | 'notAList'; detail: string };

export type LegacyImportReport = {
  /** Keys imported by this run, with the number of records written. */
  imported: { key: string; count: number }[];
  /** Keys already imported by an earlier run. */
  alreadyDone: string[];
  /** Keys that could not be read; they stay untouched and are retried next run. */
  problems: LegacyProblem[];
  /** Entry fields we do not know, by key (not imported). */
  droppedFields: { key: string; fields: string[] }[];
};

type KeyValueStore = Pick<Storage, 'getItem'>;

type Prepared = { entries: Entry[]; ids: string[] };

/** Ids from (device, target, content, n-th identical entry): re-runs and spellings agree. */
function prepare(deviceId: string, def: LegacyKeyDef, list: unknown[]): Prepared {
  const seen = new Map<string, number>();
  const entries: Entry[] = [];
  const ids: string[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const content = canonicalJson(item);
    const n = seen.get(content) ?? 0;
    seen.set(content, n + 1);
    entries.push(item as Entry);
    ids.push(deterministicUuid(`${deviceId}|${idSpace(def)}|${n}|${content}`));
  }
  return { entries, ids };
}

/** Records whose id is not stored yet (a re-run without the flag still cannot duplicate). */
async function fresh<T extends SyncTable>(
  db: BoothDb,
  table: T,
  items: NewRecord<T>[],
): Promise<NewRecord<T>[]> {
  const existing = await db.syncTable(table).bulkGet(items.map((i) => i.id!));
  return items.filter((_, i) => !existing[i]);
}

async function importKey(
  db: BoothDb,
  writer: Writer,
  clientId: string,
  def: LegacyKeyDef,
  prepared: Prepared,
  dropped: Set<string>,
): Promise<number> {
  const { entries, ids } = prepared;
  const now = new Date().toISOString();
  const tables = [db.voters, db.members, db.chatGroups, db.chatMessages, db.posts];
  return db.transaction('rw', [...tables, db.outbox, db.meta], async () => {
    let count = 0;
    const put = async <T extends SyncTable>(table: T, items: NewRecord<T>[]) => {
      const todo = await fresh(db, table, items);
      count += (await writeRecordsInTx(db, writer, clientId, table, todo)).length;
    };
    const keep = <F>(m: Mapped<F>, i: number) => {
      m.dropped.forEach((f) => dropped.add(f));
      return { id: ids[i], fields: m.fields };
    };
    switch (def.target) {
      case 'voters':
        await put(
          'voters',
          entries.map((e, i) => keep(mapVoter(e), i)),
        );
        break;
      case 'members':
        await put(
          'members',
          entries.map((e, i) => keep(mapMember(e, def.level), i)),
        );
        break;
      case 'chat': {
        const groups = entries.map((e) => mapGroup(e, now));
        await put(
          'chatGroups',
          groups.map((g, i) => ({ id: ids[i], fields: g.group })),
        );
        // A group's id already covers its messages' content; the position tells them apart.
        const messages = groups.flatMap((g, i) =>
          g.messages.map((m, j) => ({
            id: deterministicUuid(`${ids[i]}|message|${j}`),
            fields: { ...m, groupId: ids[i]! },
          })),
        );
        await put('chatMessages', messages);
        break;
      }
      case 'posts': {
        const posts = entries.map((e, i) => mapPost(e, ids[i]!));
        await db.posts.bulkPut(posts);
        count = posts.length;
        break;
      }
    }
    await setMeta(db, legacyKey(def.key), count);
    return count;
  });
}

/** Import every legacy key not imported yet; never throws for bad data, reports it instead. */
export async function runLegacyImport(
  db: BoothDb,
  writer: Writer,
  storage: KeyValueStore = localStorage,
): Promise<LegacyImportReport> {
  const report: LegacyImportReport = {
    imported: [],
    alreadyDone: [],
    problems: [],
    droppedFields: [],
  };
  // Nearly every phone has no old data: it then reads nothing from IndexedDB here, and a first
  // sync, which waits for this import, starts a few hundred ms sooner on a slow phone.
  if (LEGACY_KEYS.every((def) => storage.getItem(def.key) === null)) return report;
  const deviceId = await getDeviceId(db);
  const clientId = await getClientId(db, writer.userId);
  let wrote = false;
  for (const def of LEGACY_KEYS) {
    const raw = storage.getItem(def.key);
    if (raw === null) continue;
    if ((await getMeta(db, legacyKey(def.key))) !== undefined) {
      report.alreadyDone.push(def.key);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      report.problems.push({ key: def.key, problem: 'malformedJson', detail });
      console.warn(`Legacy import: "${def.key}" is not valid JSON; left as it was.`, detail);
      continue;
    }
    if (!Array.isArray(parsed)) {
      report.problems.push({ key: def.key, problem: 'notAList', detail: typeof parsed });
      console.warn(`Legacy import: "${def.key}" is not a list; left as it was.`);
      continue;
    }
    const dropped = new Set<string>();
    const count = await importKey(
      db,
      writer,
      clientId,
      def,
      prepare(deviceId, def, parsed),
      dropped,
    );
    report.imported.push({ key: def.key, count });
    if (dropped.size) report.droppedFields.push({ key: def.key, fields: [...dropped].sort() });
    wrote ||= count > 0;
  }
  if (wrote) announceLocalWrite();
  return report;
}
