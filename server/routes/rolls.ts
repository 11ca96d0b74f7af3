// The roll import as jobs (docs/roll-import.md): upload roll files, follow a job, review its
// doubtful rows, accept a part, answer what a job asks (the state and district its files do not
// name; what to do with voters of another list in a part), cancel. A job belongs to whoever uploaded it (the admin sees
// all); someone else's job id answers 404 like a missing one. Reading runs in the roll workers
// (server/rolls/jobs/workers.ts), not in the request.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { apiRoutes } from '../../src/domain/api/index.ts';
import { ROLL_UPLOAD_LIMIT_BYTES, ROLL_UPLOAD_MAX_FILES } from '../../src/domain/roll-jobs.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { effectiveScope } from '../services/access.ts';
import { acceptPart, cancelJob, correctRow, setPartNumber } from '../rolls/jobs/review.ts';
import { decidePart, setJobPlace } from '../rolls/jobs/answers.ts';
import { allRows, findJob, findRow, listJobs, readJob, reviewRows } from '../rolls/jobs/store.ts';
import { route } from './register.ts';
import { readRollUpload } from './roll-upload.ts';
import { ASD_UPLOAD_LIMIT_BYTES, asdFormSchema, asdListNameOf } from '../../src/domain/asd-list.ts';
import { validate } from '../../src/domain/validation.ts';
import { asdPart, markAsdList } from '../rolls/asd/mark.ts';
import { readAsdFile, sniffAsdFile } from '../rolls/asd/read-file.ts';
import { ASD_ERRORS } from '../rolls/asd/messages.ts';
import { readOneFileUpload } from './one-file-upload.ts';

export type RollRouteOptions = {
  /** Tell this server's idle roll workers a job is waiting. */
  wake: () => void;
  /** Largest upload (all files); default ROLL_UPLOAD_LIMIT_BYTES. */
  uploadLimit?: number;
};

export async function rollRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: RollRouteOptions,
): Promise<void> {
  const limit = opts.uploadLimit ?? ROLL_UPLOAD_LIMIT_BYTES;
  const auth = { onRequest: ctx.authenticate };

  const api = apiRoutes.rolls;
  const jobOf = async (request: FastifyRequest, id: string) => {
    const found = await findJob(ctx.db, request.user!, id);
    if (!found) throw notFound('No such roll import');
    return found;
  };

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: limit,
        files: ROLL_UPLOAD_MAX_FILES + 1,
        fields: 10,
        fieldSize: 1000,
        parts: ROLL_UPLOAD_MAX_FILES + 11,
      },
    });
    route(scoped, api.upload, auth, async ({ request, send }) => {
      const caller = request.user!;
      // Who may import: whoever holds an area (the admin: everywhere); the job's parts must
      // then lie inside it.
      const scope = effectiveScope(caller);
      if (scope === null) throw forbidden('You need an area before you can import a roll');
      const files = await readRollUpload(request, limit);
      const id = randomUUID();
      await ctx.db.transaction(async (tx) => {
        await tx.query('INSERT INTO roll_jobs (id, created_by, scope) VALUES ($1, $2, $3)', [
          id,
          caller.id,
          scope,
        ]);
        for (const [position, f] of files.entries())
          await tx.query(
            `INSERT INTO roll_job_files (id, job_id, position, name, kind, size, data)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [randomUUID(), id, position, f.name, f.kind, f.bytes.length, f.bytes],
          );
      });
      opts.wake();
      return send(202, { id });
    });

    // The ASD list of one part, read in the request (a scan: a few pages by OCR), its voters
    // marked through the sync path. The part is checked before the file is read.
    route(scoped, api.asd, auth, async ({ request }) => {
      const { file, fields } = await readOneFileUpload(request, {
        limit: ASD_UPLOAD_LIMIT_BYTES,
        sniff: sniffAsdFile,
        unnamed: 'asd-list',
        refusals: ASD_ERRORS,
      });
      const form = await validate(asdFormSchema, fields);
      if (!form.ok) throw badRequest(form.fields);
      const { part, assembly, listName } = form.value;
      const target = await asdPart(ctx.db, request.user!, part, assembly);
      const { reading, readBy } = await readAsdFile(file.kind, file.bytes);
      return markAsdList(publishDeps(ctx), request.user!, target, {
        listName: listName || asdListNameOf(file.name) || 'ASD list',
        reading,
        readBy,
      });
    });
  });

  route(app, api.list, auth, async ({ request }) => {
    return { jobs: await listJobs(ctx.db, request.user!) };
  });

  route(app, api.read, auth, async ({ request, params, query }) => {
    const { id } = await jobOf(request, params.id);
    const { reviewOffset, reviewLimit, rowsPart, rowsOffset, rowsLimit } = query;
    const review = await reviewRows(ctx.db, id, reviewOffset, reviewLimit);
    const rows = await allRows(ctx.db, id, {
      ...(rowsPart ? { partId: rowsPart } : {}),
      offset: rowsOffset,
      limit: rowsLimit,
    });
    return { ...(await readJob(ctx.db, id)), ...review, ...rows };
  });

  route(app, api.cancel, auth, async ({ request, params }) => {
    const { id } = await jobOf(request, params.id);
    await cancelJob(ctx.db, id);
    return readJob(ctx.db, id);
  });

  route(app, api.rowImage, auth, async ({ request, reply, params }) => {
    const { id } = await jobOf(request, params.id);
    const { rows } = await ctx.db.query<{ image: Uint8Array | null }>(
      `SELECT r.image FROM roll_job_rows r JOIN roll_job_parts p ON p.id = r.part_id
         WHERE r.id = $1 AND p.job_id = $2`,
      [params.rowId, id],
    );
    const image = rows[0]?.image;
    if (!image) throw notFound('This row has no image');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  });

  // No body counts as an empty correction.
  const emptyAsNone = { ...auth, absentBodyAs: {} };
  route(app, api.correctRow, emptyAsNone, async ({ request, params, body }) => {
    const { id } = await jobOf(request, params.id);
    const row = await findRow(ctx.db, id, params.rowId);
    if (!row) throw notFound('No such row in this roll import');
    await correctRow(publishDeps(ctx), id, row, body);
    const { status: _status, ...fresh } = (await findRow(ctx.db, id, row.id))!;
    return fresh;
  });

  route(app, api.acceptPart, emptyAsNone, async ({ request, params, body }) => {
    const { id } = await jobOf(request, params.id);
    const part = await acceptPart(publishDeps(ctx), id, params.partId, body);
    if (!part) throw notFound('No such part in this roll import');
    return part;
  });

  route(app, api.place, auth, async ({ request, params, body }) => {
    const { id } = await jobOf(request, params.id);
    await setJobPlace(publishDeps(ctx), id, body);
    return readJob(ctx.db, id);
  });

  route(app, api.decision, auth, async ({ request, params, body }) => {
    const { id } = await jobOf(request, params.id);
    const part = await decidePart(publishDeps(ctx), id, params.partId, body.choice);
    if (!part) throw notFound('No such part in this roll import');
    return part;
  });

  route(app, api.partNumber, auth, async ({ request, params, body }) => {
    const { id } = await jobOf(request, params.id);
    const part = await setPartNumber(publishDeps(ctx), id, params.partId, body);
    if (!part) throw notFound('No such part in this roll import');
    return part;
  });
}

const publishDeps = (ctx: AppContext) => ({
  db: ctx.db,
  events: ctx.events,
  onWritten: (rows: number) => ctx.analyzer.noteWritten(rows),
});
