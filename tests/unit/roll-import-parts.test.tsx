// Issue 42 on the Roll import screen, on jsdom against a fake /api/rolls: a part whose number
// the file did not say asks for it beside the reason (checked here, then by the server, whose
// field errors show next to the field), in English and Hindi; the rows the server refused are
// listed on the part card; and a part's rows page by page in serial order, the ones in review
// marked.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { RollJobResponse, RollPartResult, RollRow } from '../../src/domain/roll-jobs.ts';
import { RollImportScreen } from '../../src/features/rolls/roll-import-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderScreen } from '../utils/render-screen.tsx';
import type { RollApiCall } from '../utils/unit/roll-api-fake.ts';
import { serveRollApi } from '../utils/unit/roll-api-fake.ts';

const COORDINATOR: SessionUser = {
  booth_id: 'u-rolls',
  firstName: 'Kamla',
  lastName: 'Mishra',
  email: 'kamla@example.com',
  role: 'worker',
  scope: 'up/lucknow',
};

const TOTALS = { male: 2, female: 1, thirdGender: 0, total: 3 };

function part(over: Partial<RollPartResult> = {}): RollPartResult {
  return {
    id: 'p1',
    fileId: 'f1',
    edition: 'en',
    assemblyNumber: null,
    assemblyName: '',
    partNumber: null,
    partName: '',
    pollingStation: '',
    sections: [],
    printed: null,
    counted: TOTALS,
    boxes: 3,
    rows: 3,
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
    ],
    toReview: 0,
    status: 'review',
    ...over,
  };
}

function row(serial: number, over: Partial<RollRow> = {}): RollRow {
  return {
    id: `r${serial}`,
    partId: 'p1',
    serial,
    epic: `ABC${String(serial).padStart(7, '0')}`,
    name: `Voter ${serial}`,
    relationType: 'father',
    relativeName: 'Ram',
    houseNumber: '12',
    age: 40,
    gender: 'Male',
    deleted: false,
    section: 1,
    list: 'main',
    confidence: 1,
    doubts: [],
    reviewed: false,
    page: 2,
    hasImage: false,
    inReview: false,
    ...over,
  };
}

const response = (over: Partial<RollJobResponse> = {}): RollJobResponse => ({
  id: 'job-1',
  createdAt: '2026-01-12T10:30:00.000Z',
  createdBy: COORDINATOR.booth_id,
  status: 'review',
  pagesDone: 3,
  pagesTotal: 3,
  files: [
    {
      id: 'f1',
      name: 'pages.pdf',
      bytes: 1000,
      kind: 'pdf',
      status: 'read',
      pagesDone: 3,
      pagesTotal: 3,
      readBy: 'ocr',
    },
  ],
  parts: [part()],
  review: [],
  reviewTotal: 0,
  rows: [],
  rowsTotal: 3,
  ...over,
});

let calls: RollApiCall[];
const serve = (answer: (call: RollApiCall) => [number, unknown] | undefined) => {
  calls = serveRollApi(answer);
};

const renderAt = (path: string) =>
  renderScreen(<RollImportScreen />, { at: path, notifications: true });

