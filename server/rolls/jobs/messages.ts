// The messages a roll job gives its user, in one place: each an i18n key under
// errors.rollImport (src/locales/*/errors.json), its English text, and the values the key
// takes, so the screens can show them in Hindi and the API answers stay readable as they are.
import type { RollMessage } from '../../../src/domain/roll-jobs.ts';

type Values = Record<string, string | number>;

const make =
  (name: string, text: (v: Values) => string) =>
  (values: Values = {}): RollMessage => ({
    messageKey: `errors.rollImport.${name}`,
    message: text(values),
    ...(Object.keys(values).length ? { values } : {}),
  });

/** A short list for a message: the first few items, then "…". */
export const listed = (items: readonly (string | number)[], most = 10): string =>
  items.slice(0, most).join(', ') + (items.length > most ? ' …' : '');

export const MESSAGES = {
  fileType: make('fileType', () => 'Only PDF, Excel (.xlsx) or CSV roll files can be imported'),
  emptyFile: make('emptyFile', () => 'The file holds no voters'),
  unreadable: make('unreadable', () => 'The file could not be read'),
  noColumns: make('noColumns', () => 'The file has no EPIC or name column'),
  noPartColumn: make('noPartColumn', () => 'The file has no part number column'),
  otherAssembly: make(
    'otherAssembly',
    (v) => `Part ${v.part} belongs to an assembly outside your area`,
  ),
  otherBooth: make('otherBooth', (v) => `Part ${v.part} is not a part of your booth`),
  jobFailed: make('jobFailed', () => 'The import stopped on an error; upload the files again'),
  serialGaps: make('serialGaps', (v) => `Serials missing: ${v.serials}`),
  gapsDeleted: make('gapsDeleted', () => 'gaps: deleted electors not in this file'),
  notPrinted: make('notPrinted', () => 'not printed'),
  serialRepeats: make('serialRepeats', (v) => `Serials given twice: ${v.serials}`),
  serialMissing: make('serialMissing', (v) => `${v.count} rows have no serial`),
  badEpics: make('badEpics', (v) => `${v.count} EPICs are not three letters and seven digits`),
  badAges: make('badAges', (v) => `${v.count} ages are missing or outside 18–120`),
  duplicateEpics: make('duplicateEpics', (v) => `EPICs given more than once: ${v.epics}`),
  totalsDiffer: make(
    'totalsDiffer',
    (v) => `Counted ${v.counted} electors, the roll prints ${v.printed}`,
  ),
  boxesLost: make('boxesLost', (v) => `${v.boxes} boxes found, ${v.rows} rows kept`),
  noPartNumber: make(
    'noPartNumber',
    () => 'The roll does not say its part number: enter it to go on',
  ),
  partFromHeader: make(
    'partFromHeader',
    (v) => `Part ${v.part} was read from the page headers only (no cover): confirm it`,
  ),
  partDiffers: make(
    'partDiffers',
    (v) =>
      `The cover says part ${v.cover}, the page headers say part ${v.header}: enter the right one`,
  ),
  pagesDisagree: make(
    'pagesDisagree',
    (v) =>
      `Pages ${v.pages} name another part or assembly in their header: confirm the part number`,
  ),
  stopped: make('stopped', () => 'You stopped this part: nothing of it was imported'),
  rowsRefused: make(
    'rowsRefused',
    (v) =>
      `${v.count} of ${v.rows} voters could not be written, so none of this part was published: correct them and it publishes`,
  ),
} as const;
