// ASD lists (POST /api/rolls/asd) against the real app on PGlite: a part's roll is imported
// as a CSV job, then its ASD list — a CSV, a generated PDF with a text layer, one small
// scanned page read by OCR — marks exactly the voters it names (by EPIC, else serial and
// name), lists the rows it could not match and the lines it could not read, marks nothing new
// the second time, and refuses a part outside the caller's area or a bad file with nothing
// written. (OCR accuracy is bench:roll's business; the scan here is one clean page.)
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { ASD_UPLOAD_LIMIT_BYTES } from '../../src/domain/asd-list.ts';
import type { AsdResult } from '../../src/domain/asd-list.ts';
import type { SyncRow } from '../../src/domain/sync-protocol.ts';
import { renderAsdPdf } from '../../devkit/asd-pdf.ts';
import type { AsdPdfRow } from '../../devkit/asd-pdf.ts';
import { launchTestBrowser } from '../../devkit/e2e-browser.ts';
import type { TestApp } from '../utils/server/test-app.ts';
import { startTestApp, uniqueEmail } from '../utils/server/test-app.ts';
import type { Team } from '../utils/server/team.ts';
import { assignScope, makeTeam } from '../utils/server/team.ts';
import { SyncClient } from '../utils/server/sync-client.ts';
import { ROLL_APP, rollCsv, settled, startJob } from '../utils/server/roll-jobs.ts';

/** Assembly 5 "Central": part 1 of five voters, part 2 of four. */
const ROLL = rollCsv([
  { part: 1, serial: 1, epic: 'ABC0000001', first: 'Asha', last: 'Devi', gender: 'F' },
  { part: 1, serial: 2, epic: 'ABC0000002', first: 'Ravi', last: 'Kumar' },
  { part: 1, serial: 3, epic: '', first: 'Sita', last: 'Ram', gender: 'F' },
  { part: 1, serial: 4, epic: 'ABC0000004', first: 'Mohan', last: 'Lal' },
  { part: 1, serial: 5, epic: 'ABC0000005', first: 'Gita', last: 'Bai', gender: 'F' },
  { part: 2, serial: 1, epic: 'ABC0000011', first: 'Ram', last: 'Kumar' },
  { part: 2, serial: 2, epic: 'ABC0000012', first: 'Sunita', last: 'Devi', gender: 'F' },
  { part: 2, serial: 3, epic: 'ABC0000013', first: 'Hari', last: 'Prasad' },
  { part: 2, serial: 4, epic: 'ABC0000014', first: 'Geeta', last: 'Rani', gender: 'F' },
]);

/** Part 1's list: an EPIC, a serial and name (no EPIC, in Hindi), Dead/Duplicate, a stranger. */
const PART1_CSV = Buffer.from(
  [
    'S.No.,Serial No. in Part,EPIC No.,Name of Elector,Father/Husband Name,Category',
    '1,2,abc0000002,Ravi Kumar,Ram,A',
    '2,3,,सीता राम,राम,स्थानांतरित',
    '3,5,ABC 0000005,Gita Bai,Ram,Dead/Duplicate',
    '4,9,XYZ9999999,Nobody Known,Ram,Shifted',
    '5,,,,,',
    '6,4,ABC0000004,Mohan Lal,Ram,??',
  ].join('\n') + '\n',
);

type Field = { name: string; value: string };
type FilePart = { name: string; bytes: Buffer };

function form(fields: Field[], files: FilePart[]) {
  const boundary = `----asd${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of fields)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\r\n`,
      ),
    );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function postAsd(
  t: TestApp,
  token: string,
  fields: Record<string, string | number>,
  files: FilePart[],
) {
  const { body, type } = form(
    Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
    files,
  );
  return t.as(token, {
    method: 'POST',
    url: '/api/rolls/asd',
    payload: body,
    headers: { 'content-type': type },
  });
}

