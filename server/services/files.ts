// Uploaded images in the database (never under the web root), scoped like records: the
// uploader's scope, or a sub-unit inside it. A client-chosen id makes retried uploads from
// the offline outbox idempotent.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { conflict } from '../errors.ts';
import type { Caller } from './access.ts';
import { canAccess, effectiveScope } from './access.ts';
import type { ImageType } from './image-type.ts';

export type StoredFile = {
  id: string;
  scope: string;
  ownerId: string;
  mime: ImageType;
  size: number;
};

type FileRow = { id: string; scope: string; owner_id: string; mime: ImageType; size: number };

const toFile = (r: FileRow): StoredFile => ({
  id: r.id,
  scope: r.scope,
  ownerId: r.owner_id,
  mime: r.mime,
  size: Number(r.size),
});

export const fileUrl = (id: string) => `/api/files/${id}`;

/** Store an image; a repeat of the same upload (same id, same owner) returns the stored one. */
export async function saveFile(
  db: Queryable,
  caller: Caller,
  upload: { id?: string; scope?: string; mime: ImageType; bytes: Uint8Array },
): Promise<{ file: StoredFile; created: boolean }> {
  const id = (upload.id ?? randomUUID()).toLowerCase();
  const scope = upload.scope ?? effectiveScope(caller) ?? '';
  const { rows } = await db.query<FileRow>(
    `INSERT INTO files (id, scope, owner_id, mime, size, data) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING RETURNING id, scope, owner_id, mime, size`,
    [id, scope, caller.id, upload.mime, upload.bytes.length, upload.bytes],
  );
  if (rows[0]) return { file: toFile(rows[0]), created: true };
  const existing = await findFile(db, id);
  if (existing && existing.ownerId === caller.id) return { file: existing, created: false };
  throw conflict('A file with this id already exists', { messageKey: 'errors.fileExists' });
}

export async function findFile(db: Queryable, id: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<FileRow>(
    'SELECT id, scope, owner_id, mime, size FROM files WHERE id = $1',
    [id],
  );
  return rows[0] ? toFile(rows[0]) : undefined;
}

/** The bytes of a file the caller may see; undefined when missing or out of view. */
export async function readFile(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<{ file: StoredFile; bytes: Buffer } | undefined> {
  const { rows } = await db.query<FileRow & { data: Uint8Array }>(
    'SELECT id, scope, owner_id, mime, size, data FROM files WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const file = toFile(row);
  if (!canAccess(caller, file)) return undefined;
  return { file, bytes: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
}
