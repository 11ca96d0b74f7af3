// The Join Campaign form's rules: the shared participation schema (the specification's validation rules, the server checks
// the same) plus the photos, which only the phone sees as files: PNG, JPG or GIF of at most
// 5MB each (the spec's hint), before they are shrunk for sending.
import { array, mixed } from 'yup';
import { CAMPAIGN_LIMITS, participationSchema } from '../../domain/campaigns.ts';
import { FILE_LIMITS } from '../../domain/files.ts';
import { MSG } from '../../domain/validation.ts';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
const IMAGE_MSG = 'errors.participation.imageType';

const isPhoto = (v: unknown): v is File =>
  typeof v === 'object' && v !== null && 'size' in v && 'type' in v;

export const joinFormSchema = participationSchema.shape({
  // One message on the field (not per file), so it shows under the picker.
  photos: array(mixed<File>())
    .test('photos', IMAGE_MSG, (files) =>
      (files ?? []).every(
        (v) =>
          isPhoto(v) &&
          (PHOTO_TYPES as readonly string[]).includes(v.type) &&
          v.size <= FILE_LIMITS.maxBytes,
      ),
    )
    .max(CAMPAIGN_LIMITS.maxPhotos, MSG.tooLong)
    .default([]),
});

/** Formik's values: text as typed (the schema casts), photos as chosen. */
export type JoinFormValues = {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  emergencyContact: string;
  additionalGuests: string;
  specialRequirements: string;
  transportNeeded: boolean;
  accommodationNeeded: boolean;
  dietaryRestrictions: string;
  photos: File[];
};

export const EMPTY_JOIN_FORM: JoinFormValues = {
  fullName: '',
  phone: '',
  email: '',
  address: '',
  emergencyContact: '',
  additionalGuests: '0',
  specialRequirements: '',
  transportNeeded: false,
  accommodationNeeded: false,
  dietaryRestrictions: '',
  photos: [],
};
