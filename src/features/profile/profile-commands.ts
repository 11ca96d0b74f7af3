// The profile form's save on the app's database (a new photo is kept on the phone until the
// update is sent); profile-api.ts holds the request and the cache.
import { db } from '../../db/instance.ts';
import type { ProfileUpdate } from '../../domain/profile.ts';
import type { LoadedProfile, SaveOutcome } from './profile-api.ts';
import { saveProfile } from './profile-api.ts';

export const submitProfile = (
  current: LoadedProfile,
  update: ProfileUpdate,
  photo: Blob | null,
): Promise<SaveOutcome> => saveProfile(db, current, update, photo);
