// The administrator's calls: load the demo (server/routes/demo.ts) and the backup that
// `npm run backup` streams from a running PGlite server (server/routes/admin.ts).
import type { DemoResponse } from '../demo.ts';
import { apiRoute } from './route.ts';

export const adminRoutes = {
  demoStatus: apiRoute<DemoResponse>()({ method: 'GET', path: '/admin/demo' }),
  loadDemo: apiRoute<DemoResponse, { count?: number }>()({
    method: 'POST',
    path: '/admin/demo',
    checkedByHandler: 'an optional whole-number count, after the admin check',
  }),
  backup: apiRoute<Blob>()({
    method: 'GET',
    path: '/admin/backup',
    checkedByHandler: 'a gzip stream written by hand, for the loopback backup command only',
  }),
};