beforeEach(async () => {
  cleanup();
  localStorage.clear();
  await i18n.changeLanguage('en');
  saveSession('test-token', COORDINATOR);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('part number a person enters', () => {
  it('asks beside the reason, checks it, shows the server field error, then sends it', async () => {
    let saved = false;
    serve((c) => {
      if (c.method === 'PUT') {
        const body = c.body as { partNumber: number; assemblyNumber?: number };
        if (body.assemblyNumber === 99999)
          return [
            400,
            {
              error: 'bad_request',
              message: 'Some fields are not valid',
              fields: { assemblyNumber: 'errors.rollImport.assemblyNumberInput' },
            },
          ];
        saved = true;
        return [200, part({ partNumber: 12, assemblyNumber: 5, status: 'published' })];
      }
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [
          200,
          saved
            ? response({
                parts: [
                  part({
                    partNumber: 12,
                    assemblyNumber: 5,
                    status: 'published',
                    checks: [{ name: 'partNumber', ok: true }],
                    published: { created: 3, updated: 0 },
                  }),
                ],
              })
            : response(),
        ];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1');
    await screen.findByRole('heading', { level: 3, name: 'Part number not read' });
    // The reason stands in the check list and above the field.
    expect(
      screen.getAllByText('The roll does not say its part number: enter it to go on'),
    ).toHaveLength(2);
    // No Accept while nobody has said whose voters these are.
    expect(screen.queryByRole('button', { name: /Accept part/ })).toBeNull();

    const save = screen.getByRole('button', { name: 'Save part number' });
    fireEvent.click(save);
    await screen.findByText('Enter the part number as printed, a whole number from 1');
    await screen.findByText('Enter the assembly (AC) number as printed, a whole number from 1');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Part number/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Assembly \(AC\) number/), {
      target: { value: '99999' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await screen.findByText('Enter the assembly (AC) number as printed, a whole number from 1');
    expect(
      screen.queryByText('Enter the part number as printed, a whole number from 1'),
    ).toBeNull();

    await i18n.changeLanguage('hi');
    await screen.findByText('विधानसभा (AC) संख्या वैसी लिखें जैसी छपी है, 1 या उससे बड़ी पूरी संख्या');
    expect(screen.getByLabelText(/^भाग संख्या/)).toBeInstanceOf(HTMLInputElement);
    await i18n.changeLanguage('en');

    fireEvent.change(screen.getByLabelText(/^Assembly \(AC\) number/), {
      target: { value: '5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save part number' }));
    await screen.findByRole('heading', { level: 3, name: 'Part 12' });
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)).toMatchObject({
      path: '/api/rolls/job-1/parts/p1/number',
      body: { partNumber: 12, assemblyNumber: 5 },
    });
    expect(screen.queryByRole('button', { name: 'Save part number' })).toBeNull();
  });

  it('asks to confirm a number read from the page headers, and lists rows the server refused', async () => {
    serve((c) =>
      c.path.startsWith('/api/rolls/job-1?')
        ? [
            200,
            response({
              parts: [
                part({
                  partNumber: 9,
                  assemblyNumber: 5,
                  checks: [
                    {
                      name: 'partNumber',
                      ok: false,
                      detail: {
                        messageKey: 'errors.rollImport.partFromHeader',
                        message: '…',
                        values: { part: 9 },
                      },
                    },
                  ],
                  failedRows: [
                    {
                      rowId: 'r2',
                      serial: 2,
                      name: 'Asha Devi',
                      reason: 'errors.invalidInput',
                      fields: { firstName: 'errors.tooLong' },
                    },
                    {
                      // A misread box that ran into the next: cut at a word, not in a syllable.
                      rowId: 'r3',
                      serial: 3,
                      name: 'राजेन्द्र प्रसाद श्रीवास्तव उर्फ़ राजू भैया पुत्र स्वर्गीय श्री रामेश्वर',
                      reason: 'errors.invalidInput',
                      fields: { firstNameHi: 'errors.tooLong' },
                    },
                  ],
                }),
              ],
            }),
          ]
        : undefined,
    );
    renderAt('/dashboard/roll-import?job=job-1');
    await screen.findByRole('heading', { level: 3, name: 'Part 9' });
    expect(
      screen.getAllByText('Part 9 was read from the page headers only (no cover): confirm it'),
    ).toHaveLength(2);
    expect((screen.getByLabelText(/^Part number/) as HTMLInputElement).value).toBe('9');
    expect(screen.queryByLabelText(/^Assembly \(AC\) number/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm part number' })).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText('2 rows could not be written — nothing of this part was published:'),
    ).toBeInstanceOf(HTMLElement);
    expect(
      screen.getByText('Serial 3, राजेन्द्र प्रसाद श्रीवास्तव उर्फ़ राजू…: Name (Hindi) — This is too long'),
    ).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Serial 2, Asha Devi: Name — This is too long')).toBeInstanceOf(
      HTMLElement,
    );
    await i18n.changeLanguage('hi');
    await screen.findByText('क्रम संख्या 2, Asha Devi: नाम — यह बहुत लंबा है');
  });
});

describe("a part's rows in serial order", () => {
  it('pages through every row read, the ones in review marked, in English and Hindi', async () => {
    const all = Array.from({ length: 60 }, (_, i) =>
      row(i + 1, i === 2 ? { inReview: true, doubts: ['age'], age: 7 } : {}),
    );
    serve((c) => {
      if (!c.path.startsWith('/api/rolls/job-1?')) return undefined;
      const q = new URL(c.path, 'http://x').searchParams;
      const from = Number(q.get('rowsOffset'));
      const limit = Number(q.get('rowsLimit'));
      return [
        200,
        response({
          parts: [part({ partNumber: 12, rows: 60, toReview: 1, checks: [] })],
          rows: all.slice(from, from + limit),
          rowsTotal: 60,
        }),
      ];
    });
    renderAt('/dashboard/roll-import?job=job-1');
    const open = await screen.findByRole('link', { name: 'See all 60 voters in serial order' });
    fireEvent.click(open);
    await screen.findByRole('heading', { name: 'Part 12: voters in serial order' });
    expect(screen.getByText('Voters 1–50 of 60')).toBeInstanceOf(HTMLElement);
    const read = calls.filter((c) => c.path.includes('rowsPart=')).at(-1)!;
    const q = new URL(read.path, 'http://x').searchParams;
    expect([q.get('rowsPart'), q.get('rowsOffset'), q.get('rowsLimit')]).toEqual(['p1', '0', '50']);

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(50);
    expect(items[0]!.textContent).toContain('1. Voter 1');
    expect(items[2]!.textContent).toContain('3. Voter 3');
    expect(items[2]!.textContent).toContain('In review');
    expect(items[2]!.textContent).toContain('Not sure of: Age');
    expect(items[1]!.textContent).not.toContain('In review');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Voters 51–60 of 60');
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('51. Voter 51');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await screen.findByText('Voters 1–50 of 60');
    await i18n.changeLanguage('hi');
    await screen.findByText('मतदाता 1–50 (कुल 60)');
    expect(screen.getAllByText('जाँच बाकी')).toHaveLength(1);
  });
});
