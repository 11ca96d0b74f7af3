// Ids that name a record, a file or an account: UUIDs, parsed with a real pattern. Counting
// 36 characters of hex and dashes let "999…9" or "----…-" through to PostgreSQL, whose uuid
// cast then failed the request with a 500. Every route parameter and body field naming a
// record or user is checked here (server/route-params.ts for parameters).
import { string } from 'yup';
import { MSG, trimmedString } from './validation.ts';

/** 8-4-4-4-12 hex digits, any version: phones make v7 ids, the server v4. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * A UUID in a request body (`errors.uuid` otherwise). No transform, so the sync schemas'
 * fast path still reads it (schema-fast-path.ts); lower-case it where ids are compared.
 */
export const uuidField = () => string().matches(UUID_PATTERN, MSG.uuid);

/** Where POST /api/files serves an upload; a stored photo is '' or such an address. */
export const FILE_ADDRESS_PREFIX = '/api/files/';

/** '' (no photo) or `/api/files/<uuid>`. */
export const STORED_IMAGE_PATTERN = new RegExp(
  `^(${FILE_ADDRESS_PREFIX}${UUID_PATTERN.source.slice(1, -1)})?$`,
  'i',
);

/**
 * A stored photo as a profile, account or post keeps it (see STORED_IMAGE_PATTERN). A queued
 * save carries `file:<id>` on the phone until that upload is done (src/sync/files.ts).
 */
export const storedImageField = () =>
  trimmedString().max(60, MSG.tooLong).matches(STORED_IMAGE_PATTERN, MSG.invalid);

/** The file id of a valid non-empty stored image address, lower-cased. */
export const fileIdOfAddress = (address: string): string =>
  address.slice(FILE_ADDRESS_PREFIX.length).toLowerCase();
