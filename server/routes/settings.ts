// GET /api/settings: the admin's option lists and poll day for any signed-in phone, which keeps
// a copy for offline use. PUT /api/admin/settings/:key: the admin replaces one list or the poll
// day or the SMS settings; anyone else gets 403, bad input 400 with i18n keys and nothing written.
import type { FastifyInstance } from 'fastify';
import {
  electionSchema,
  isSettingKey,
  optionListSchema,
  smsMarksSchema,
  toElection,
} from '../../src/domain/settings.ts';
import { validate } from '../../src/domain/validation.ts';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { AppContext } from '../app.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { readSettings, writeSetting } from '../services/app-settings.ts';
import { route } from './register.ts';

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { onRequest: ctx.authenticate };

  route(app, apiRoutes.settings.read, auth, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return readSettings(ctx.db);
  });

  // The body's schema depends on :key, so the handler checks it (after the admin check).
  route(app, apiRoutes.settings.write, auth, async ({ request, params }) => {
    if (request.user!.role !== 'admin') throw forbidden('Only the admin may change settings');
    const { key } = params;
    if (!isSettingKey(key)) throw notFound(`No setting ${key}`);
    let value: unknown;
    if (key === 'election') {
      const input = await validate(electionSchema, request.body);
      if (!input.ok) throw badRequest(input.fields);
      value = toElection(input.value);
    } else if (key === 'smsMarks') {
      const input = await validate(smsMarksSchema, request.body);
      if (!input.ok) throw badRequest(input.fields);
      value = input.value;
    } else {
      const input = await validate(optionListSchema, request.body);
      if (!input.ok) throw badRequest(input.fields);
      value = input.value.options;
    }
    await writeSetting(ctx.db, key, value, request.user!.id);
    return readSettings(ctx.db);
  });
}
