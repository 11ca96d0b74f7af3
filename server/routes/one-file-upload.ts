// Reading a multipart form of one file and its text fields (an ASD list, a Form 20 sheet): the
// file kept whole in memory (at most `limit` bytes: refused with 413 from the declared
// Content-Length before anything is read, or as soon as the bytes streamed in pass it) and
// sniffed for its kind by content, as roll-upload.ts reads rolls. Each upload refuses in its
// own words (its screen's i18n keys), so the refusals come with the rules.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import type { RefusalValues } from '../errors.ts';

export type OneFileUpload<Kind> = {
  file: { name: string; kind: Kind; bytes: Buffer };
  fields: Record<string, string>;
};

type Refusal = (values?: RefusalValues) => HttpError;

/** How one kind of upload is read. */
export type OneFileRules<Kind> = {
  /** Largest file, in bytes. */
  limit: number;
  /** The file's kind from its bytes; null: not a kind this upload takes. */
  sniff: (bytes: Buffer) => Kind | null;
  /** The name of a file sent without one. */
  unnamed: string;
  /** Too large (`mb`), a second file, not a kind it takes (`name`), no file. */
  refusals: Record<'tooLarge' | 'oneFile' | 'fileType' | 'noFile', Refusal>;
};

/** Room for the form's own boundaries, part headers and fields besides the file. */
const FORM_OVERHEAD = 64 * 1024;

export async function readOneFileUpload<Kind>(
  request: FastifyRequest,
  { limit, sniff, unnamed, refusals }: OneFileRules<Kind>,
): Promise<OneFileUpload<Kind>> {
  const tooLarge = () => refusals.tooLarge({ mb: limit / 1024 / 1024 });
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit + FORM_OVERHEAD) throw tooLarge();
  const fields: Record<string, string> = {};
  let file: OneFileUpload<Kind>['file'] | undefined;
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
        if (total > limit) throw tooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      const bytes = Buffer.concat(chunks);
      if (!bytes.length) continue;
      if (file) throw refusals.oneFile();
      const kind = sniff(bytes);
      if (!kind) throw refusals.fileType({ name: part.filename });
      file = { name: (part.filename || unnamed).slice(0, 300), kind, bytes };
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  if (!file) throw refusals.noFile();
  return { file, fields };
}
