// The admin's option lists and poll day (server/routes/settings.ts).
import type { InferType } from 'yup';
import type { SettingsResponse, electionSchema, optionListSchema } from '../settings.ts';
import { apiRoute } from './route.ts';

type SettingBody = InferType<typeof electionSchema> | InferType<typeof optionListSchema>;

export const settingsRoutes = {
  read: apiRoute<SettingsResponse>()({ method: 'GET', path: '/settings' }),
  write: apiRoute<SettingsResponse, SettingBody>()({
    method: 'PUT',
    path: '/admin/settings/:key',
    checkedByHandler:
      'the schema depends on :key (electionSchema or optionListSchema), after the admin check',
  }),
};
