// Import roll PDFs (issue 21) on jsdom against a fake /api/rolls answering the contract's
// shapes (src/domain/roll-jobs.ts): the upload's checks in English and Hindi and the multipart
// it sends, offline, a job's pages moving while polled, a part's Accept with both choices and
// a 409 shown in the dialog, and the review form's messages and PATCH bodies.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import type { SessionUser } from '../../src/domain/auth.ts';
import { mayImportRolls } from '../../src/domain/roll-access.ts';
import type {
  RollJob,
  RollJobResponse,
  RollPartResult,
  RollRow,
} from '../../src/domain/roll-jobs.ts';
import { RollImportScreen } from '../../src/features/rolls/roll-import-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const COORDINATOR: SessionUser = {
  booth_id: 'u-rolls',
  firstName: 'Kamla',
  lastName: 'Mishra',
  email: 'kamla@example.com',
  role: 'worker',
  scope: 'up/lucknow/lucknow-central',
};

const TOTALS = { male: 2, female: 1, thirdGender: 0, total: 3 };

function part(over: Partial<RollPartResult> = {}): RollPartResult {
  return {
    id: 'p121',
    fileId: 'f1',
    edition: 'en',
    assemblyNumber: 173,
    assemblyName: 'Lucknow Central',
    partNumber: 121,
    partName: 'Naya Tola',
    pollingStation: 'Govt. Primary School, Room 2',
    sections: [{ number: 1, name: 'Naya Tola' }],
    printed: { male: 2, female: 2, thirdGender: 0, total: 4 },
    counted: TOTALS,
    boxes: 4,
    rows: 4,
    deleted: 1,
    checks: [
      { name: 'serialsContinuous', ok: true },
      {
        name: 'totalsMatch',
        ok: false,
        detail: {
          messageKey: 'errors.rollImport.notYetKnown',
          message: 'female 1 counted, 2 printed',
        },
      },
    ],
    toReview: 2,
    status: 'review',
    ...over,
  };
}

function job(over: Partial<RollJob> = {}): RollJob {
  return {
    id: 'job-1',
    createdAt: '2026-01-12T10:30:00.000Z',
    createdBy: COORDINATOR.booth_id,
    status: 'review',
    pagesDone: 10,
    pagesTotal: 10,
    files: [
      {
        id: 'f1',
        name: 'part-121.pdf',
        bytes: 2_000_000,
        kind: 'pdf',
        status: 'read',
        pagesDone: 10,
        pagesTotal: 10,
        readBy: 'text',
      },
    ],
    parts: [part()],
    ...over,
  };
}

function row(over: Partial<RollRow> = {}): RollRow {
  return {
    id: 'r1',
    partId: 'p121',
    serial: 14,
    epic: 'NTL121OO14',
    name: 'Kavita Gupta',
    relationType: 'husband',
    relativeName: 'Sunil Gupta',
    houseNumber: '12',
    age: 41,
    gender: 'Female',
    deleted: false,
    section: 1,
    list: 'main',
    confidence: 0.6,
    doubts: ['epic'],
    reviewed: false,
    page: 3,
    hasImage: false,
    ...over,
  };
}

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let fetchMock: MockInstance<typeof fetch>;
let online = true;
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The fake server: `answer` gets each call and returns [status, body]. */
function serve(answer: (call: Call) => [number, unknown] | undefined) {
  fetchMock.mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const call = { method, path, body };
    calls.push(call);
    const [status, out] = answer(call) ?? [404, { error: 'not_found', message: 'Not found' }];
    return json(status, out);
  });
}

function renderAt(path = '/dashboard/roll-import') {
  return renderScreen(<RollImportScreen />, { at: path, notifications: true });
}

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type=file][accept]')!;
const choose = (container: HTMLElement, files: File[]) =>
  fireEvent.change(fileInput(container), { target: { files } });
const sized = (name: string, bytes: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: bytes });
  return f;
};

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
  saveSession('test-token', COORDINATOR);
  calls = [];
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  fetchMock = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('who may import', () => {
  it('the admin and coordinators above a booth, not booth workers or the unplaced', () => {
    expect(mayImportRolls({ role: 'admin', scope: '' })).toBe(true);
    expect(mayImportRolls({ role: 'worker', scope: 'up/lucknow' })).toBe(true);
    expect(mayImportRolls({ role: 'worker', scope: 'up/l/lc/b1/m1/booth-12' })).toBe(false);
    expect(mayImportRolls({ role: 'worker', scope: null })).toBe(false);
    expect(mayImportRolls(null)).toBe(false);
  });

  it('a booth worker who opens the address is told to ask the coordinator', async () => {
    saveSession('test-token', { ...COORDINATOR, scope: 'up/l/lc/b1/m1/booth-12' });
    serve(() => [200, { jobs: [] }]);
    renderAt();
    await screen.findByText(/Ask your coordinator to import it/);
    expect(calls).toHaveLength(0);
  });
});

