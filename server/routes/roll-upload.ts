// Reading `POST /api/rolls`: a multipart form of one or more roll files, each kept whole in
// memory (they are stored in the database next), at most ROLL_UPLOAD_LIMIT_BYTES together —
// refused with 413 from the declared Content-Length before anything is read, or as soon as
// the bytes streamed in pass the limit — and each sniffed for its kind by content.
import type { FastifyRequest } from 'fastify';
import type { RollFileKind } from '../../src/domain/roll-jobs.ts';
import { ROLL_UPLOAD_MAX_FILES } from '../../src/domain/roll-jobs.ts';
import { HttpError, badRequest } from '../errors.ts';
import { sniffRollFile } from '../rolls/jobs/sniff.ts';

export type UploadedRoll = { name: string; kind: RollFileKind; bytes: Buffer };

/** Room for the form's own boundaries and part headers besides the files' bytes. */
const FORM_OVERHEAD = 1024 * 1024;

export const tooLarge = (limit: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The files together are larger than ${Math.round(limit / 1024 / 1024)} MB; upload them in smaller groups`,
    { messageKey: 'errors.rollImport.tooLarge', values: { mb: Math.round(limit / 1024 / 1024) } },
  );

export async function readRollUpload(
  request: FastifyRequest,
  limit: number,
): Promise<UploadedRoll[]> {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the files as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit + FORM_OVERHEAD) throw tooLarge(limit);
  const files: UploadedRoll[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > limit) throw tooLarge(limit);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge(limit);
      const bytes = Buffer.concat(chunks);
      if (!bytes.length) continue;
      const kind = sniffRollFile(bytes);
      if (!kind)
        throw new HttpError(400, 'bad_request', `${part.filename}: not a PDF, XLSX or CSV roll`, {
          messageKey: 'errors.rollImport.fileType',
          fields: { files: 'errors.rollImport.fileType' },
          values: { name: part.filename },
        });
      files.push({
        name: (part.filename || `file-${files.length + 1}`).slice(0, 300),
        kind,
        bytes,
      });
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge(limit);
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  if (!files.length)
    throw badRequest({ files: 'errors.rollImport.noFiles' }, 'Choose at least one roll file');
  if (files.length > ROLL_UPLOAD_MAX_FILES)
    throw badRequest({ files: 'errors.rollImport.tooManyFiles' }, 'Too many files in one upload');
  return files;
}
