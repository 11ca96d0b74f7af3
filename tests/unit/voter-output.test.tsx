// Export and print of a report's filtered result, in jsdom on fake-indexeddb: the CSV file
// (BOM, headers in the UI language, every filtered row, neutralised cells), the print view's
// Print and Close, voter slips with the QR code of each voter id, family labels per household.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRecords } from '../../src/db/bulk-commands.ts';
import { db } from '../../src/db/instance.ts';
import { cacheSettings } from '../../src/db/settings-cache.ts';
import { DEFAULT_SETTINGS } from '../../src/domain/settings.ts';
import type { VoterFields } from '../../src/db/types.ts';
import type { FilterRow, FilterValues } from '../../src/domain/voter-filters.ts';
import type { VoterReportDef } from '../../src/domain/voter-reports.ts';
import { findVoterReport } from '../../src/domain/voter-reports.ts';
import { ReportOutputButtons } from '../../src/features/voters/output/index.ts';
import { PRINT_LIMITS } from '../../src/features/voters/output/output-kinds.ts';
import {
  familyLabels,
  slipMessage,
  voterSlips,
} from '../../src/features/voters/output/slip-data.ts';
import { shareText } from '../../src/features/voters/output/use-share-slip.ts';
import { i18n } from '../../src/i18n.ts';
import { alice } from '../utils/unit/sync-helpers.ts';
import { renderScreen } from '../utils/render-screen.tsx';

const report = (id: string): VoterReportDef => {
  const def = findVoterReport(id);
  if (!def) throw new Error(`no report ${id}`);
  return def;
};

/**
 * 12 voters in part 1 (more than a page of 10), 3 in part 2; two shared addresses. Part 1's
 * serials start at 21, so the Serial column is told from a row count.
 */
function roll(): VoterFields[] {
  const part1: VoterFields[] = Array.from({ length: 9 }, (_, i) => ({
    serialNumber: 21 + i,
    firstName: `Voter${String(i + 1).padStart(2, '0')}`,
    lastName: 'Singh',
    relation: 'Hari Singh',
    gender: 'Male',
    age: 30 + i,
    voterId: `UP0000${i + 10}`,
    partNumber: 1,
    address: `${i + 1} Lone Lane`,
    assembly: '45',
    assemblyName: 'Rampur',
  }));
  return [
    ...part1,
    {
      firstName: 'आशा',
      lastName: 'वर्मा',
      relation: 'राम वर्मा',
      gender: 'Female',
      age: 40,
      voterId: 'UP0000001',
      partNumber: 1,
      address: '12 MG Road',
      houseno: '12',
    },
    {
      firstName: 'Ram',
      lastName: 'Verma',
      age: 45,
      voterId: 'UP0000002',
      partNumber: 1,
      address: '12 MG Road',
      houseno: '12',
    },
    {
      firstName: 'Evil',
      lastName: 'Cell',
      age: 50,
      voterId: 'UP0000003',
      partNumber: 1,
      address: '=cmd',
    },
    {
      firstName: 'Sita',
      lastName: 'Devi',
      relation: 'Mohan',
      relationType: 'husband',
      age: 33,
      voterId: 'UP0000004',
      partNumber: 2,
      serialNumber: 41,
      address: '5 Station Rd',
    },
    {
      firstName: 'Gita',
      lastName: 'Devi',
      age: 31,
      voterId: 'UP0000005',
      partNumber: 2,
      serialNumber: 40,
      address: '5 Station Rd',
    },
    {
      firstName: 'Mohan',
      lastName: 'Lal',
      age: 60,
      voterId: 'UP0000006',
      partNumber: 2,
      serialNumber: 42,
      address: '5 Station Rd',
    },
  ];
}

function renderButtons(def: VoterReportDef, values: FilterValues = {}) {
  return renderScreen(<ReportOutputButtons def={def} values={values} />);
}

/** Captures the next CSV download: its file name and its text, BOM included. */
function captureDownload() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  const text = async () => {
    await waitFor(() => expect(blobs).toHaveLength(1));
    const buffer = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blobs[0]!);
    });
    return new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer);
  };
  return { names, text };
}

/** Open a print view and wait until every sheet is on the page. */
async function openView(button: string, ready: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(ready, {}, { timeout: 10_000 });
  return dialog;
}

