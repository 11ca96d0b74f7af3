// The roll import as jobs (docs/roll-import.md): upload roll files, follow a job, review its
// doubtful rows, accept a part, cancel. A job belongs to whoever uploaded it (the admin sees
// all); someone else's job id answers 404 like a missing one. Reading runs in the roll workers
// (server/rolls/jobs/workers.ts), not in the request.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { rollAcceptSchema, rollRowCorrectionSchema } from '../../src/domain/roll-corrections.ts';
import type { RollJobList, RollJobResponse } from '../../src/domain/roll-jobs.ts';
import {
  ROLL_UPLOAD_LIMIT_BYTES,
  ROLL_UPLOAD_MAX_FILES,
  reviewQuerySchema,
} from '../../src/domain/roll-jobs.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { effectiveScope } from '../services/access.ts';
import { acceptPart, cancelJob, correctRow } from '../rolls/jobs/review.ts';
import { findJob, findRow, listJobs, readJob, reviewRows } from '../rolls/jobs/store.ts';
import { readRollUpload } from './roll-upload.ts';

export type RollRouteOptions = {
  /** Tell this server's idle roll workers a job is waiting. */
  wake: () => void;
  /** Largest upload (all files); default ROLL_UPLOAD_LIMIT_BYTES. */
  uploadLimit?: number;
};

type JobParams = { Params: { id: string } };

export async function rollRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  opts: RollRouteOptions,
): Promise<void> {
  const limit = opts.uploadLimit ?? ROLL_UPLOAD_LIMIT_BYTES;
  const auth = { onRequest: ctx.authenticate };

  const jobOf = async (request: FastifyRequest<JobParams>) => {
    const found = await findJob(ctx.db, request.user!, request.params.id);
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
    scoped.post('/rolls', auth, async (request, reply) => {
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
      return reply.status(202).send({ id });
    });
  });

  app.get('/rolls', auth, async (request): Promise<RollJobList> => {
    return { jobs: await listJobs(ctx.db, request.user!) };
  });

  app.get<JobParams>('/rolls/:id', auth, async (request): Promise<RollJobResponse> => {
    const query = await validate(reviewQuerySchema, request.query);
    if (!query.ok) throw badRequest(query.fields);
    const { id } = await jobOf(request);
    const { reviewOffset, reviewLimit } = query.value;
    const review = await reviewRows(ctx.db, id, reviewOffset, reviewLimit);
    return { ...(await readJob(ctx.db, id)), ...review };
  });

  app.post<JobParams>('/rolls/:id/cancel', auth, async (request) => {
    const { id } = await jobOf(request);
    await cancelJob(ctx.db, id);
    return readJob(ctx.db, id);
  });

  app.get<{ Params: { id: string; rowId: string } }>(
    '/rolls/:id/rows/:rowId/image',
    auth,
    async (request, reply) => {
      const { id } = await jobOf(request);
      const { rows } = await ctx.db.query<{ image: Uint8Array | null }>(
        `SELECT r.image FROM roll_job_rows r JOIN roll_job_parts p ON p.id = r.part_id
         WHERE r.id = $1 AND p.job_id = $2`,
        [request.params.rowId, id],
      );
      const image = rows[0]?.image;
      if (!image) throw notFound('This row has no image');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    },
  );

  app.patch<{ Params: { id: string; rowId: string } }>(
    '/rolls/:id/rows/:rowId',
    auth,
    async (request) => {
      const input = await validate(rollRowCorrectionSchema, request.body ?? {});
      if (!input.ok) throw badRequest(input.fields);
      const { id } = await jobOf(request);
      const row = await findRow(ctx.db, id, request.params.rowId);
      if (!row) throw notFound('No such row in this roll import');
      await correctRow(publishDeps(ctx), id, row, input.value);
      const { status: _status, ...fresh } = (await findRow(ctx.db, id, row.id))!;
      return fresh;
    },
  );

  app.post<{ Params: { id: string; partId: string } }>(
    '/rolls/:id/parts/:partId/accept',
    auth,
    async (request) => {
      const input = await validate(rollAcceptSchema, request.body ?? {});
      if (!input.ok) throw badRequest(input.fields);
      const { id } = await jobOf(request);
      const part = await acceptPart(publishDeps(ctx), id, request.params.partId, input.value);
      if (!part) throw notFound('No such part in this roll import');
      return part;
    },
  );
}

const publishDeps = (ctx: AppContext) => ({
  db: ctx.db,
  events: ctx.events,
  onWritten: (rows: number) => ctx.analyzer.noteWritten(rows),
});
