// The answers the Form 20 import gives when it refuses: each an HTTP status, an i18n key under
// form20.errors (src/locales/*/form20.json) with its values, its English text, and the form
// field it belongs to, so the screen shows the reason beside that field in the user's language.
import { refusalsOf } from '../../errors.ts';

const refuse = refusalsOf('form20');

export const FORM20_ERRORS = {
  noFile: refuse(400, 'bad_request', 'noFile', 'file', () => 'Choose the Form 20 file'),
  oneFile: refuse(400, 'bad_request', 'oneFile', 'file', () => 'Choose one file for one election'),
  fileType: refuse(
    400,
    'bad_request',
    'fileType',
    'file',
    () => 'Form 20 must be a PDF, a CSV file or an Excel (.xlsx) file',
  ),
  tooLarge: refuse(
    413,
    'payload_too_large',
    'tooLarge',
    'file',
    (v) => `The file is larger than ${v.mb} MB`,
  ),
  unreadable: refuse(
    422,
    'unprocessable',
    'unreadable',
    'file',
    () => 'The file could not be read',
  ),
  encrypted: refuse(
    422,
    'unprocessable',
    'encrypted',
    'file',
    () => 'The PDF is locked with a password',
  ),
  noStationColumn: refuse(
    422,
    'unprocessable',
    'noStationColumn',
    'file',
    () => 'No column of polling station numbers was found',
  ),
  noCandidates: refuse(
    422,
    'unprocessable',
    'noCandidates',
    'file',
    () => "No candidates' columns were found",
  ),
  noStations: refuse(
    422,
    'unprocessable',
    'noStations',
    'file',
    () => 'No polling station rows were found',
  ),
  scanUnread: refuse(
    422,
    'unprocessable',
    'scanUnread',
    'file',
    (v) =>
      `This PDF is a scan. Its ${v.pages} page(s) were read by OCR, turned each way, but no table of polling stations came of it (${v.rows} lines of numbers found); upload the Excel file or a PDF with text, or type the sheet into a spreadsheet`,
  ),
  scanTooLong: refuse(
    422,
    'unprocessable',
    'scanTooLong',
    'file',
    (v) =>
      `A scanned Form 20 is read up to ${v.max} pages and this one has ${v.pages}; upload the Excel file or a PDF with text`,
  ),
  notAssembly: refuse(400, 'bad_request', 'notAssembly', 'assembly', () => 'Choose an assembly'),
  duplicate: refuse(
    409,
    'conflict',
    'duplicate',
    'year',
    () => 'This election of this assembly is imported already; delete it first to import again',
  ),
};
