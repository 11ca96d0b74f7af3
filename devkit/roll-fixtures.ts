// Roll import jobs in the shapes of src/domain/roll-jobs.ts, for the screenshots of the roll
// import screen while (or where) the server cannot make them: a job being read, a job whose
// parts wait for review with two doubtful rows, a job whose only file was refused, and (issue
// 42) a job whose parts ask for their part number or list the rows the server refused, with a
// part's rows in serial order, and (issue 43) a CSV's job that asks for its state and district
// and what to do with another list's voters, its review rows showing the file's cells. Made-up
// people only. Served through Playwright's request routing (serveRollFixtures), the real server
// doing the rest.
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type {
  EditionSummary,
  RollJob,
  RollJobResponse,
  RollPartResult,
  RollRow,
} from '../src/domain/roll-jobs.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const part121: RollPartResult = {
  id: 'part-121',
  fileId: 'file-121',
  edition: 'hi',
  assemblyNumber: 173,
  assemblyName: 'लखनऊ मध्य',
  partNumber: 121,
  partName: 'नया टोला',
  pollingStation: 'राजकीय प्राथमिक विद्यालय, नया टोला, कक्ष 2',
  sections: [{ number: 1, name: 'नया टोला' }],
  printed: { male: 512, female: 488, thirdGender: 1, total: 1001 },
  counted: { male: 512, female: 486, thirdGender: 1, total: 999 },
  boxes: 1012,
  rows: 1012,
  deleted: 13,
  checks: [
    { name: 'boxesAreRows', ok: true },
    {
      name: 'serialsContinuous',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.serialGaps',
        message: 'Serials missing: 14, 15',
        values: { serials: '14, 15' },
      },
    },
    { name: 'epicFormat', ok: true },
    { name: 'ageRange', ok: true },
    { name: 'duplicateEpic', ok: true },
    {
      name: 'totalsMatch',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.totalsDiffer',
        message: 'Counted 999 (511 M, 486 F, 2 T) electors, the roll prints 1,001',
        values: { counted: '999 (511 M, 486 F, 2 T)', printed: '1001 (512 M, 488 F, 1 T)' },
      },
    },
    { name: 'insideArea', ok: true },
  ],
  toReview: 2,
  status: 'review',
};

const person = (id: number, name: string, serial: number | null) => ({
  id: `voter-${id}`,
  name,
  serial,
});
const EDITION: EditionSummary = {
  revision: 'SIR 2026 draft (2026-01-06)',
  previous: 'SSR 2025 (2025-01-06)',
  counts: { unchanged: 1150, corrected: 2, moved: 1, added: 2, deleted: 5 },
  deleted: ['Sita Verma', 'Ramesh Yadav', 'Fatima Begum', 'Mohan Lal', 'Kavita Gupta'].map((n, i) =>
    person(i, n, null),
  ),
  added: [person(10, 'Pooja Yadav', 1161), person(11, 'Anil Das', 1162)],
  moved: [
    {
      ...person(20, 'Ravi Kumar', 88),
      from: { part: 121, section: 2 },
      to: { part: 122, section: 1 },
    },
  ],
  corrected: [
    { ...person(30, 'Geeta Rani', 412), fields: ['age', 'houseno'] },
    { ...person(31, 'Imran Khan', 97), fields: ['relation'] },
  ],
  back: [person(40, 'Kamla Devi', 640)],
  movedOut: [
    {
      ...person(50, 'Asha Singh', 212),
      from: { part: 122, section: 1 },
      to: { part: 123, section: 1 },
    },
  ],
  respelled: [
    {
      ...person(60, 'Vijay Jaiswal', 17),
      spellings: [
        { field: 'firstName', from: 'Bijay', to: 'Vijay' },
        { field: 'lastNameHi', from: 'जैसवाल', to: 'जायसवाल' },
      ],
    },
  ],
  stillOut: 3,
  pannasRecut: 11,
  pannasFlagged: [
    {
      pannaId: 'panna-7',
      memberName: 'Suresh Pal',
      fromSerial: 301,
      toSerial: 350,
      reason: 'mixed',
    },
  ],
};

