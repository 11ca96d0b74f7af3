// Every call between phone and server, by area: apiRoutes.campaigns.answer and so on. The
// server registers each of these and nothing else (tests/server/api-contract.test.ts).
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { campaignRoutes } from './campaigns.ts';
import { chatRoutes } from './chat.ts';
import { committeeRoutes } from './committees.ts';
import { fieldWorkRoutes } from './field-work.ts';
import { fileRoutes } from './files.ts';
import { form20Routes } from './form20.ts';
import { rollRoutes } from './rolls.ts';
import { settingsRoutes } from './settings.ts';
import { smsMarkRoutes } from './sms-marks.ts';
import { socialRoutes } from './social.ts';
import { syncRoutes } from './sync.ts';
import { userRoutes } from './users.ts';

export const apiRoutes = {
  auth: authRoutes,
  users: userRoutes,
  sync: syncRoutes,
  files: fileRoutes,
  social: socialRoutes,
  chat: chatRoutes,
  campaigns: campaignRoutes,
  fieldWork: fieldWorkRoutes,
  settings: settingsRoutes,
  rolls: rollRoutes,
  admin: adminRoutes,
  smsMarks: smsMarkRoutes,
  form20: form20Routes,
  committees: committeeRoutes,
};

export type {
  AnswerOf,
  ApiMethod,
  ApiRoute,
  BodyOf,
  ParamsOf,
  PathOf,
  QueryOf,
  SentOf,
} from './route.ts';
export { pathOf } from './route.ts';

/** 'campaigns.answer' for apiRoutes.campaigns.answer: how the outbox names a queued call. */
export function routeName(route: object): string | undefined {
  for (const [area, routes] of Object.entries(apiRoutes))
    for (const [name, candidate] of Object.entries(routes))
      if (candidate === route) return `${area}.${name}`;
  return undefined;
}
