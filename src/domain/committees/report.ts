// The committee report from booth up to state (issue 46): for an area, each area one level
// down with how many booths it holds, how many have a complete committee and how many a
// complete committee of verified members. Summed by the server in SQL over each booth's
// stored status (server/services/committees/report.ts).
import { object, string } from 'yup';
import { MSG } from '../validation.ts';
import { parseScope } from '../scope.ts';

export type CommitteeCounts = {
  booths: number;
  /** Every role filled and every quota met. */
  complete: number;
  /** The same with verified members only. */
  verified: number;
};

export type CommitteeReportRow = CommitteeCounts & {
  path: string;
  /** Area record id, for the booth screen; null for a place that has no area record. */
  id: string | null;
  name: string;
  nameHi: string;
  /** True for a booth (the rows of a mandal): tap to open its committee. */
  isBooth: boolean;
};

export type CommitteeReport = {
  /** The area reported on ('' = everything, the admin's top). */
  path: string;
  name: string;
  nameHi: string;
  /** The areas above it, top first, for the way back up. */
  trail: { path: string; name: string; nameHi: string }[];
  totals: CommitteeCounts;
  rows: CommitteeReportRow[];
  /** The caller's own top: they cannot go above it. */
  top: string;
};

/** GET /committees/report?path=: '' or absent is the caller's own area. */
export const committeeReportQuerySchema = object({
  path: string()
    .max(400, MSG.tooLong)
    .test('scope', MSG.scope, (v) => v === undefined || parseScope(v) === v)
    .optional(),
});
