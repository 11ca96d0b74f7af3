// The roll import as jobs (server/routes/rolls.ts, docs/roll-import.md).
import type { AsdResult } from '../asd-list.ts';
import type { PartNumberInput } from '../roll-corrections.ts';
import {
  partNumberSchema,
  rollAcceptSchema,
  rollRowCorrectionSchema,
} from '../roll-corrections.ts';
import type {
  RollJob,
  RollJobList,
  RollJobResponse,
  RollPartResult,
  RollRow,
  RollRowCorrection,
} from '../roll-jobs.ts';
import { reviewQuerySchema } from '../roll-jobs.ts';
import type { RollDecisionInput, RollPlaceInput } from '../roll-asks.ts';
import { rollDecisionSchema, rollPlaceSchema } from '../roll-asks.ts';
import { apiRoute } from './route.ts';

export const rollRoutes = {
  upload: apiRoute<{ id: string }, FormData>()({
    method: 'POST',
    path: '/rolls',
    checkedByHandler: 'a multipart form of roll files, streamed against the size limit',
  }),
  /** Mark a part's voters from the Commission's ASD list (docs/roll-import.md). */
  asd: apiRoute<AsdResult, FormData>()({
    method: 'POST',
    path: '/rolls/asd',
    checkedByHandler:
      'a multipart form of one ASD list file with its part, assembly and list name (asdFormSchema)',
  }),
  list: apiRoute<RollJobList>()({ method: 'GET', path: '/rolls' }),
  read: apiRoute<RollJobResponse>()({
    method: 'GET',
    path: '/rolls/:id',
    query: reviewQuerySchema,
  }),
  cancel: apiRoute<RollJob, Record<string, never>>()({
    method: 'POST',
    path: '/rolls/:id/cancel',
  }),
  rowImage: apiRoute<Blob>()({
    method: 'GET',
    path: '/rolls/:id/rows/:rowId/image',
    checkedByHandler: 'the row as a PNG picture',
  }),
  correctRow: apiRoute<Omit<RollRow, 'status'>, RollRowCorrection>()({
    method: 'PATCH',
    path: '/rolls/:id/rows/:rowId',
    body: rollRowCorrectionSchema,
  }),
  acceptPart: apiRoute<RollPartResult, { acceptRows?: boolean }>()({
    method: 'POST',
    path: '/rolls/:id/parts/:partId/accept',
    body: rollAcceptSchema,
  }),
  /** The state and district of a job's files that do not name them (asked once per job). */
  place: apiRoute<RollJob, RollPlaceInput>()({
    method: 'PUT',
    path: '/rolls/:id/place',
    body: rollPlaceSchema,
  }),
  /** Replace, take as the new edition, or stop: a part that met voters of another list. */
  decision: apiRoute<RollPartResult, RollDecisionInput>()({
    method: 'POST',
    path: '/rolls/:id/parts/:partId/decision',
    body: rollDecisionSchema,
  }),
  /** Enter or confirm a part's number (and assembly) the file did not say for sure. */
  partNumber: apiRoute<RollPartResult, PartNumberInput>()({
    method: 'PUT',
    path: '/rolls/:id/parts/:partId/number',
    body: partNumberSchema,
  }),
};
