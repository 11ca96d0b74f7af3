// Past results by booth (issue 46): imported Form 20s, the grading rule, the grade report
// (server/routes/form20.ts, docs/form20.md).
import { gradingSchema } from '../form20/grades.ts';
import type {
  BoothGradeBadges,
  BoothGradeReport,
  Form20ElectionDetail,
  Form20ElectionSummary,
  GradeOverview,
} from '../form20/report.ts';
import {
  boothGradesQuerySchema,
  electionListQuerySchema,
  gradeAreaQuerySchema,
  gradeBadgesQuerySchema,
} from '../form20/report.ts';
import { apiRoute } from './route.ts';

export const form20Routes = {
  import: apiRoute<Form20ElectionDetail, FormData>()({
    method: 'POST',
    path: '/form20/elections',
    checkedByHandler:
      'a multipart form of one Form 20 file with its assembly, kind and year (form20ImportSchema)',
  }),
  list: apiRoute<Form20ElectionSummary[]>()({
    method: 'GET',
    path: '/form20/elections',
    query: electionListQuerySchema,
  }),
  read: apiRoute<Form20ElectionDetail>()({ method: 'GET', path: '/form20/elections/:id' }),
  grading: apiRoute<Form20ElectionDetail>()({
    method: 'PUT',
    path: '/form20/elections/:id/grading',
    body: gradingSchema,
  }),
  remove: apiRoute<{ deleted: true }>()({ method: 'DELETE', path: '/form20/elections/:id' }),
  grades: apiRoute<BoothGradeReport>()({
    method: 'GET',
    path: '/booth-grades',
    query: boothGradesQuerySchema,
  }),
  overview: apiRoute<GradeOverview[]>()({
    method: 'GET',
    path: '/booth-grades/overview',
    query: gradeAreaQuerySchema,
  }),
  badges: apiRoute<BoothGradeBadges>()({
    method: 'GET',
    path: '/booth-grades/badges',
    query: gradeBadgesQuerySchema,
  }),
};
