// Small typed helpers over the `meta` table. Inside a Dexie transaction that includes `meta`
// they join it, so counters and flags change atomically with the data they describe.
import type { BoothDb } from './database.ts';
import type { MetaValue } from './types.ts';

/** Meta keys used across the app; dynamic ones are built by the functions below. */
export const META = {
  deviceId: 'deviceId',
  cursor: 'sync.cursor',
  /** The snapshot set a first sync took its parts from; its pulls name it (sync/snapshots.ts). */
  snapshotSet: 'sync.snapshotSet',
  lastSyncAt: 'sync.lastSyncAt',
  /** The user whose server data the synced tables hold. */
  dataUserId: 'sync.dataUserId',
  persistRequested: 'storage.persistRequested',
} as const;

export const clientIdKey = (userId: string) => `sync.clientId.${userId}`;
export const mutationSeqKey = (clientId: string) => `sync.mutationSeq.${clientId}`;
export const legacyKey = (storageKey: string) => `legacy.${storageKey}`;

export async function getMeta<T extends MetaValue>(
  db: BoothDb,
  key: string,
): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

export async function setMeta(db: BoothDb, key: string, value: MetaValue): Promise<void> {
  await db.meta.put({ key, value });
}

async function getOrCreateId(db: BoothDb, key: string): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta<string>(db, key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    await setMeta(db, key, id);
    return id;
  });
}

/** This installation's id (stable across users); seeds deterministic import ids. */
export const getDeviceId = (db: BoothDb) => getOrCreateId(db, META.deviceId);

/**
 * The sync client id of one user on this device. Each user gets their own, so their mutation
 * sequences and the server's lastMutationId never mix.
 */
export const getClientId = (db: BoothDb, userId: string) => getOrCreateId(db, clientIdKey(userId));

/** Next mutation id of a client: strictly increasing, allocated inside the write transaction. */
export async function nextMutationId(db: BoothDb, clientId: string): Promise<number> {
  const key = mutationSeqKey(clientId);
  const last = (await getMeta<number>(db, key)) ?? 0;
  await setMeta(db, key, last + 1);
  return last + 1;
}
