// The admin's option lists and poll day (server/routes/settings.ts).
import type { InferType } from 'yup';
import type {
  ListOption,
  SettingsResponse,
  SmsMarksSettings,
  electionSchema,
} from '../settings.ts';
import { apiRoute } from './route.ts';

/** A list's options (optionListSchema), the poll day (electionSchema) or the SMS settings. */
type SettingBody =
  { options: readonly ListOption[] } | InferType<typeof electionSchema> | SmsMarksSettings;

export const settingsRoutes = {
  read: apiRoute<SettingsResponse>()({ method: 'GET', path: '/settings' }),
  write: apiRoute<SettingsResponse, SettingBody>()({
    method: 'PUT',
    path: '/admin/settings/:key',
    checkedByHandler:
      'the schema depends on :key (electionSchema, smsMarksSchema or optionListSchema), after the admin check',
  }),
};