beforeEach(async () => {
  await Promise.all([db.voters.clear(), db.outbox.clear(), db.meta.clear()]);
  await createRecords(
    db,
    alice,
    'voters',
    roll().map((fields) => ({ fields })),
  );
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('report output', () => {
  test('Export CSV holds every filtered row of a list report, not just a page', async () => {
    const download = captureDownload();
    renderButtons(report('alphaList'), { partFrom: 1, partTo: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const text = await download.text();
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Serial No.,Name,Father/Husband Name,Gender,Age,Mobile No.,Voter ID,Part,Address',
    );
    expect(lines).toHaveLength(1 + 12);
    // The roll's serial, not the row's number; empty for the three voters without one.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      ...Array.from({ length: 9 }, (_, i) => String(21 + i)),
      '',
      '',
      '',
    ]);
    expect(text).toContain('आशा वर्मा,राम वर्मा,Female,40,,UP0000001,1,12 MG Road');
    // A formula-like cell is neutralised; part 2 is outside the filter.
    expect(text).toContain(",UP0000003,1,'=cmd");
    expect(text).not.toContain('UP0000004');
    expect(download.names[0]).toMatch(/^alphaList-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('Export CSV of a computed report, with headers in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const download = captureDownload();
    renderButtons(report('family'));
    fireEvent.click(screen.getByRole('button', { name: 'CSV निर्यात करें' }));
    const lines = (await download.text()).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('क्रमांक,नाम,मकान नंबर,पता,भाग,परिवार के कुल सदस्य');
    // 9 single households, =cmd (1), house 12 on MG Road (2), Station Rd (3).
    expect(lines).toHaveLength(1 + 12);
    // Households by part, then where the roll lists them (the lowest serial), then those
    // without a serial; the eldest member heads each, with the head's serial.
    expect(lines[1]).toBe('21,Voter01 Singh,,1 Lone Lane,1,1');
    expect(lines[10]).toBe(",Evil Cell,,'=cmd,1,1");
    expect(lines[11]).toBe(',Ram Verma,12,12 MG Road,1,2');
    expect(lines[12]).toBe('42,Mohan Lal,,5 Station Rd,2,3');
    expect(download.names[0]).toMatch(/^family-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('the print view shows every filtered row; Print calls window.print; Close closes', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderButtons(report('alphaList'), { partFrom: 1, partTo: 1 });
    const opener = screen.getByRole('button', { name: 'Print' });
    opener.focus();
    const dialog = await openView('Print', /12 rows, ready to print/);
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(table).getByRole('columnheader', { name: 'Voter ID' })).toBeInstanceOf(
      HTMLElement,
    );
    // Missing cells show "-" as on screen.
    expect(within(table).getAllByText('-').length).toBeGreaterThan(0);
    // The first column is the roll's serial: 21 on the first row, "-" where a voter has none.
    const serials = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(serials).toEqual([
      ...Array.from({ length: 9 }, (_, i) => String(21 + i)),
      '-',
      '-',
      '-',
    ]);
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Serial No.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  test('voter slips: name, relative by relation type, part and roll serial, voter id and a QR code', async () => {
    renderButtons(report('alphaList'), { partFrom: 2, partTo: 2 });
    const dialog = await openView('Voter slips', /3 slips, ready to print/);
    const slips = within(dialog).getAllByRole('article');
    expect(slips).toHaveLength(3);
    const sita = within(dialog).getByRole('article', { name: 'Sita Devi' });
    expect(within(sita).getByText('UP0000004')).toBeInstanceOf(HTMLElement);
    expect(within(sita).getByText("Husband's Name")).toBeInstanceOf(HTMLElement);
    expect(within(sita).getByText('Mohan')).toBeInstanceOf(HTMLElement);
    // The roll's serial, whatever the report's order.
    expect(within(sita).getByText('Part 2 · No. 41')).toBeInstanceOf(HTMLElement);
    const qr = within(sita).getByRole('img', { name: 'QR code of voter ID UP0000004' });
    // The drawing is qrcode's own SVG for exactly this voter id.
    const svg = await QRCode.toString('UP0000004', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    });
    const expected = document.createElement('span');
    expected.innerHTML = svg;
    expect(qr.innerHTML).toBe(expected.innerHTML);
    expect(qr.querySelector('svg path[d]')).toBeInstanceOf(SVGElement);
    // No poll day set: the slip says nothing of it.
    expect(within(sita).queryByText('Poll')).toBeNull();
  });

  test('voter slips carry the poll day the admin set, from the copy on the phone', async () => {
    await cacheSettings(db, {
      settings: {
        ...DEFAULT_SETTINGS,
        election: { pollDate: '2027-02-14', pollStart: '07:00', pollEnd: '18:00' },
      },
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    renderButtons(report('alphaList'), { partFrom: 2, partTo: 2 });
    const dialog = await openView('Voter slips', /3 slips, ready to print/);
    for (const slip of within(dialog).getAllByRole('article')) {
      expect(within(slip).getByText('Poll')).toBeInstanceOf(HTMLElement);
      expect(within(slip).getByText('14 Feb 2027, 7:00 am–6:00 pm')).toBeInstanceOf(HTMLElement);
    }
    cleanup();
    await i18n.changeLanguage('hi');
    renderButtons(report('alphaList'), { partFrom: 2, partTo: 2 });
    const hindi = await openView('मतदाता पर्ची', /3 पर्चियाँ, प्रिंट के लिए तैयार/);
    const first = within(hindi).getAllByRole('article')[0]!;
    expect(within(first).getByText('मतदान')).toBeInstanceOf(HTMLElement);
    expect(within(first).getByText('14 फ़र॰ 2027, 07:00–18:00')).toBeInstanceOf(HTMLElement);
  });

  test('voter slips in Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderButtons(report('alphaList'), { partFrom: 1, partTo: 1 });
    const dialog = await openView('मतदाता पर्ची', /12 पर्चियाँ, प्रिंट के लिए तैयार/);
    const asha = within(dialog).getByRole('article', { name: 'आशा वर्मा' });
    // No relation type on the record: the roll's own heading. No serial: said so.
    expect(within(asha).getByText('पिता/पति का नाम')).toBeInstanceOf(HTMLElement);
    expect(within(asha).getByText('भाग 1 · क्रमांक नहीं')).toBeInstanceOf(HTMLElement);
    expect(
      within(asha).getByRole('img', { name: 'मतदाता पहचान पत्र UP0000001 का QR कोड' }),
    ).toBeInstanceOf(HTMLElement);
  });

  test('family labels: one per household, with head, house and members', async () => {
    renderButtons(report('family'));
    const dialog = await openView('Family labels', /12 labels, ready to print/);
    expect(within(dialog).getAllByRole('article')).toHaveLength(12);
    const station = within(dialog).getByRole('article', { name: 'Mohan Lal' });
    expect(within(station).getByText('5 Station Rd')).toBeInstanceOf(HTMLElement);
    expect(within(station).getByText('Part 2 · 3 members')).toBeInstanceOf(HTMLElement);
    // 12 labels fit one A4 sheet (24 a page).
    expect(dialog.querySelectorAll('.bp-sheet')).toHaveLength(1);
  });

  test('reports offer slips or labels by what their rows are', () => {
    renderButtons(report('alphaList'));
    expect(screen.getByRole('button', { name: 'Voter slips' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Family labels' })).toBeNull();
    cleanup();
    renderButtons(report('familyHead'));
    expect(screen.getByRole('button', { name: 'Voter slips' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Family labels' })).toBeInstanceOf(HTMLElement);
    cleanup();
    renderButtons(report('surname'));
    expect(screen.queryByRole('button', { name: 'Voter slips' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Family labels' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInstanceOf(HTMLElement);
  });

  test('on a phone the actions are one "Export / print" menu', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      renderButtons(report('familyHead'));
      expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Export / print' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((i) => i.textContent)).toEqual([
        'Export CSV',
        'Print',
        'Voter slips',
        'Family labels',
      ]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('a filter that selects nothing says so instead of printing an empty sheet', async () => {
    renderButtons(report('alphaList'), { partFrom: 7, partTo: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Nothing to print: the filters select no rows.',
    );
    expect(within(dialog).getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
  });
});

describe('large results', { timeout: 60_000 }, () => {
  test('more slips than one view prints ask to narrow the filters', async () => {
    const many = Array.from({ length: PRINT_LIMITS.slips + 1 }, (_, i) => ({
      fields: { firstName: `V${i}`, voterId: `BULK${i}`, partNumber: 9 },
    }));
    await createRecords(db, alice, 'voters', many);
    renderButtons(report('alphaList'), { partFrom: 9, partTo: 9 });
    fireEvent.click(screen.getByRole('button', { name: 'Voter slips' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert', {}, { timeout: 30_000 })).toHaveProperty(
      'textContent',
      '2001 rows are too many to print at once (at most 2000). Narrow the filters, for example to one part, and open this again.',
    );
    expect(within(dialog).queryAllByRole('article')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
  });
});

describe('slip and label data', () => {
  test('the serial is the roll serial on the record, not a place in the report', () => {
    const rows: FilterRow[] = [
      { firstName: 'A', partNumber: 2, serialNumber: 17 },
      { firstName: 'B', partNumber: 1, serialNumber: 3, relationType: 'mother' },
      { firstName: 'C', partNumber: 2 },
      { firstName: 'D', relationType: 'father' },
    ];
    expect(voterSlips(rows).map((s) => [s.name, s.part, s.serial, s.relationLabelKey])).toEqual([
      ['A', 2, 17, 'voters.relative.unknown'],
      ['B', 1, 3, 'voters.relative.mother'],
      ['C', 2, null, 'voters.relative.unknown'],
      ['D', 0, null, 'voters.relative.father'],
    ]);
  });

  test('the polling station is named by part and assembly', () => {
    const [slip, roll] = voterSlips([
      { firstName: 'A', partNumber: 3, assembly: '45', assemblyName: 'Rampur' },
      { firstName: 'B', partNumber: 3, assemblyNumber: 46, assembly: 'x', assemblyName: 'Sitapur' },
    ]);
    expect(slip?.assembly).toBe('45 Rampur');
    // The roll's assembly number wins over the old free text.
    expect(roll?.assembly).toBe('46 Sitapur');
  });

  test("the booth and its polling station come from the voter's home booth", () => {
    const booths = new Map([
      [
        'up/x/booth-121',
        { name: 'Booth 121 Naya Tola', pollingStation: 'Govt. Primary School, Room 2' },
      ],
    ]);
    const [home, elsewhere] = voterSlips(
      [
        { firstName: 'A', partNumber: 121, scope: 'up/x/booth-121' } as FilterRow,
        { firstName: 'B', partNumber: 7, scope: 'up/x/booth-7' } as FilterRow,
      ],
      booths,
    );
    expect(home).toMatchObject({
      booth: 'Booth 121 Naya Tola',
      pollingStation: 'Govt. Primary School, Room 2',
    });
    expect(elsewhere).toMatchObject({ booth: '', pollingStation: '' });
  });

  test("one voter's slip as a message, in Hindi, and where it goes", async () => {
    await i18n.changeLanguage('hi');
    const [slip] = voterSlips(
      [
        {
          firstName: 'आशा',
          lastName: 'वर्मा',
          relation: 'राम वर्मा',
          relationType: 'husband',
          voterId: 'NLD1234567',
          partNumber: 121,
          serialNumber: 45,
          scope: 'up/x/booth-121',
        } as FilterRow,
      ],
      new Map([['up/x/booth-121', { name: 'बूथ 121', pollingStation: 'प्राथमिक विद्यालय, कमरा 2' }]]),
    );
    const text = slipMessage(slip!, i18n.t as never);
    expect(text).toBe(
      [
        'आशा वर्मा',
        'पति का नाम: राम वर्मा',
        'मतदाता पहचान पत्र: NLD1234567',
        'भाग / क्रमांक: भाग 121 · क्रमांक 45',
        'बूथ: बूथ 121',
        'मतदान केंद्र: प्राथमिक विद्यालय, कमरा 2',
      ].join('\n'),
    );
    // With the poll day: one more line.
    const [withPoll] = voterSlips([{ firstName: 'आशा' } as FilterRow], new Map(), '14 फ़र॰ 2027');
    expect(
      slipMessage(withPoll!, i18n.t as never)
        .split('\n')
        .at(-1),
    ).toBe('मतदान: 14 फ़र॰ 2027');
    // The share sheet where the phone has one, else WhatsApp's link.
    const share = vi.fn(async () => {});
    const open = vi.fn();
    shareText(text, { share } as unknown as Navigator, { open } as unknown as Window);
    expect(share).toHaveBeenCalledWith({ text });
    shareText('a b', {} as Navigator, { open } as unknown as Window);
    expect(open).toHaveBeenCalledWith('https://wa.me/?text=a%20b', '_blank', 'noopener');
    await i18n.changeLanguage('en');
  });

  test('labels read family rows and family-head voter rows alike', () => {
    const labels = familyLabels([
      { name: 'Mohan Lal', address: 'x', partNumber: 2, familySize: 3 },
      { firstName: 'Asha', lastName: 'Verma', houseno: '12', address: 'MG Road', familySize: 2 },
    ]);
    expect(labels.map((l) => [l.name, l.houseno, l.part, l.members])).toEqual([
      ['Mohan Lal', '', 2, 3],
      ['Asha Verma', '12', 0, 2],
    ]);
  });

  test('a roll’s household is labelled with its house number and section (a roll has no address)', async () => {
    const roll: VoterFields[] = [
      ['Ramesh', 1, 60],
      ['Kamla', 2, 55],
      ['Suresh', 3, 30],
    ].map(([firstName, serialNumber, age]) => ({
      firstName: firstName as string,
      lastName: 'Kumar',
      age: age as number,
      partNumber: 9,
      serialNumber: serialNumber as number,
      sectionNumber: 2,
      sectionName: 'Rampur',
      houseno: serialNumber === 3 ? '8' : '7',
    }));
    await db.voters.clear();
    await createRecords(
      db,
      alice,
      'voters',
      roll.map((fields) => ({ fields })),
    );
    renderButtons(report('family'));
    const dialog = await openView('Family labels', /2 labels, ready to print/);
    const ramesh = within(dialog).getByRole('article', { name: 'Ramesh Kumar' });
    expect(within(ramesh).getByText('House 7, Rampur')).toBeInstanceOf(HTMLElement);
    expect(within(ramesh).getByText('Part 9 · 2 members')).toBeInstanceOf(HTMLElement);
    expect(
      within(within(dialog).getByRole('article', { name: 'Suresh Kumar' })).getByText(
        'House 8, Rampur',
      ),
    ).toBeInstanceOf(HTMLElement);
  });
});