describe('upload', () => {
  it('refuses a wrong type and more than 100 MB beside the field, in English and Hindi', async () => {
    serve(() => [200, { jobs: [] }]);
    const { container } = renderAt();
    await screen.findByText('No imports yet. Upload a roll file above.');
    choose(container, [sized('notes.docx', 1000), sized('part-1.pdf', 101 * 1024 * 1024)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.docx: not a PDF, Excel (.xlsx) or CSV file.');
    expect(alert.textContent).toContain('at most 100 MB can go in one upload');
    // The file button names the message as its description.
    const button = screen.getByRole('button', { name: 'Choose files' });
    expect(button.getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await i18n.changeLanguage('hi');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'यह PDF, Excel (.xlsx) या CSV फ़ाइल नहीं है।',
    );
    expect(screen.getByRole('alert').textContent).toContain('ज़्यादा से ज़्यादा 100 MB');
  });

  it('sends the chosen files as `files` and opens the new job', async () => {
    serve((c) => {
      if (c.method === 'POST' && c.path === '/api/rolls') return [202, { id: 'job-new' }];
      if (c.path === '/api/rolls') return [200, { jobs: [] }];
      if (c.path.startsWith('/api/rolls/job-new'))
        return [
          200,
          { ...job({ id: 'job-new', status: 'queued', parts: [] }), review: [], reviewTotal: 0 },
        ];
      return undefined;
    });
    const { container } = renderAt();
    await screen.findByText('No imports yet. Upload a roll file above.');
    choose(container, [new File(['AC_NO'], 'roll.csv', { type: 'text/csv' })]);
    choose(container, [new File(['%PDF'], 'part-121.PDF')]);
    await screen.findByText(/part-121\.PDF/);
    expect(screen.getByText(/2 files/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Remove roll.csv' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('heading', { level: 1, name: /^Import of / });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/rolls');
    const form = post.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['part-121.PDF']);
  });

  it('takes files dropped on the area and checks them like chosen ones', async () => {
    serve(() => [200, { jobs: [] }]);
    renderAt();
    await screen.findByText('No imports yet. Upload a roll file above.');
    const area = screen.getByTestId('roll-drop-area');
    const dataTransfer = {
      types: ['Files'],
      files: [new File(['%PDF'], 'part-7.pdf'), new File(['x'], 'photo.jpg')],
      dropEffect: 'none',
    };
    fireEvent.dragOver(area, { dataTransfer });
    expect(dataTransfer.dropEffect).toBe('copy');
    fireEvent.drop(area, { dataTransfer });
    await screen.findByText(/part-7\.pdf/);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'photo.jpg: not a PDF, Excel (.xlsx) or CSV file.',
    );
    // A drag of text, not files, is left to the browser.
    fireEvent.drop(area, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.getByText(/2 files/)).toBeInstanceOf(HTMLElement);
  });

  it('offline: says the upload needs the network and sends nothing', async () => {
    online = false;
    serve(() => [200, { jobs: [] }]);
    const { container } = renderAt();
    await screen.findByText(
      /You are offline\. Uploading and checking roll files needs the network/,
    );
    choose(container, [new File(['x'], 'part.pdf')]);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Uploading needs the network.',
    );
    expect(calls).toHaveLength(0);
  });
});

describe('jobs and progress', () => {
  it('polls a job being read until its pages are done, and cancels after asking', async () => {
    let reads = 0;
    serve((c) => {
      if (c.path === '/api/rolls')
        return [200, { jobs: [job({ status: 'running', pagesDone: 3, parts: [] })] }];
      if (c.path.startsWith('/api/rolls/job-1?')) {
        reads += 1;
        const status = reads > 1 ? 'review' : 'running';
        const pagesDone = reads > 1 ? 10 : 6;
        return [200, { ...job({ status, pagesDone }), review: [], reviewTotal: 0 }];
      }
      if (c.path === '/api/rolls/job-1/cancel') return [200, {}];
      return undefined;
    });
    renderAt();
    await screen.findByText('Pages read: 3 of 10');
    expect(screen.getByRole('progressbar', { name: 'Pages read' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel import' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/rolls/job-1/cancel')).toBe(true));
    await screen.findByText('Pages read: 10 of 10');
    await screen.findByText('Needs review');
    expect(reads).toBeGreaterThanOrEqual(2);
  });
});