const part122: RollPartResult = {
  ...part121,
  id: 'part-122',
  fileId: 'file-122',
  edition: 'en',
  assemblyName: 'Lucknow Central',
  partNumber: 122,
  partName: 'Aliganj Sector Q',
  pollingStation: 'Primary School, Sector Q, Room 1',
  printed: { male: 610, female: 574, thirdGender: 0, total: 1184 },
  counted: { male: 610, female: 574, thirdGender: 0, total: 1184 },
  boxes: 1190,
  rows: 1190,
  deleted: 6,
  checks: part121.checks.map((c) => ({ name: c.name, ok: true })),
  toReview: 0,
  status: 'published',
  // A new revision over the part held: what changed, as the part card lists it (issue 25).
  published: { created: 2, updated: 1153, edition: EDITION },
};

const part130: RollPartResult = {
  ...part122,
  id: 'part-130',
  partNumber: 130,
  partName: 'Chinhat',
  assemblyNumber: 174,
  assemblyName: 'Lucknow East',
  status: 'refused',
  published: undefined,
  checks: [{ name: 'insideArea', ok: false }],
  error: {
    messageKey: 'errors.rollImport.outsideArea',
    message: 'Assembly 174 is not inside your area',
  },
};

function file(id: string, name: string, pages: number, done = pages): RollJob['files'][number] {
  return {
    id,
    name,
    bytes: pages * 180_000,
    kind: 'pdf',
    status: done < pages ? 'reading' : 'read',
    pagesDone: done,
    pagesTotal: pages,
    readBy: 'text',
  };
}

export const RUNNING_JOB: RollJob = {
  id: 'job-running',
  createdAt: minutesAgo(2),
  createdBy: 'me',
  status: 'running',
  pagesDone: 37,
  pagesTotal: 120,
  files: [
    file('file-140', 'S24A173P140.pdf', 40),
    file('file-141', 'S24A173P141.pdf', 40, 0),
    { ...file('file-142', 'S24A173P142.pdf', 40, 0), status: 'queued' },
  ],
  parts: [],
};

export const REVIEW_JOB: RollJob = {
  id: 'job-review',
  createdAt: minutesAgo(90),
  createdBy: 'me',
  status: 'review',
  pagesDone: 96,
  pagesTotal: 96,
  files: [
    { ...file('file-121', 'S24A173P121.pdf', 32), readBy: 'ocr' },
    file('file-122', 'S24A173P122.pdf', 32),
    file('file-130', 'S24A174P130.pdf', 32),
  ],
  parts: [part121, part122, part130],
};

export const FAILED_JOB: RollJob = {
  id: 'job-failed',
  createdAt: minutesAgo(60 * 26),
  createdBy: 'me',
  status: 'failed',
  pagesDone: 0,
  pagesTotal: 0,
  files: [
    {
      ...file('file-x', 'scan-of-notice.pdf', 0),
      status: 'refused',
      pagesTotal: null,
      error: {
        messageKey: 'errors.rollImport.notRoll',
        message: 'This PDF is not a part of the electoral roll',
      },
    },
  ],
  parts: [],
};

export const REVIEW_ROWS: RollRow[] = [
  {
    id: 'row-1',
    partId: 'part-121',
    serial: 16,
    epic: 'NTL121OO16',
    name: 'कविता गुप्ता',
    relationType: 'husband',
    relativeName: 'सुनील गुप्ता',
    houseNumber: '12',
    age: 41,
    gender: 'Female',
    deleted: false,
    section: 1,
    list: 'main',
    confidence: 0.62,
    doubts: ['epic', 'age'],
    reviewed: false,
    page: 3,
    hasImage: true,
  },
  {
    id: 'row-2',
    partId: 'part-121',
    serial: 17,
    epic: 'NTL1210017',
    name: 'इमरान ख़ान',
    relationType: 'father',
    relativeName: 'सलीम ख़ान',
    houseNumber: '14/2',
    age: 29,
    gender: 'Male',
    deleted: false,
    section: 1,
    list: 'main',
    confidence: 0.7,
    doubts: ['houseNumber'],
    reviewed: false,
    page: 3,
    hasImage: true,
  },
];

