// Request schemas of the sync routes (the sync protocol, src/domain/sync-protocol.ts): the push envelope and the pull query.
// Record contents are checked per table by sync-records.ts, mutation by mutation.
import { array, number, object, string } from 'yup';
import type { InferType } from 'yup';
import { SYNC_LIMITS, SYNC_TABLES } from './sync-protocol.ts';
import { uuidField } from './ids.ts';
import { MSG, queryInteger, trimmedString } from './validation.ts';

/** One mutation's envelope. `fields` must be a JSON object (its contents are checked per table). */
export const mutationSchema = object({
  mutationId: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(Number.MAX_SAFE_INTEGER, MSG.number)
    .required(MSG.required),
  table: string().oneOf(SYNC_TABLES, MSG.oneOf).required(MSG.required),
  id: uuidField().required(MSG.required),
  op: string()
    .oneOf(['put', 'patch', 'delete'] as const, MSG.oneOf)
    .required(MSG.required),
  fields: object().required(MSG.required),
  baseVersion: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(Number.MAX_SAFE_INTEGER, MSG.number)
    .required(MSG.required),
});

export const CLIENT_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** The push body without its mutations, which are checked one by one. */
export const pushEnvelopeSchema = object({
  clientId: string().matches(CLIENT_ID_PATTERN, MSG.invalid).required(MSG.required),
  mutations: array()
    .max(SYNC_LIMITS.maxMutations, MSG.tooLarge)
    .required(MSG.required)
    .test('order', 'errors.mutationOrder', (list) =>
      (list ?? []).every((m, i, all) => {
        if (i === 0) return true;
        const id = (m as { mutationId?: unknown } | null)?.mutationId;
        const prev = (all[i - 1] as { mutationId?: unknown } | null)?.mutationId;
        // Only decidable when both are numbers; wrong types are reported per mutation.
        return typeof id !== 'number' || typeof prev !== 'number' || id > prev;
      }),
    ),
});

/** The whole push body, for clients and documentation. */
export const pushRequestSchema = pushEnvelopeSchema.shape({
  mutations: array(mutationSchema).max(SYNC_LIMITS.maxMutations, MSG.tooLarge).required(),
});

export const pullQuerySchema = object({
  /** Opaque; '' (or absent) pulls from the beginning. */
  cursor: trimmedString().max(500, MSG.tooLong).default(''),
  limit: queryInteger(1, SYNC_LIMITS.maxPageSize, SYNC_LIMITS.defaultPageSize),
  /** 1: also count what is left after the cursor (`remaining`), for a progress bar. */
  count: queryInteger(0, 1, 0),
  /**
   * The snapshot set this phone took its parts from (GET /sync/snapshots): the pull leaves out
   * the voters those parts hold (server/services/roll-snapshots.ts).
   */
  snapshots: uuidField().optional(),
});
export type PullQuery = InferType<typeof pullQuerySchema>;

/** One part's snapshot: the area (scope) and part it covers, and the version it holds up to. */
export const snapshotQuerySchema = object({
  // '' is an area too: the records of accounts without a place, which the admin sees.
  scope: string().max(500, MSG.tooLong).defined(MSG.required),
  part: queryInteger(0, 1_000_000, 0).default(undefined).required(MSG.required),
  version: queryInteger(1, Number.MAX_SAFE_INTEGER, 1).default(undefined).required(MSG.required),
});
export type SnapshotQuery = InferType<typeof snapshotQuerySchema>;

/** A part file the phone holds (what the snapshot query names, as JSON). */
const heldPartSchema = object({
  scope: string().max(500, MSG.tooLong).defined(MSG.required),
  part: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(0, MSG.number)
    .max(1_000_000, MSG.number)
    .required(MSG.required),
  version: number()
    .typeError(MSG.number)
    .integer(MSG.number)
    .min(1, MSG.number)
    .max(Number.MAX_SAFE_INTEGER, MSG.number)
    .required(MSG.required),
});

/**
 * The part files a phone holds: asking what changed since (a new edition), or registering them
 * as the set its pulls name (server/services/roll-snapshots.ts).
 */
export const snapshotHeldSchema = object({
  parts: array(heldPartSchema)
    .max(SYNC_LIMITS.maxSnapshotParts, MSG.tooLarge)
    .required(MSG.required),
});
export type SnapshotHeldBody = InferType<typeof snapshotHeldSchema>;
