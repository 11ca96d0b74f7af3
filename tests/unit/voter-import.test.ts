// The roll import without a Worker: the same pipeline the worker runs, streaming a File through
// papaparse, and the batch writer on fake-indexeddb (records and outbox in one transaction).
import { describe, expect, test } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { BoothDb } from '../../src/db/database.ts';
import { createRecord } from '../../src/db/commands.ts';
import type { MutationEntry } from '../../src/db/types.ts';
import { PROBLEM, guessMapping } from '../../src/domain/voter-csv.ts';
import type { ParsedBatch } from '../../src/features/voters/import/import-pipeline.ts';
import { parseFile, previewFile } from '../../src/features/voters/import/import-pipeline.ts';
import { inThreadImporter } from '../../src/features/voters/import/importer.ts';
import { runImport } from '../../src/features/voters/import/run-import.ts';
import { KnownVoterIds } from '../../src/features/voters/import/known-voter-ids.ts';
import { writeVoterBatch } from '../../src/features/voters/import/write-batch.ts';
import { rederive } from '../../src/db/derive.ts';
import { alice, freshDb } from '../utils/unit/sync-helpers.ts';

const HEADER = ['Name', 'EPIC', 'Part No', 'Age', 'Gender', 'पता'];
const mapping = guessMapping(HEADER);

const csvFile = (lines: string[], name = 'roll.csv') =>
  new File(['\ufeff' + lines.join('\r\n')], name, { type: 'text/csv' });

const mutations = async (db: BoothDb) =>
  (await db.outbox.orderBy('seq').toArray()).filter(
    (e): e is MutationEntry => e.kind === 'mutation',
  );

/** N good rows, voter ids ABC0000001… */
const rollLines = (n: number) =>
  Array.from({ length: n }, (_, i) => `Voter ${i},ABC${String(i + 1).padStart(7, '0')},1,30,M,`);

describe('parsing a file', () => {
  test('reads an Excel .xlsx file like a CSV: numbers and dates as text, Devanagari kept', async () => {
    const sheet = [
      HEADER,
      ['सुनीता यादव', 'ABC0000001', 12, 30, 'F', 'मकान 4, नया टोला'],
      ['Ravi Kumar', 'ABC0000002', 12, 45, 'M', null],
      [null, null, null, null, null, null],
      ['Asha Devi', 'ABC0000003', 13, 61, 'F', 'H.No. 9'],
    ];
    const bytes = await writeExcelFile(sheet).toBuffer();
    const file = new File([new Uint8Array(bytes)], 'roll.xlsx');
    const preview = await previewFile(file);
    expect(preview.header).toEqual(HEADER);
    expect(preview.rows[0]).toEqual([
      'सुनीता यादव',
      'ABC0000001',
      '12',
      '30',
      'F',
      'मकान 4, नया टोला',
    ]);
    const voters: ParsedBatch['voters'] = [];
    await parseFile(file, guessMapping(preview.header), async (b) => {
      voters.push(...b.voters);
      return true;
    });
    expect(
      voters.map((v) => [v.row, v.fields.firstName, v.fields.partNumber, v.fields.age]),
    ).toEqual([
      [2, 'सुनीता', 12, 30],
      [3, 'Ravi', 12, 45],
      [5, 'Asha', 13, 61],
    ]);
  });

  test('preview gives the header and the first five rows, BOM stripped, TSV detected', async () => {
    const tsv = csvFile([HEADER.join('\t'), ...rollLines(8).map((l) => l.replace(/,/g, '\t'))]);
    const preview = await previewFile(tsv);
    expect(preview.header).toEqual(HEADER);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]![1]).toBe('ABC0000001');
    expect(preview.delimiter).toBe('\t');
    let added = 0;
    await parseFile(
      tsv,
      mapping,
      async (b) => {
        added += b.voters.length;
        return true;
      },
      { delimiter: preview.delimiter },
    );
    expect(added).toBe(8);
  });

  test('bad rows are reported with row numbers and reasons and skipped; Devanagari kept', async () => {
    const file = csvFile([
      HEADER.join(','),
      'आशा वर्मा,ABC0000001,12,34,महिला,"मकान 5, गली 2, लखनऊ"',
      'Ram,ABC0000002,x,34,M,',
      '',
      'Sita,,12,200,F,',
      'Mohan Lal,ABC0000003,12,41,पुरुष,',
    ]);
    const batches: ParsedBatch[] = [];
    const outcome = await parseFile(file, mapping, async (b) => {
      batches.push(b);
      return true;
    });
    expect(outcome).toEqual({ rows: 4, cancelled: false });
    const voters = batches.flatMap((b) => b.voters);
    expect(voters.map((v) => v.row)).toEqual([2, 6]);
    expect(voters[0]!.fields).toEqual({
      firstName: 'आशा',
      lastName: 'वर्मा',
      voterId: 'ABC0000001',
      partNumber: 12,
      age: 34,
      gender: 'Female',
      address: 'मकान 5, गली 2, लखनऊ',
    });
    expect(batches.flatMap((b) => b.problems)).toEqual([
      { row: 3, field: 'partNumber', reason: PROBLEM.number },
      { row: 5, field: 'age', reason: PROBLEM.age },
      { row: 5, field: 'voterId', reason: PROBLEM.missingVoterId },
    ]);
    expect(batches.at(-1)!.progress).toMatchObject({ rows: 4, totalBytes: file.size });
    expect(batches.at(-1)!.progress.bytes).toBe(file.size);
  });

  test('Devanagari and quoted line breaks survive chunk edges that cut them', async () => {
    const file = csvFile([
      HEADER.join(','),
      'आशा कुमारी वर्मा,ABC0000001,12,34,महिला,"मकान 5\r\nगली 2, लखनऊ"',
      'मोहन लाल,ABC0000002,12,41,पुरुष,"पता ""पुराना"""',
    ]);
    for (const chunkSize of [1, 2, 5, 7, 64]) {
      const voters: Record<string, unknown>[] = [];
      await parseFile(
        file,
        mapping,
        async (b) => {
          voters.push(...b.voters.map((v) => ({ ...v.fields })));
          return true;
        },
        { chunkSize },
      );
      expect(voters, `chunk ${chunkSize}`).toEqual([
        expect.objectContaining({
          firstName: 'आशा कुमारी',
          lastName: 'वर्मा',
          gender: 'Female',
          address: 'मकान 5 गली 2, लखनऊ',
        }),
        expect.objectContaining({
          firstName: 'मोहन',
          lastName: 'लाल',
          gender: 'Male',
          address: 'पता "पुराना"',
        }),
      ]);
    }
  });

  test('a large file arrives in batches of the given size across small chunks', async () => {
    const file = csvFile([HEADER.join(','), ...rollLines(2500)]);
    const sizes: number[] = [];
    await parseFile(
      file,
      mapping,
      async (b) => {
        sizes.push(b.voters.length);
        return true;
      },
      { batchSize: 1000, chunkSize: 16 * 1024 },
    );
    // Chunk ends report progress only; every write is a full batch but the last.
    expect(sizes.filter(Boolean)).toEqual([1000, 1000, 500]);
    expect(sizes.length).toBeGreaterThan(3);
  });
});

