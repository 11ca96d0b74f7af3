// Issue 43 on the Roll import screen, on jsdom against a fake /api/rolls: a job whose file does
// not name its state or district asks for them once, above its parts (checked here, sent once,
// in English and Hindi); a part that met voters of another list says what is there and asks —
// replace (confirmed first), take it as the new edition, or stop — with no Accept meanwhile; a
// check that passed with something to say says it instead of "passed".
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/domain/auth.ts';
import type { RollJobResponse, RollPartResult } from '../../src/domain/roll-jobs.ts';
import { RollImportScreen } from '../../src/features/rolls/roll-import-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { saveSession } from '../../src/sync/session.ts';
import { renderScreen } from '../utils/render-screen.tsx';
import type { RollApiCall } from '../utils/unit/roll-api-fake.ts';
import { serveRollApi } from '../utils/unit/roll-api-fake.ts';

const ADMIN: SessionUser = {
  booth_id: 'u-admin',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  role: 'admin',
  scope: '',
};

const msg = (key: string, message: string) => ({
  messageKey: `errors.rollImport.${key}`,
  message,
});

function part(over: Partial<RollPartResult> = {}): RollPartResult {
  return {
    id: 'p1',
    fileId: 'f1',
    edition: 'en',
    assemblyNumber: 173,
    assemblyName: 'Lucknow Central',
    partNumber: 45,
    partName: '',
    pollingStation: '',
    sections: [],
    printed: null,
    counted: { male: 5, female: 5, thirdGender: 2, total: 12 },
    boxes: 12,
    rows: 12,
    deleted: 0,
    checks: [
      {
        name: 'serialsContinuous',
        ok: true,
        note: msg('gapsDeleted', 'gaps: deleted electors not in this file'),
        detail: { ...msg('serialGaps', 'Serials missing: 4, 9'), values: { serials: '4, 9' } },
      },
      { name: 'totalsMatch', ok: true, note: msg('notPrinted', 'not printed') },
    ],
    toReview: 0,
    status: 'review',
    ...over,
  };
}

const response = (parts: RollPartResult[]): RollJobResponse => ({
  id: 'job-1',
  createdAt: '2026-01-12T10:30:00.000Z',
  createdBy: ADMIN.booth_id,
  status: 'review',
  pagesDone: 1,
  pagesTotal: 1,
  files: [
    {
      id: 'f1',
      name: 'part-45.csv',
      bytes: 1000,
      kind: 'csv',
      status: 'read',
      pagesDone: 1,
      pagesTotal: 1,
      readBy: 'table',
    },
  ],
  parts,
  review: [],
  reviewTotal: 0,
  rows: [],
  rowsTotal: 12,
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
  saveSession('test-token', ADMIN);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const placeAsk = { kind: 'place' as const, missing: ['state' as const, 'district' as const] };

describe('what an import asks', () => {
  it('asks once for the state and district the file does not name, then sends them', async () => {
    let answered = false;
    const asking = [part({ ask: placeAsk }), part({ id: 'p2', partNumber: 46, ask: placeAsk })];
    serve((c) => {
      if (c.method === 'PUT' && c.path.endsWith('/api/rolls/job-1/place')) {
        answered = true;
        return [200, response([])];
      }
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [
          200,
          response(
            answered
              ? asking.map((p) => ({ ...p, ask: undefined, status: 'published' as const }))
              : asking,
          ),
        ];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1');
    const form = (
      await screen.findByRole('heading', {
        level: 2,
        name: 'Which state and district is this roll of?',
      })
    ).closest('form')!;
    // One form for the two parts, and no Accept while the parts wait for it.
    expect(
      screen.getAllByRole('heading', { name: 'Which state and district is this roll of?' }),
    ).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Accept part/ })).toBeNull();
    // The checks that passed with something to say, say it.
    expect(screen.getAllByText(/Serials run without gaps or repeats:/)[0]!.textContent).toContain(
      'gaps: deleted electors not in this file',
    );
    expect(screen.getAllByText(/Counts match the printed totals:/)[0]!.textContent).toContain(
      'not printed',
    );

    const save = within(form).getByRole('button', { name: 'Save and go on' });
    fireEvent.click(save);
    expect(await within(form).findAllByText('Write the name as the roll gives it')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^State/), {
      target: { value: ' Uttar Pradesh ' },
    });
    fireEvent.change(within(form).getByLabelText(/^District/), { target: { value: 'Lucknow' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      state: 'Uttar Pradesh',
      district: 'Lucknow',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Which state and district is this roll of?' }),
      ).toBeNull(),
    );
    expect(await screen.findAllByText('Published', { exact: true })).toHaveLength(2);
  });

  it('in Hindi, asks only for what is missing', async () => {
    await i18n.changeLanguage('hi');
    serve((c) =>
      c.path.startsWith('/api/rolls/job-1?')
        ? [200, response([part({ ask: { kind: 'place', missing: ['district'] } })])]
        : undefined,
    );
    renderAt('/dashboard/roll-import?job=job-1');
    await screen.findByRole('heading', { name: 'यह सूची किस राज्य और ज़िले की है?' });
    expect(screen.getByLabelText(/^ज़िला/)).toBeInstanceOf(HTMLInputElement);
    expect(screen.queryByLabelText(/^राज्य/)).toBeNull();
  });

  it('a part over voters of another list asks replace, new edition or stop', async () => {
    let decided: string | null = null;
    const clash = part({
      ask: { kind: 'clash', held: 248, paired: 0, rows: 12, booth: 'Booth 45, Aminabad' },
    });
    serve((c) => {
      if (c.method === 'POST' && c.path.endsWith('/parts/p1/decision')) {
        decided = (c.body as { choice: string }).choice;
        return [200, { ...clash, ask: undefined, status: 'published', decision: decided }];
      }
      if (c.path.startsWith('/api/rolls/job-1?'))
        return [
          200,
          response([
            decided
              ? {
                  ...clash,
                  ask: undefined,
                  status: 'published',
                  published: { created: 12, updated: 0, removed: 248 },
                }
              : clash,
          ]),
        ];
      return undefined;
    });
    renderAt('/dashboard/roll-import?job=job-1');
    await screen.findByText('Part 45 already has voters of another list');
    screen.getByText(
      'Booth 45, Aminabad already holds 248 voters of this part. Only 0 of the 12 voters in this file have the same EPIC as one of them.',
    );
    expect(screen.queryByRole('button', { name: /Accept part/ })).toBeNull();
    for (const name of ['Take it as the new edition', 'Stop: do not import this part'])
      expect(screen.getByRole('button', { name })).toBeInstanceOf(HTMLButtonElement);

    // Replacing removes voters: it is asked twice.
    fireEvent.click(screen.getByRole('button', { name: 'Replace them with this file' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/Remove the voters of part 45 that are not in this file\?/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace them with this file' }));
    await waitFor(() => expect(decided).toBe('replace'));
    await screen.findByText('Published: 12 new voters, 0 updated, 248 of the earlier list removed');
    expect(screen.queryByText('Part 45 already has voters of another list')).toBeNull();
  });
});
