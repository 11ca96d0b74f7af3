// Reading `POST /api/rolls/asd`: a multipart form of one ASD list file and its fields (part,
// assembly, listName), the file kept whole in memory (at most ASD_UPLOAD_LIMIT_BYTES: refused
// with 413 from the declared Content-Length before anything is read, or as soon as the bytes
// streamed in pass it) and sniffed for its kind by content, as roll-upload.ts reads rolls.
import type { FastifyRequest } from 'fastify';
import { ASD_UPLOAD_LIMIT_BYTES } from '../../src/domain/asd-list.ts';
import { HttpError } from '../errors.ts';
import type { AsdFileKind } from '../rolls/asd/read-file.ts';
import { sniffAsdFile } from '../rolls/asd/read-file.ts';
import { ASD_ERRORS } from '../rolls/asd/messages.ts';

export type AsdUpload = {
  file: { name: string; kind: AsdFileKind; bytes: Buffer };
  fields: Record<string, string>;
};

/** Room for the form's own boundaries, part headers and fields besides the file. */
const FORM_OVERHEAD = 64 * 1024;

const tooLarge = () => ASD_ERRORS.tooLarge({ mb: ASD_UPLOAD_LIMIT_BYTES / 1024 / 1024 });

export async function readAsdUpload(request: FastifyRequest): Promise<AsdUpload> {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > ASD_UPLOAD_LIMIT_BYTES + FORM_OVERHEAD)
    throw tooLarge();
  const fields: Record<string, string> = {};
  let file: AsdUpload['file'] | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of part.file as AsdIterable) {
        total += chunk.length;
        if (total > ASD_UPLOAD_LIMIT_BYTES) throw tooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      const bytes = Buffer.concat(chunks);
      if (!bytes.length) continue;
      if (file) throw ASD_ERRORS.oneFile();
      const kind = sniffAsdFile(bytes);
      if (!kind) throw ASD_ERRORS.fileType({ name: part.filename });
      file = { name: (part.filename || 'asd-list').slice(0, 300), kind, bytes };
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  if (!file) throw ASD_ERRORS.noFile();
  return { file, fields };
}

type AsdIterable = AsyncIterable<Buffer>;