/** Issue 42: list pages without a cover, their part number from the headers alone. */
const part87: RollPartResult = {
  ...part121,
  id: 'part-87',
  fileId: 'file-87',
  partNumber: 87,
  partName: '',
  pollingStation: '',
  sections: [{ number: 1, name: 'रामनगर' }],
  printed: null,
  counted: { male: 33, female: 28, thirdGender: 0, total: 61 },
  boxes: 62,
  rows: 62,
  deleted: 1,
  checks: [
    {
      name: 'partNumber',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.partFromHeader',
        message: 'Part 87 was read from the page headers only (no cover): confirm it',
        values: { part: 87 },
      },
    },
    ...part121.checks.map((c) => ({ name: c.name, ok: true })),
  ],
  toReview: 4,
  status: 'review',
};

/** A part whose number neither a cover nor the headers gave, nor its assembly. */
const partUnnumbered: RollPartResult = {
  ...part87,
  id: 'part-unnumbered',
  fileId: 'file-unnumbered',
  edition: 'en',
  assemblyNumber: null,
  assemblyName: '',
  partNumber: null,
  sections: [],
  counted: { male: 15, female: 13, thirdGender: 0, total: 28 },
  boxes: 28,
  rows: 28,
  deleted: 0,
  checks: [
    {
      name: 'partNumber',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.noPartNumber',
        message: 'The roll does not say its part number: enter it to go on',
      },
    },
    ...part121.checks.map((c) => ({ name: c.name, ok: true })),
  ],
  toReview: 0,
};

/** A part the server would not write whole: nothing of it published, its refused rows listed. */
const part124: RollPartResult = {
  ...part121,
  id: 'part-124',
  fileId: 'file-124',
  partNumber: 124,
  partName: 'कैसरबाग',
  pollingStation: 'कन्या इंटर कॉलेज, कैसरबाग, कक्ष 4',
  printed: { male: 402, female: 391, thirdGender: 0, total: 793 },
  counted: { male: 402, female: 391, thirdGender: 0, total: 793 },
  boxes: 795,
  rows: 795,
  deleted: 2,
  checks: [
    ...part121.checks.map((c) => ({ name: c.name, ok: true })),
    {
      name: 'rowsPublished',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.rowsRefused',
        message:
          '3 of 795 voters could not be written, so none of this part was published: correct them and it publishes',
        values: { count: 3, rows: 795 },
      },
    },
  ],
  toReview: 3,
  status: 'review',
  failedRows: [
    {
      rowId: 'row-124-58',
      serial: 58,
      name: 'राजेन्द्र प्रसाद श्रीवास्तव उर्फ़ राजू भैया पुत्र स्वर्गीय श्री रामेश्वर प्रसाद',
      reason: 'errors.invalidInput',
      fields: { firstNameHi: 'errors.tooLong' },
    },
    {
      rowId: 'row-124-311',
      serial: 311,
      name: 'सुनीता देवी',
      reason: 'errors.invalidInput',
      fields: { voterId: 'errors.invalid', houseno: 'errors.tooLong' },
    },
    {
      rowId: 'row-124-702',
      serial: 702,
      name: 'मोहम्मद आरिफ़',
      reason: 'errors.invalidInput',
      fields: { relationHi: 'errors.tooLong' },
    },
  ],
};

export const PARTS_JOB: RollJob = {
  id: 'job-parts',
  createdAt: minutesAgo(25),
  createdBy: 'me',
  status: 'review',
  pagesDone: 6,
  pagesTotal: 6,
  files: [
    { ...file('file-87', 'Voter List 87.pdf', 2), readBy: 'ocr' },
    { ...file('file-unnumbered', 'scan-0412.pdf', 1), readBy: 'ocr' },
    { ...file('file-124', 'S24A173P124.pdf', 3), readBy: 'ocr' },
  ],
  parts: [part87, partUnnumbered, part124],
};

/**
 * Issue 43: the Commission's CSV (ERONET columns) of two parts of a made-up assembly. The file
 * names no state or district, so the job asks for them once (part 45 waits for them); its
 * deleted electors are left out, so part 45's serial gaps pass with a note and its totals are
 * not printed; one row's age cell reads "4O". Part 46 already holds another list's voters (the
 * demo's booth), so it asks: replace, new edition, or stop.
 */
