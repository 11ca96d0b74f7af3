// Image uploads (docs/architecture.md): POST /api/files as multipart/form-data with optional text
// fields `id` (client-made UUID, makes retries idempotent) and `scope` first, then `file`.
import { object } from 'yup';
import type { InferType } from 'yup';
import { uuidField } from './ids.ts';
import { scopeField } from './users.ts';

export const FILE_LIMITS = {
  /** What the server stores (a photo arrives already shrunk, downscale-image.ts). */
  maxBytes: 5 * 1024 * 1024,
  /** What a form accepts from the camera or gallery before shrinking it on the phone. */
  chosenMaxBytes: 25 * 1024 * 1024,
  /** Checked by content (magic bytes), not by name or declared type. */
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

export const fileUploadFieldsSchema = object({
  id: uuidField().optional(),
  /** A sub-unit of the uploader's scope; defaults to the uploader's scope. */
  scope: scopeField().optional(),
});
export type FileUploadFields = InferType<typeof fileUploadFieldsSchema>;

/** 201 (new) or 200 (the same upload again). `url` serves it to signed-in users who may see it. */
export type UploadedFileResponse = { id: string; url: string; mime: string; size: number };
