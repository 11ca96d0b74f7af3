// Pictures (server/routes/files.ts): uploaded as a multipart form, read back as bytes.
import type { UploadedFileResponse } from '../files.ts';
import { apiRoute } from './route.ts';

export const fileRoutes = {
  upload: apiRoute<UploadedFileResponse, FormData>()({
    method: 'POST',
    path: '/files',
    checkedByHandler: 'a multipart form: its text fields are checked with fileUploadFieldsSchema',
  }),
  read: apiRoute<Blob>()({
    method: 'GET',
    path: '/files/:id',
    checkedByHandler: 'the file itself, for <img src>',
  }),
};