async function marked(
  t: TestApp,
  token: string,
  fields: Record<string, string | number>,
  file: FilePart,
) {
  const res = await postAsd(t, token, fields, [file]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AsdResult>();
}

/** The live voters of a part, by serial: [serial, asd, asdList]. */
async function marks(t: TestApp, token: string, part: number) {
  const rows: SyncRow[] = await new SyncClient(t, token).pullAll();
  return rows
    .filter((r) => r.table === 'voters' && !r.deleted && r.fields.partNumber === part)
    .sort((a, b) => Number(a.fields.serialNumber) - Number(b.fields.serialNumber))
    .map((r) => [r.fields.serialNumber, r.fields.asd ?? null, r.fields.asdList ?? null]);
}

const PDF_ROWS: AsdPdfRow[] = [
  { serial: 1, epic: 'ABC0000011', name: 'Ram Kumar', relative: 'Shyam Lal', category: 'Absent' },
  { serial: 3, epic: 'ABC0000013', name: 'Hari Prasad', relative: 'Gopal', category: 'Duplicate' },
  { serial: 4, epic: 'ZZZ1234567', name: 'Geeta Rani', relative: 'Kishan', category: 'Shifted' },
  { serial: 9, epic: 'QQQ7654321', name: 'Lakhan Singh', relative: 'Bhola', category: 'Dead' },
];
const PART2 = { assembly: { number: 5, name: 'Central' }, part: 2, rows: PDF_ROWS };

let browser: Browser;
beforeAll(async () => {
  browser = await launchTestBrowser();
});
afterAll(async () => browser?.close());

describe('ASD lists (pglite)', () => {
  let t: TestApp;
  let team: Team;
  beforeEach(async () => {
    t = await startTestApp('pglite', ROLL_APP);
    team = await makeTeam(t);
    const id = await startJob(t, team.coordinator.token, [{ name: 'roll.csv', bytes: ROLL }]);
    // Part 1 waits for review (Sita has no EPIC): accepted as read, as a reviewer would.
    for (const part of (await settled(t, team.coordinator.token, id)).parts) {
      if (part.status !== 'review') continue;
      const res = await t.as(team.coordinator.token, {
        method: 'POST',
        url: `/api/rolls/${id}/parts/${part.id}/accept`,
        payload: { acceptRows: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterEach(async () => t.close());

  it('marks the voters a CSV list names, lists what it could not match or read, and marks nothing new the second time', async () => {
    const fields = { part: 1, assembly: 5, listName: 'ASD list 2026' };
    const file = { name: 'asd-part-1.csv', bytes: PART1_CSV };
    const first = await marked(t, team.coordinator.token, fields, file);
    expect(first).toMatchObject({
      listName: 'ASD list 2026',
      partNumber: 1,
      assemblyNumber: 5,
      readBy: 'table',
      rows: 4,
      marked: 3,
      already: 0,
      byCategory: { absent: 1, shifted: 1, dead: 1, duplicate: 0 },
    });
    expect(first.unmatched.map((u) => [u.serial, u.epic, u.name, u.category, u.reason])).toEqual([
      [9, 'XYZ9999999', 'Nobody Known', 'shifted', 'notFound'],
    ]);
    // A row with nothing but its number, and a row without a category, are shown as read.
    expect(first.unread.map((u) => u.text)).toEqual([
      '5',
      '6 | 4 | ABC0000004 | Mohan Lal | Ram | ??',
    ]);
    expect(await marks(t, team.coordinator.token, 1)).toEqual([
      [1, null, null],
      [2, 'absent', 'ASD list 2026'],
      [3, 'shifted', 'ASD list 2026'],
      [4, null, null],
      [5, 'dead', 'ASD list 2026'],
    ]);

    // The same list again: nothing new is written, so phones pull nothing.
    const sync = new SyncClient(t, team.coordinator.token);
    await sync.pullAll();
    const again = await marked(t, team.coordinator.token, fields, file);
    expect(again).toMatchObject({ marked: 0, already: 3 });
    expect(again.byCategory).toEqual({ absent: 0, shifted: 0, dead: 0, duplicate: 0 });
    expect(await sync.pullAll()).toEqual([]);

    // The same rows as an Excel file under another list's name: marked again, with that name.
    const sheet = PART1_CSV.toString()
      .trim()
      .split('\n')
      .map((line) => line.split(',').map((value) => ({ value })));
    const xlsx = Buffer.from(await writeExcelFile(sheet).toBuffer());
    const excel = await marked(
      t,
      team.coordinator.token,
      { part: 1, assembly: 5, listName: 'ASD list 2026 (revised)' },
      { name: 'asd.xlsx', bytes: xlsx },
    );
    expect(excel).toMatchObject({ readBy: 'table', marked: 3, already: 0 });
    expect((await marks(t, team.coordinator.token, 1)).filter((m) => m[1])).toEqual([
      [2, 'absent', 'ASD list 2026 (revised)'],
      [3, 'shifted', 'ASD list 2026 (revised)'],
      [5, 'dead', 'ASD list 2026 (revised)'],
    ]);

    // The booth worker of part 1 gets the marks on their phone's next pull.
    const booth = await t.newUser(uniqueEmail('part1'), 'Part One');
    await assignScope(t, team.admin.token, booth.user.booth_id, 'a/b/central/roll/parts/part-1');
    const phone = await t.signIn(booth.user.email);
    expect((await marks(t, phone.token, 1)).filter((m) => m[1])).toHaveLength(3);
  });

  it('reads a PDF with a text layer; the list name defaults to the file name', async () => {
    const pdf = await renderAsdPdf(browser, { ...PART2, edition: 'en', variant: 'text' });
    const result = await marked(
      t,
      team.coordinator.token,
      { part: 2, assembly: 5 },
      { name: 'ASD_Part_2.pdf', bytes: Buffer.from(pdf) },
    );
    expect(result).toMatchObject({
      listName: 'ASD Part 2',
      readBy: 'text',
      rows: 4,
      marked: 3,
      byCategory: { absent: 1, shifted: 1, dead: 0, duplicate: 1 },
      unread: [],
    });
    // Geeta's EPIC is nobody's, her serial and name are hers; Lakhan is on no roll here.
    expect(result.unmatched.map((u) => [u.name, u.reason])).toEqual([['Lakhan Singh', 'notFound']]);
    expect(await marks(t, team.coordinator.token, 2)).toEqual([
      [1, 'absent', 'ASD Part 2'],
      [2, null, null],
      [3, 'duplicate', 'ASD Part 2'],
      [4, 'shifted', 'ASD Part 2'],
    ]);
  });

  it('reads a scanned page by OCR', async () => {
    const pdf = await renderAsdPdf(browser, {
      ...PART2,
      rows: PDF_ROWS.slice(0, 2),
      edition: 'en',
      variant: 'image',
      seed: 3,
    });
    const result = await marked(
      t,
      team.coordinator.token,
      { part: 2, assembly: 5, listName: 'ASD scan' },
      { name: 'scan.pdf', bytes: Buffer.from(pdf) },
    );
    expect(result).toMatchObject({ readBy: 'ocr', rows: 2, marked: 2, unmatched: [] });
    expect((await marks(t, team.coordinator.token, 2)).filter((m) => m[1])).toEqual([
      [1, 'absent', 'ASD scan'],
      [3, 'duplicate', 'ASD scan'],
    ]);
  }, 120_000);

  it('refuses a part outside the area, and bad files, writing nothing', async () => {
    const csv = { name: 'asd.csv', bytes: PART1_CSV };
    const expectRefused = async (
      token: string,
      fields: Record<string, string | number>,
      files: FilePart[],
      status: number,
      messageKey: string,
    ) => {
      const res = await postAsd(t, token, fields, files);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().messageKey).toBe(messageKey);
      return res.json<{ fields?: Record<string, string>; message: string }>();
    };

    // Someone elsewhere sees no voter of part 1.
    const elsewhere = await expectRefused(
      team.elsewhere.token,
      { part: 1 },
      [csv],
      404,
      'asd.errors.noVoters',
    );
    expect(elsewhere.fields).toEqual({ part: 'asd.errors.noVoters' });
    // An assembly coordinator asking for another assembly's part.
    const assembly = await t.newUser(uniqueEmail('ac'), 'Assembly Head');
    await assignScope(t, team.admin.token, assembly.user.booth_id, 'a/b/central');
    const head = await t.signIn(assembly.user.email);
    await expectRefused(
      head.token,
      { part: 1, assembly: 6 },
      [csv],
      403,
      'errors.rollImport.otherAssembly',
    );
    // The booth worker of part 1 asking for part 2.
    const worker = await t.newUser(uniqueEmail('part1'), 'Part One');
    await assignScope(t, team.admin.token, worker.user.booth_id, 'a/b/central/roll/parts/part-1');
    const booth = await t.signIn(worker.user.email);
    await expectRefused(booth.token, { part: 2 }, [csv], 403, 'errors.rollImport.otherBooth');
    // No area at all.
    await expectRefused(team.unassigned.token, { part: 1 }, [csv], 403, 'asd.errors.noArea');

    const coordinator = team.coordinator.token;
    await expectRefused(coordinator, { part: 1 }, [], 400, 'asd.errors.noFile');
    await expectRefused(coordinator, { part: 1 }, [csv, csv], 400, 'asd.errors.oneFile');
    // One byte over the limit: refused as the bytes stream in, in MB.
    const big = await expectRefused(
      coordinator,
      { part: 1 },
      [{ name: 'big.csv', bytes: Buffer.alloc(ASD_UPLOAD_LIMIT_BYTES + 1, 0x31) }],
      413,
      'asd.errors.tooLarge',
    );
    expect(big.message).toBe('The file is larger than 20 MB');
    await expectRefused(
      coordinator,
      { part: 1 },
      [{ name: 'photo.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) }],
      400,
      'asd.errors.fileType',
    );
    await expectRefused(
      coordinator,
      { part: 1 },
      [{ name: 'bad.pdf', bytes: Buffer.from('%PDF-1.7\nnot really a pdf') }],
      422,
      'asd.errors.corrupt',
    );
    const noRows = await expectRefused(
      coordinator,
      { part: 1 },
      [{ name: 'notes.txt', bytes: Buffer.from('Meeting at 5 pm\nBring the slips\n') }],
      422,
      'asd.errors.noRows',
    );
    expect(noRows).toMatchObject({ unread: [{ line: 1 }, { line: 2 }] });
    await expectRefused(
      coordinator,
      { part: 1 },
      [
        {
          name: 'other.csv',
          bytes: Buffer.concat([Buffer.from('ASD list, Part No. 7\n'), PART1_CSV]),
        },
      ],
      422,
      'asd.errors.partDiffers',
    );
    const bad = await expectRefused(
      coordinator,
      { part: 'twelve' },
      [csv],
      400,
      'errors.invalidInput',
    );
    expect(bad.fields).toEqual({ part: 'errors.number' });

    expect((await marks(t, coordinator, 1)).filter((m) => m[1])).toEqual([]);
  });
});