describe('writing batches', () => {
  test('creates voters with one outbox put each, in one transaction per batch', async () => {
    const db = freshDb();
    const result = await writeVoterBatch(db, alice, [
      { firstName: 'Asha', voterId: 'ABC1' },
      { firstName: 'Ram', voterId: 'ABC2' },
    ]);
    expect(result).toEqual({ added: 2, updated: 0 });
    const list = await mutations(db);
    expect(list.map((m) => [m.op, m.mutationId, m.fields.voterId])).toEqual([
      ['put', 1, 'ABC1'],
      ['put', 2, 'ABC2'],
    ]);
    expect(await db.voters.count()).toBe(2);
  });

  test('a voter id already stored is merged (a patch), a duplicate in the file is not doubled', async () => {
    const db = freshDb();
    const id = await createRecord(db, alice, 'voters', {
      firstName: 'Asha',
      voterId: 'ABC0000001',
      phone: '9876543210',
    });
    const file = csvFile([
      HEADER.join(','),
      'Asha Verma,ABC0000001,12,34,F,',
      'Ram,ABC0000002,12,50,M,',
      'Ram Kumar,ABC0000002,12,51,M,',
    ]);
    const totals = await runImport({
      db,
      writer: alice,
      importer: inThreadImporter(),
      file,
      mapping,
    });
    expect(totals).toMatchObject({ added: 1, updated: 2, skipped: 0, cancelled: false });
    const voters = await db.voters.orderBy('voterId').toArray();
    expect(voters.map((v) => v.voterId)).toEqual(['ABC0000001', 'ABC0000002']);
    expect(voters[0]).toMatchObject({ id, lastName: 'Verma', age: 34, phone: '9876543210' });
    expect(voters[1]).toMatchObject({ firstName: 'Ram', lastName: 'Kumar', age: 51 });
    const list = await mutations(db);
    expect(list.map((m) => m.op)).toEqual(['put', 'put', 'patch']);
    expect(list[2]).toMatchObject({
      recordId: id,
      fields: { lastName: 'Verma', partNumber: 12, age: 34, gender: 'Female' },
    });
    // Importing the same file again changes nothing and queues nothing.
    const again = await runImport({
      db,
      writer: alice,
      importer: inThreadImporter(),
      file,
      mapping,
    });
    expect(again).toMatchObject({ added: 0, updated: 3 });
    expect(await db.voters.count()).toBe(2);
    expect(await db.outbox.count()).toBe(3);
  });

  test('a Commission-format roll: parts checked first, booths made, a bad part not written at all', async () => {
    const db = freshDb();
    const coordinator = { userId: 'user-coord', scope: 'up/lucknow/lucknow-central' };
    await createRecord(
      db,
      coordinator,
      'areas',
      { path: coordinator.scope, name: 'Lucknow Central', number: 173 },
      { placeIn: coordinator.scope },
    );
    const head =
      'AC_NO,PART_NO,SLNOINPART,FM_NAME_EN,LASTNAME_EN,RLN_TYPE,RLN_FM_NM_EN,IDCARD_NO,SEX,AGE,PS_NAME';
    const ps = '"Govt. Primary School, Naya Tola, Room 2"';
    const file = csvFile([
      head,
      `173,12,1,Sunita,Yadav,H,Ravi Yadav,UPL0000001,F,34,${ps}`,
      `173,12,3,Ravi,Yadav,F,Ram Yadav,UPL0000002,M,38,${ps}`,
      `173,13,1,Asha,Devi,H,Mohan,UPL0000003,F,40,`,
      `173,13,1,Geeta,Devi,H,Shyam,UPL0000004,F,41,`,
      `174,14,1,Kamal,Khan,F,Iqbal Khan,UPL0000005,M,50,`,
    ]);
    const header = head.split(',');
    const totals = await runImport({
      db,
      writer: coordinator,
      importer: inThreadImporter(),
      file,
      mapping: guessMapping(header),
    });
    expect(totals).toMatchObject({ added: 2, skipped: 3, cancelled: false, phase: 'writing' });
    expect(totals.roll?.refused).toEqual([
      { part: 13, reason: 'voterImport.parts.repeatedSerials' },
      { part: 14, reason: 'voterImport.parts.otherAssembly' },
    ]);
    expect(totals.roll?.parts.find((p) => p.part === 12)).toMatchObject({
      rows: 2,
      gapCount: 1,
      gaps: [2],
      gender: { male: 1, female: 1, third: 0, unknown: 0 },
    });
    const booth = `${coordinator.scope}/roll/parts/part-12`;
    const areas = await db.areas.orderBy('path').toArray();
    expect(areas.map((a) => a.path)).toEqual([
      coordinator.scope,
      `${coordinator.scope}/roll`,
      `${coordinator.scope}/roll/parts`,
      booth,
    ]);
    expect(areas[3]).toMatchObject({
      parts: [12],
      pollingStation: 'Govt. Primary School, Naya Tola, Room 2',
    });
    const voters = await db.voters.toArray();
    expect(voters.map((v) => [v.voterId, v.serialNumber, v.relation, v.relationType])).toEqual(
      expect.arrayContaining([
        ['UPL0000001', 1, 'Ravi Yadav', 'husband'],
        ['UPL0000002', 3, 'Ram Yadav', 'father'],
      ]),
    );
    // Each new voter asks the server to put it in the part's booth.
    const puts = (await mutations(db)).filter((m) => m.table === 'voters');
    expect(puts.map((m) => m.fields.scope)).toEqual([booth, booth]);
  });

  test('index fields derived in the parser are the ones the database derives', async () => {
    const db = freshDb();
    const file = csvFile([
      HEADER.join(','),
      'आशा वर्मा,ABC0000001,12,34,महिला,"मकान 5, गली 2, लखनऊ"',
      'Mohan Lal Sharma,ABC0000002,3,41,M,"H.No. 7, Gandhi Marg"',
    ]);
    await runImport({ db, writer: alice, importer: inThreadImporter(), file, mapping });
    const voters = await db.voters.toArray();
    expect(voters).toHaveLength(2);
    for (const v of voters) expect(v).toEqual(rederive('voters', v));
  });

  test('ids written by someone else during an import are looked up again, never doubled', async () => {
    const db = freshDb();
    const known = await KnownVoterIds.load(db);
    expect(known.mayExist(db, ['ABC1'])).toEqual([]); // an empty phone: nothing to look up
    await writeVoterBatch(db, alice, [{ firstName: 'Asha', voterId: 'ABC1' }], { known });
    expect(known.mayExist(db, ['ABC1', 'ABC2'])).toEqual(['ABC1']);
    // A sync pull (any write but the import's own) brings a voter the file also holds.
    await createRecord(db, alice, 'voters', { firstName: 'From sync', voterId: 'ABC9' });
    const result = await writeVoterBatch(db, alice, [{ voterId: 'ABC9', age: 30 }], { known });
    expect(result).toEqual({ added: 0, updated: 1 });
    expect(await db.voters.where('voterId').equals('ABC9').count()).toBe(1);
    expect(known.mayExist(db, ['ABC5'])).toEqual(['ABC5']); // every id is looked up from now on
  });

  test('cancel stops parsing and keeps the batches already written', async () => {
    const db = freshDb();
    const controller = new AbortController();
    const file = csvFile([HEADER.join(','), ...rollLines(5000)]);
    const totals = await runImport({
      db,
      writer: alice,
      importer: inThreadImporter(),
      file,
      mapping,
      signal: controller.signal,
      options: { batchSize: 1000, chunkSize: 32 * 1024 },
      onProgress: (t) => {
        if (t.added >= 2000) controller.abort();
      },
    });
    expect(totals.cancelled).toBe(true);
    expect(totals.added).toBe(2000);
    expect(await db.voters.count()).toBe(2000);
    expect((await mutations(db)).length).toBe(2000);
  });
});