const part45: RollPartResult = {
  ...part121,
  id: 'part-45',
  fileId: 'file-175',
  assemblyNumber: 175,
  assemblyName: 'सुंदरपुर',
  partNumber: 45,
  partName: 'रामपुर कलाँ',
  pollingStation: 'प्राथमिक विद्यालय, रामपुर कलाँ, कक्ष 1',
  sections: [{ number: 1, name: 'रामपुर कलाँ' }],
  printed: null,
  counted: { male: 139, female: 126, thirdGender: 3, total: 268 },
  boxes: 268,
  rows: 268,
  deleted: 0,
  checks: [
    { name: 'partNumber', ok: true },
    { name: 'boxesAreRows', ok: true },
    {
      name: 'serialsContinuous',
      ok: true,
      note: {
        messageKey: 'errors.rollImport.gapsDeleted',
        message: 'gaps: deleted electors not in this file',
      },
      detail: {
        messageKey: 'errors.rollImport.serialGaps',
        message: 'Serials missing: 7, 31, 112, 204',
        values: { serials: '7, 31, 112, 204' },
      },
    },
    { name: 'epicFormat', ok: true },
    {
      name: 'ageRange',
      ok: false,
      detail: {
        messageKey: 'errors.rollImport.badAges',
        message: '1 ages are missing or outside 18–120',
        values: { count: 1 },
      },
    },
    { name: 'duplicateEpic', ok: true },
    {
      name: 'totalsMatch',
      ok: true,
      note: { messageKey: 'errors.rollImport.notPrinted', message: 'not printed' },
    },
    { name: 'insideArea', ok: true },
  ],
  toReview: 1,
  status: 'review',
  ask: { kind: 'place', missing: ['state', 'district'] },
};

const part46: RollPartResult = {
  ...part45,
  id: 'part-46',
  partNumber: 46,
  partName: 'रामपुर खुर्द',
  pollingStation: 'पंचायत भवन, रामपुर खुर्द',
  counted: { male: 131, female: 120, thirdGender: 0, total: 251 },
  boxes: 251,
  rows: 251,
  checks: part45.checks.map((c) => (c.name === 'ageRange' ? { name: c.name, ok: true } : c)),
  toReview: 0,
  ask: {
    kind: 'clash',
    held: 248,
    paired: 3,
    rows: 251,
    booth: 'बूथ 46 · पंचायत भवन, रामपुर खुर्द (डेमो)',
  },
};

export const ASKS_JOB: RollJob = {
  id: 'job-asks',
  createdAt: minutesAgo(8),
  createdBy: 'me',
  status: 'review',
  pagesDone: 1,
  pagesTotal: 1,
  files: [{ ...file('file-175', 'AC175_parts_45-46.csv', 1), kind: 'csv', readBy: 'table' }],
  parts: [part45, part46],
};

/** Part 45's rows in review: table rows, no picture, each with the file's own cells. */
export const ASKS_ROWS: RollRow[] = [
  {
    id: 'row-45-23',
    partId: part45.id,
    serial: 23,
    epic: 'SDP1750023',
    name: 'रेखा देवी',
    relationType: 'husband',
    relativeName: 'मनोज कुमार',
    houseNumber: '9',
    age: null,
    gender: 'Female',
    deleted: false,
    section: 1,
    list: 'main',
    confidence: 1,
    doubts: ['age'],
    reviewed: false,
    page: null,
    hasImage: false,
    raw: {
      serial: '23',
      epic: 'SDP1750023',
      name: 'रेखा देवी',
      relationType: 'H',
      relativeName: 'मनोज कुमार',
      houseNumber: '9',
      age: '4O',
      gender: 'F',
      section: '1',
    },
  },
];

const FIRST = ['राम', 'सीता', 'मोहन', 'गीता', 'अनिल', 'कमला', 'सुरेश', 'पूजा', 'इमरान', 'शबाना'];
const LAST = ['यादव', 'वर्मा', 'गुप्ता', 'ख़ान', 'पाल', 'सिंह'];

