// Reading `POST /api/form20/elections`: a multipart form of one Form 20 file and its fields
// (assembly, kind, year), the file kept whole in memory (at most FORM20_UPLOAD_LIMIT_BYTES:
// refused with 413 from the declared Content-Length before anything is read, or as soon as the
// bytes streamed in pass it) and sniffed for its kind by content, as asd-upload.ts reads lists.
import type { FastifyRequest } from 'fastify';
import { FORM20_UPLOAD_LIMIT_BYTES } from '../../src/domain/form20/report.ts';
import { HttpError } from '../errors.ts';
import { FORM20_ERRORS } from '../services/form20/errors.ts';
import type { Form20FileKind } from '../services/form20/read-file.ts';
import { sniffForm20File } from '../services/form20/read-file.ts';

export type Form20Upload = {
  file: { name: string; kind: Form20FileKind; bytes: Buffer };
  fields: Record<string, string>;
};

const FORM_OVERHEAD = 64 * 1024;
const tooLarge = () => FORM20_ERRORS.tooLarge({ mb: FORM20_UPLOAD_LIMIT_BYTES / 1024 / 1024 });

export async function readForm20Upload(request: FastifyRequest): Promise<Form20Upload> {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > FORM20_UPLOAD_LIMIT_BYTES + FORM_OVERHEAD)
    throw tooLarge();
  const fields: Record<string, string> = {};
  let file: Form20Upload['file'] | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > FORM20_UPLOAD_LIMIT_BYTES) throw tooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      const bytes = Buffer.concat(chunks);
      if (!bytes.length) continue;
      if (file) throw FORM20_ERRORS.oneFile();
      const kind = sniffForm20File(bytes);
      if (!kind) throw FORM20_ERRORS.fileType({ name: part.filename });
      file = { name: (part.filename || 'form20').slice(0, 300), kind, bytes };
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  if (!file) throw FORM20_ERRORS.noFile();
  return { file, fields };
}
