// Group chat's one call: the people I may put in a group (server/routes/chat.ts).
import type { ChatPeopleResponse } from '../chat.ts';
import { apiRoute } from './route.ts';

export const chatRoutes = {
  people: apiRoute<ChatPeopleResponse>()({ method: 'GET', path: '/chat/people' }),
};
