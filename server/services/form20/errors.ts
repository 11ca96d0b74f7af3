// The answers the Form 20 import gives when it refuses: each an HTTP status, an i18n key under
// form20.errors (src/locales/*/form20.json) with its values, its English text, and the form
// field it belongs to, so the screen shows the reason beside that field in the user's language.
import { fileRefusals, refusalsOf } from '../../errors.ts';

const refuse = refusalsOf('form20');

export const FORM20_ERRORS = {
  ...fileRefusals(refuse, {
    noFile: 'Choose the Form 20 file',
    oneFile: 'Choose one file for one election',
    fileType: 'Form 20 must be a PDF, a CSV file or an Excel (.xlsx) file',
  }),
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
