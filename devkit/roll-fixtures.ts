// Roll import jobs in the shapes of src/domain/roll-jobs.ts, for the screenshots of the roll
// import screen while (or where) the server cannot make them: a job being read, a job whose
// parts wait for review with two doubtful rows, and a job whose only file was refused. Served
// through Playwright's request routing (serveRollFixtures), the real server doing the rest.
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

const withReview = (job: RollJob): RollJobResponse => ({
  ...job,
  review: job.id === REVIEW_JOB.id ? REVIEW_ROWS : [],
  reviewTotal: job.id === REVIEW_JOB.id ? REVIEW_ROWS.length : 0,
  rows: [],
  rowsTotal: 0,
});

/** Answer /api/rolls* in `page` from the fixtures above (uploads start RUNNING_JOB). */
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
    const job = jobs.find((j) => j.id === id);
    if (!job) return json(404, { error: 'not_found', message: 'Not found' });
    if (method === 'GET') return json(200, withReview(job));
    if (url.pathname.endsWith('/accept'))
      return json(409, {
        error: 'conflict',
        message: 'Serial 14 is given twice in this part: review it first',
        messageKey: 'errors.rollImport.repeatedSerial',
      });
    return json(200, {});
  });
}
