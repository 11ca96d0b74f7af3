// Field work the server folds for large areas, and the entries it set aside
// (server/routes/field-work.ts).
import type { ExcludedEntries, FieldSummary } from '../field-work.ts';
import { excludedEntriesQuerySchema } from '../field-work.ts';
import { apiRoute } from './route.ts';

export const fieldWorkRoutes = {
  summary: apiRoute<FieldSummary, undefined, { area?: string }>()({
    method: 'GET',
    path: '/field-work/summary',
    checkedByHandler: 'the area is parsed as a scope path (errors.scope), after the area check',
  }),
  excluded: apiRoute<ExcludedEntries>()({
    method: 'GET',
    path: '/field-work/excluded',
    query: excludedEntriesQuerySchema,
  }),
};
