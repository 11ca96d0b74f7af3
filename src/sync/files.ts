// Images referenced by records wait in `files` as `file:<id>` and are uploaded before the
// mutation that references them is pushed; the pushed fields then carry the server URL.
import type { SyncFields } from '../domain/sync-protocol.ts';
import type { BoothDb } from '../db/database.ts';
import type { RequestEntry } from '../db/types.ts';
import { FILE_REF_PREFIX } from '../db/queue-commands.ts';
import type { SyncApi } from './sync-api.ts';

/** Upload the files not uploaded yet; returns id → server URL for all of `ids`. */
export async function uploadPendingFiles(
  db: BoothDb,
  api: SyncApi,
  ids: string[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  const unique = [...new Set(ids)];
  const files = await db.files.bulkGet(unique);
  for (const file of files) {
    if (!file) continue;
    if (file.status !== 'pending' && file.url) {
      urls.set(file.id, file.url);
      continue;
    }
    const uploaded = await api.uploadFile(file);
    await db.files.update(file.id, { status: 'uploaded', url: uploaded.url });
    urls.set(file.id, uploaded.url);
  }
  return urls;
}

/** Replace `file:<id>` values with their uploaded URLs. */
export function withFileUrls(fields: SyncFields, urls: Map<string, string>): SyncFields {
  if (!urls.size) return fields;
  const out: SyncFields = {};
  for (const [key, value] of Object.entries(fields)) {
    const ref = typeof value === 'string' && value.startsWith(FILE_REF_PREFIX);
    out[key] = ref ? (urls.get(value.slice(FILE_REF_PREFIX.length)) ?? value) : value;
  }
  return out;
}

/** A queued JSON request whose body names `file:<id>` images: upload them, send their URLs. */
export async function withUploadedFiles(
  db: BoothDb,
  api: SyncApi,
  entry: RequestEntry,
): Promise<RequestEntry> {
  const body = entry.body;
  if (!entry.fileIds?.length || typeof body !== 'object' || body === null) return entry;
  const urls = await uploadPendingFiles(db, api, entry.fileIds);
  return { ...entry, body: withFileUrls(body as SyncFields, urls) };
}
