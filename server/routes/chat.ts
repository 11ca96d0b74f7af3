// Group chat's one route of its own: the people I may put in a group. Groups and messages
// themselves travel through sync (chat-access.ts says who sees them).
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { ChatPeopleResponse } from '../../src/domain/chat.ts';
import type { AppContext } from '../app.ts';
import { chatPeopleCondition } from '../services/chat-access.ts';
import { route } from './register.ts';

/** At most this many people are offered (a district's workers); the rest by typing a name. */
const MAX_PEOPLE = 2000;

export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, apiRoutes.chat.people, { onRequest: ctx.authenticate }, async ({ request }) => {
    const people = chatPeopleCondition(request.user!, 1);
    const { rows } = await ctx.db.query<{
      id: string;
      first_name: string;
      last_name: string;
      scope: string | null;
    }>(
      `SELECT id, first_name, last_name, scope FROM users
       WHERE disabled_at IS NULL AND ${people.sql}
       ORDER BY first_name, last_name, id LIMIT ${MAX_PEOPLE}`,
      people.params,
    );
    return {
      people: rows.map((r) => ({
        id: r.id,
        name: `${r.first_name} ${r.last_name}`.trim(),
        scope: r.scope,
      })),
    } satisfies ChatPeopleResponse;
  });
}