describe('job detail', () => {
  const detail = (): [number, unknown] => [
    200,
    { ...job(), review: [row()], reviewTotal: 2, rows: [], rowsTotal: 0 } satisfies RollJobResponse,
  ];

  it("shows a part's totals and checks, and a 409 refusal inside the Accept dialog", async () => {
    serve((c) => {
      if (c.method === 'POST' && c.path.endsWith('/accept'))
        return [
          409,
          {
            error: 'conflict',
            message: 'Serial 14 is given twice in this part',
            messageKey: 'errors.rollImport.someKeyNotInThisBuild',
          },
        ];
      if (c.path.startsWith('/api/rolls/job-1?')) return detail();
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1');
    await screen.findByRole('heading', { level: 3, name: /Part 121/ });
    expect(screen.getByText('Counts match the printed totals:')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('female 1 counted, 2 printed')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('1 ≠ 2')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Accept part 121' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept part 121?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept the rows as read too' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Serial 14 is given twice in this part',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({
      path: '/api/rolls/job-1/parts/p121/accept',
      body: { acceptRows: true },
    });
  });
});

describe('review', () => {
  it("a table's row shows the file's own cell beside the doubted field, no picture", async () => {
    const table = row({
      page: null,
      confidence: 1,
      age: null,
      doubts: ['age'],
      raw: { age: '4O', serial: '14', name: 'Kavita Gupta' },
    });
    serve((c) =>
      c.path.startsWith('/api/rolls/job-1?')
        ? [200, { ...job(), review: [table], reviewTotal: 1 }]
        : undefined,
    );
    renderAt('/dashboard/roll-import?job=job-1&review=1');
    await screen.findByLabelText(/^Age/);
    expect(screen.getByText('In the file: “4O”')).toBeInstanceOf(HTMLElement);
    // Only the doubted field says it; no picture panel for a row that has none.
    expect(screen.queryByText('In the file: “14”')).toBeNull();
    expect(screen.queryByText('No picture of this row was kept.')).toBeNull();
    expect(screen.queryByText('Check this against the picture')).toBeNull();
    cleanup();
    await i18n.changeLanguage('hi');
    renderAt('/dashboard/roll-import?job=job-1&review=1');
    await screen.findByText('फ़ाइल में: “4O”');
    await i18n.changeLanguage('en');
  });

  it('checks the fields in the user language, then PATCHes only what changed', async () => {
    let queue = [row(), row({ id: 'r2', serial: 15, name: 'Imran Khan', doubts: ['age'] })];
    serve((c) => {
      if (c.method === 'PATCH') {
        const id = c.path.split('/').at(-1);
        queue = queue.filter((r) => r.id !== id);
        return [200, row()];
      }
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [200, { ...job(), review: queue, reviewTotal: queue.length }];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1&review=1');
    const epic = await screen.findByLabelText(/^EPIC \(voter ID\)/);
    // The doubtful field says so in words; no picture of the box was kept, so none is named.
    expect(screen.getByText('Not sure of this: check it against the roll')).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.queryByText('Check this against the picture')).toBeNull();
    const age = screen.getByLabelText(/^Age/);
    fireEvent.change(age, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await screen.findByText('Three letters and seven digits, e.g. NLD1234567');
    await screen.findByText('Age must be a whole number from 18 to 120');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(epic, { target: { value: 'ntl1210014' } });
    fireEvent.change(age, { target: { value: '42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/rolls/job-1/rows/r1',
      body: { epic: 'NTL1210014', age: 42 },
    });
    expect(Object.keys(calls.find((c) => c.method === 'PATCH')!.body as object)).toHaveLength(2);

    // The next row: "Looks right" accepts it as read.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Imran Khan'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Looks right' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]).toMatchObject({
      path: '/api/rolls/job-1/rows/r2',
      body: {},
    });
    await screen.findByText('No rows wait for review.');
  });

  it('saves a row read with no gender or relation ("Not given"), telling it in the status line', async () => {
    const queue = [
      row({ epic: 'NTL1210014', gender: null, relationType: null, doubts: ['gender'] }),
    ];
    serve((c) => {
      if (c.method === 'PATCH') return [200, row()];
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [200, { ...job(), review: queue, reviewTotal: queue.length }];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1&review=1');
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Kavita Gupta Devi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ name: 'Kavita Gupta Devi' });
    expect(screen.queryByText(/must be defined/)).toBeNull();
    await screen.findByText(/^Row saved\./);
  });

  it('shows the server field errors under their fields, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    serve((c) => {
      if (c.method === 'PATCH')
        return [
          400,
          { error: 'invalid', message: 'bad', fields: { serial: 'rolls.review.errors.serial' } },
        ];
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [200, { ...job(), review: [row({ epic: 'NTL1210014' })], reviewTotal: 1 }];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1&review=1');
    await screen.findByRole('heading', { level: 1, name: 'शक वाली पंक्तियाँ जाँचें' });
    fireEvent.click(await screen.findByRole('button', { name: 'सहेजें और अगला' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    await screen.findByText('क्रम संख्या 1 या उससे बड़ी पूरी संख्या हो');
  });
});
