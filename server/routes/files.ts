// Image upload and download (docs/architecture.md): ≤ 5 MB, PNG/JPG/GIF/WebP by content, stored in
// the database, visible to the same people as a record of the same scope. An <img> cannot
// send headers, so GET also takes the token as ?token=.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { UploadedFileResponse } from '../../src/domain/files.ts';
import { FILE_LIMITS, fileUploadFieldsSchema } from '../../src/domain/files.ts';
import { validate } from '../../src/domain/validation.ts';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { HttpError, badRequest, forbidden, notFound } from '../errors.ts';
import { placeNew } from '../services/access.ts';
import { fileUrl, readFile, saveFile } from '../services/files.ts';
import { detectImageType } from '../services/image-type.ts';
import { route } from './register.ts';

/** Read the form: small text fields and exactly one part named `file`. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the image as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Always drain the part, so a refusal below still leaves the request readable to its end.
      const data = await part.toBuffer();
      if (part.fieldname !== 'file') throw badRequest({ [part.fieldname]: 'errors.invalid' });
      bytes = data;
    }
  } catch (err) {
    // Limits come with their own 4xx status; a form the parser cannot read has none.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  return { fields, bytes };
}

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { onRequest: ctx.authenticate };
  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: FILE_LIMITS.maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    });

    route(scoped, apiRoutes.files.upload, auth, async ({ request, send }) => {
      const { fields, bytes } = await readUpload(request);
      const input = await validate(fileUploadFieldsSchema, fields);
      if (!input.ok) throw badRequest(input.fields);
      if (!bytes?.length) throw badRequest({ file: 'errors.required' });
      const mime = detectImageType(bytes);
      if (!mime)
        throw badRequest({ file: 'errors.imageType' }, 'Only PNG, JPG, GIF or WebP images');
      const scope = placeNew(request.user!, input.value.scope);
      if (scope === undefined) throw forbidden('You may only upload inside your own area');
      const { file, created } = await saveFile(ctx.db, request.user!, {
        id: input.value.id,
        scope,
        mime,
        bytes,
      });
      const body: UploadedFileResponse = {
        id: file.id,
        url: fileUrl(file.id),
        mime: file.mime,
        size: file.size,
      };
      return send(created ? 201 : 200, body);
    });
  });

  route(
    app,
    apiRoutes.files.read,
    { onRequest: ctx.authenticateWithQueryToken },
    async ({ request, reply, params }) => {
      // Out of view answers like missing: the id of another booth's photo reveals nothing.
      const found = await readFile(ctx.db, request.user!, params.id);
      if (!found) throw notFound('No such file');
      return reply
        .header('content-type', found.file.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(found.bytes);
    },
  );
}
