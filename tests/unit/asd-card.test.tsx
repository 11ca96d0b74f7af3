// The ASD list card on the roll import screen (jsdom, a fake /api/rolls/asd answering the
// contract's shapes, src/domain/asd-list.ts): the parts come from the booths on the phone,
// the checks are said under their fields in English and Hindi, the form sends the part, its
// assembly, the list's name (from the file's by default) and the file, and the answer shows
// the marks by category, the rows not matched and the lines not read; a refusal the server
// ties to a field shows under that field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AsdResult } from '../../src/domain/asd-list.ts';
import type { SessionUser } from '../../src/domain/auth.ts';
import { asdPartChoices } from '../../src/features/rolls/asd-form.ts';
import { RollImportScreen } from '../../src/features/rolls/roll-import-screen.tsx';
import { i18n } from '../../src/i18n.ts';
import { renderScreen } from '../utils/render-screen.tsx';
import { phoneWithAreas } from '../utils/unit/phone-with-areas.ts';

const DISTRICT: SessionUser = {
  booth_id: 'u-asd',
  firstName: 'Kamla',
  lastName: 'Mishra',
  email: 'kamla@example.com',
  role: 'worker',
  scope: 'up/lucknow',
};

const AREAS = [
  { path: 'up/lucknow/central', name: 'Lucknow Central', nameHi: 'लखनऊ मध्य', number: 173 },
  { path: 'up/lucknow/central/roll', name: 'Parts from the roll' },
  { path: 'up/lucknow/central/roll/parts', name: 'Parts from the roll' },
  { path: 'up/lucknow/central/roll/parts/part-12', name: 'Part 12', parts: [12] },
  { path: 'up/lucknow/central/roll/parts/part-13', name: 'Part 13', parts: [13] },
];

