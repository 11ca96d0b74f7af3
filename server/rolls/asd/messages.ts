// The answers the ASD list upload gives when it refuses (docs/roll-import.md, "ASD lists"):
// each an HTTP status, an i18n key under asd.errors (src/locales/*/asd.json) with its
// values, its English text, and the form field it belongs to, so the card shows the reason
// next to that field in the user's language.
import { fileRefusals, refusalsOf } from '../../errors.ts';

const refuse = refusalsOf('asd');

export const ASD_ERRORS = {
  ...fileRefusals(refuse, {
    noFile: "Choose the ASD list's file",
    oneFile: 'Choose one file for one list',
    fileType: 'The ASD list must be a PDF, a CSV or TSV file, or an Excel (.xlsx) file',
  }),
  encrypted: refuse(
    422,
    'unprocessable',
    'encrypted',
    'file',
    () => 'The PDF is locked with a password; upload it without the lock',
  ),
  corrupt: refuse(
    422,
    'unprocessable',
    'corrupt',
    'file',
    () => 'The file is damaged or not a PDF',
  ),
  scanTooLong: refuse(
    422,
    'unprocessable',
    'scanTooLong',
    'file',
    (v) =>
      `A scanned list is read up to ${v.max} pages at a time and this one has ${v.pages}: upload it in parts, or as a CSV file`,
  ),
  noRows: refuse(
    422,
    'unprocessable',
    'noRows',
    'file',
    () => 'No elector could be read from this file: is it the ASD list?',
  ),
  partDiffers: refuse(
    422,
    'unprocessable',
    'partDiffers',
    'part',
    (v) => `This list is for part ${v.listed}, not part ${v.part}`,
  ),
  noVoters: refuse(
    404,
    'not_found',
    'noVoters',
    'part',
    (v) => `No voters of part ${v.part} in your area: import the part's roll first`,
  ),
  whichAssembly: refuse(
    422,
    'unprocessable',
    'whichAssembly',
    'assembly',
    (v) => `Part ${v.part} is in more than one assembly you hold: choose the assembly`,
  ),
  noArea: refuse(
    403,
    'forbidden',
    'noArea',
    null,
    () => 'You need an area before you can mark an ASD list',
  ),
} as const;