/** Part 87's rows in serial order: a few in review, one marked DELETED on the roll. */
export const PART_87_ROWS: RollRow[] = Array.from({ length: part87.rows }, (_, i) => {
  const serial = i + 1;
  const female = serial % 2 === 0;
  const doubts: RollRow['doubts'] =
    serial === 3
      ? ['epic']
      : serial === 17
        ? ['age', 'houseNumber']
        : serial === 18
          ? ['name']
          : [];
  const last = LAST[Math.floor(i / 4) % LAST.length]!;
  return {
    id: `row-87-${serial}`,
    partId: part87.id,
    serial,
    epic: serial === 3 ? 'RNG87OO003' : `RNG87${String(serial).padStart(5, '0')}`,
    name: `${FIRST[i % FIRST.length]!} ${last}`,
    relationType: female && serial % 4 === 0 ? 'husband' : 'father',
    relativeName: `${FIRST[(i + 3) % FIRST.length]!} ${last}`,
    houseNumber: serial === 17 ? '2/19 टेलिफोन कॉलोनी' : String(10 + Math.floor(i / 4)),
    age: serial === 17 ? 12 : 19 + ((serial * 7) % 60),
    gender: female ? 'Female' : 'Male',
    deleted: serial === 9,
    section: 1,
    list: 'main',
    confidence: doubts.length ? 0.6 : 0.95,
    doubts: serial === 9 ? ['deleted'] : doubts,
    reviewed: false,
    page: 1 + Math.floor(i / 30),
    hasImage: true,
    inReview: doubts.length > 0 || serial === 9,
  };
});

/** A grey box with dark bars where the printed lines are: stands in for a cropped elector box. */
function boxImage(): Buffer {
  const png = new PNG({ width: 420, height: 160 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const border = x < 3 || y < 3 || x >= png.width - 3 || y >= png.height - 3;
      const line = [30, 62, 94, 126].some((top) => y >= top && y < top + 10) && x > 20 && x < 300;
      const v = border || line ? 40 : 245;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = v;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

const REVIEW_OF: Record<string, RollRow[]> = {
  [REVIEW_JOB.id]: REVIEW_ROWS,
  [ASKS_JOB.id]: ASKS_ROWS,
};

const withReview = (job: RollJob, query: URLSearchParams): RollJobResponse => {
  // Every row of one part, a page at a time (rowsPart, rowsOffset, rowsLimit): part 87's.
  const rows = query.get('rowsPart') === part87.id ? PART_87_ROWS : [];
  const offset = Number(query.get('rowsOffset') ?? 0);
  const review = REVIEW_OF[job.id] ?? [];
  return {
    ...job,
    review,
    reviewTotal: review.length,
    rows: rows.slice(offset, offset + Number(query.get('rowsLimit') ?? 0)),
    rowsTotal: rows.length,
  };
};

/**
 * Answer /api/rolls* in `page` from the fixtures above (uploads start RUNNING_JOB). PARTS_JOB
 * and ASKS_JOB open by their id only, so the list of jobs stays as it was; their answers (the
 * place, a clash's choice) are taken and change nothing.
 */
export async function serveRollFixtures(page: Page): Promise<void> {
  const jobs = [RUNNING_JOB, REVIEW_JOB, FAILED_JOB];
  const image = boxImage();
  await page.route(/\/api\/rolls(\/|\?|$)/, async (route) => {
    const url = new URL(route.request().url());
    const method = route.request().method();
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === '/api/rolls')
      return method === 'POST' ? json(202, { id: RUNNING_JOB.id }) : json(200, { jobs });
    if (url.pathname.endsWith('/image'))
      return route.fulfill({ status: 200, contentType: 'image/png', body: image });
    const id = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    const job = [...jobs, PARTS_JOB, ASKS_JOB].find((j) => j.id === id);
    if (!job) return json(404, { error: 'not_found', message: 'Not found' });
    if (method === 'GET') return json(200, withReview(job, url.searchParams));
    if (url.pathname.endsWith('/accept'))
      return json(409, {
        error: 'conflict',
        message: 'Serial 14 is given twice in this part: review it first',
        messageKey: 'errors.rollImport.repeatedSerial',
      });
    return json(200, {});
  });
}
