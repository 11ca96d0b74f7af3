// Offline API calls and images: queued in the outbox / kept in `files` until they can be sent.
import type { BoothDb } from './database.ts';
import { appendRequest } from './outbox.ts';
import type { FileRecord, QueuedRequest, RequestEntry } from './types.ts';
import { announceLocalWrite } from './write-events.ts';

/** Every image a queued request needs: its multipart files and the ones its body names. */
export const requestFileIds = (request: QueuedRequest): string[] => [
  ...(request.multipart?.fileIds ?? []),
  ...(request.fileIds ?? []),
];

/** Queue an API call to replay later, in order, with an idempotency key. */
export async function queueRequest(
  db: BoothDb,
  userId: string,
  request: QueuedRequest,
): Promise<RequestEntry> {
  const entry = await db.transaction('rw', db.outbox, () => appendRequest(db, userId, request));
  announceLocalWrite();
  return entry;
}

export type FileInput = { name: string; type: string; bytes: ArrayBuffer; scope?: string };

/** Read a browser File/Blob into a storable shape (before any transaction: it is async). */
export async function fileInput(file: Blob & { name?: string }): Promise<FileInput> {
  return { name: file.name ?? 'image', type: file.type, bytes: await file.arrayBuffer() };
}

/** Keep an image until it can be uploaded; returns its id (reference it as `file:<id>`). */
export async function saveFile(db: BoothDb, userId: string, input: FileInput): Promise<string> {
  const record: FileRecord = {
    id: crypto.randomUUID(),
    userId,
    name: input.name,
    type: input.type,
    size: input.bytes.byteLength,
    bytes: input.bytes,
    ...(input.scope !== undefined ? { scope: input.scope } : {}),
    status: 'pending',
    createdAt: new Date().toISOString(),
  };
  await db.files.add(record);
  return record.id;
}

export const FILE_REF_PREFIX = 'file:';
export const fileRef = (id: string) => `${FILE_REF_PREFIX}${id}`;