const RESULT: AsdResult = {
  listName: 'ASD list 2026',
  partNumber: 12,
  assemblyNumber: 173,
  readBy: 'text',
  rows: 5,
  marked: 3,
  already: 0,
  byCategory: { absent: 1, shifted: 1, dead: 1, duplicate: 0 },
  unmatched: [
    {
      line: 7,
      text: '4 | 9 | XYZ9999999 | Lakhan Singh | Bhola | Shifted',
      serial: 9,
      epic: 'XYZ9999999',
      name: 'Lakhan Singh',
      relative: 'Bhola',
      category: 'shifted',
      reason: 'notFound',
    },
  ],
  unread: [{ line: 9, text: '6 | 4 | ABC0000004 | Mohan Lal | ??' }],
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[];

function serve(asd: () => [number, unknown]) {
  fetchMock().mockImplementation((url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    calls.push({ method, path, body: init?.body });
    const [status, out] =
      method === 'POST' && path === '/api/rolls/asd' ? asd() : [200, { jobs: [] }];
    return Promise.resolve(new Response(JSON.stringify(out), { status }));
  });
}

const card = () => screen.getByRole('region', { name: /^(ASD list|ASD सूची)$/ });
const fileInput = () => card().querySelector<HTMLInputElement>('input[type=file]')!;

async function choosePart(name: RegExp) {
  fireEvent.click(await within(card()).findByRole('combobox', { name: /^Part/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const fetchMock = phoneWithAreas(DISTRICT, AREAS);
beforeEach(() => {
  calls = [];
});

describe('the parts offered', () => {
  it('are the booths’ parts with their assembly, then parts only voters name', () => {
    const choices = asdPartChoices(
      AREAS.map((a) => ({ ...a, deleted: 0 })),
      [12, 14],
      'hi',
    );
    expect(choices).toEqual([
      { value: '173:12', part: 12, assemblyNumber: 173, assembly: '173 लखनऊ मध्य' },
      { value: '173:13', part: 13, assemblyNumber: 173, assembly: '173 लखनऊ मध्य' },
      { value: ':14', part: 14 },
    ]);
  });
});

describe('the ASD list card', () => {
  it('says what is missing under each field, in English and Hindi, and sends nothing', async () => {
    serve(() => [200, RESULT]);
    renderScreen(<RollImportScreen />, { at: '/dashboard/roll-import' });
    await screen.findByRole('heading', { name: 'ASD list' });
    fireEvent.click(within(card()).getByRole('button', { name: 'Mark voters' }));
    expect(await within(card()).findByText('Choose the part this list is for')).toBeTruthy();
    expect(within(card()).getByText("Choose the list's file")).toBeTruthy();
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'notes.docx')] } });
    expect(
      await within(card()).findByText(
        'The list must be a PDF, a CSV or TSV file, or an Excel (.xlsx) file',
      ),
    ).toBeTruthy();
    await i18n.changeLanguage('hi');
    expect(await within(card()).findByText('चुनें कि यह सूची किस भाग की है')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the part, its assembly, the list name from the file, and shows the result', async () => {
    serve(() => [200, RESULT]);
    renderScreen(<RollImportScreen />, { at: '/dashboard/roll-import' });
    await screen.findByRole('heading', { name: 'ASD list' });
    await choosePart(/^Part 12 · 173 Lucknow Central$/);
    fireEvent.change(fileInput(), {
      target: { files: [new File(['S.No.,EPIC'], 'ASD_list_2026.csv', { type: 'text/csv' })] },
    });
    const name = within(card()).getByRole('textbox', { name: /Name of the list/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('ASD list 2026'));
    fireEvent.click(within(card()).getByRole('button', { name: 'Mark voters' }));

    const heading = await within(card()).findByRole('heading', { name: 'ASD list 2026 · part 12' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/rolls/asd');
    const form = post.body as FormData;
    expect([form.get('part'), form.get('assembly'), form.get('listName')]).toEqual([
      '12',
      '173',
      'ASD list 2026',
    ]);
    expect((form.get('file') as File).name).toBe('ASD_list_2026.csv');

    expect(within(card()).getByText('3 voters marked')).toBeTruthy();
    const tiles = within(card()).getAllByRole('listitem').slice(0, 4);
    expect(tiles.map((li) => li.textContent)).toEqual([
      '1Absent',
      '1Shifted',
      '1Dead',
      '0Duplicate',
    ]);
    expect(within(card()).getByText('Rows not matched to a voter (1)')).toBeTruthy();
    expect(within(card()).getByText('Lakhan Singh (Bhola)')).toBeTruthy();
    expect(within(card()).getByText('Serial 9 · XYZ9999999 · Shifted · Line 7')).toBeTruthy();
    expect(
      within(card()).getByText('No voter of this part has this EPIC, nor this serial and name'),
    ).toBeTruthy();
    expect(within(card()).getByText('Lines not read (1)')).toBeTruthy();
    expect(within(card()).getByText('6 | 4 | ABC0000004 | Mohan Lal | ??')).toBeTruthy();

    await i18n.changeLanguage('hi');
    expect(await within(card()).findByText('3 मतदाता चिह्नित हुए')).toBeTruthy();
    expect(within(card()).getByText('अनुपस्थित')).toBeTruthy();
  });

  it('shows a refusal under the field the server names', async () => {
    serve(() => [
      404,
      {
        error: 'not_found',
        message: "No voters of part 13 in your area: import the part's roll first",
        messageKey: 'asd.errors.noVoters',
        values: { part: 13 },
        fields: { part: 'asd.errors.noVoters' },
      },
    ]);
    renderScreen(<RollImportScreen />, { at: '/dashboard/roll-import' });
    await screen.findByRole('heading', { name: 'ASD list' });
    await choosePart(/^Part 13/);
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'asd.pdf')] } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Mark voters' }));
    expect(
      await within(card()).findByText(
        "No voters of part 13 in your area: import the part's roll first",
      ),
    ).toBeTruthy();
    const part = within(card()).getByRole('combobox', { name: /^Part/ });
    expect(part.getAttribute('aria-invalid')).toBe('true');
  });
});
