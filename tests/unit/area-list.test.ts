// Many booths from one pasted list: its separators, heading line (English or Hindi) and part
// notations; each problem named by its line; and the command that writes the whole list in one
// transaction, whose mutations the outbox then sends in order.
import { describe, expect, test, vi } from 'vitest';
import { createRecord } from '../../src/db/commands.ts';
import type { BoothDb } from '../../src/db/database.ts';
import {
  MAX_AREA_LINES,
  areaListContext,
  partsOfCell,
  readAreaList,
  withoutLines,
} from '../../src/domain/area-list.ts';
import type { AreaListContext } from '../../src/domain/area-list.ts';
import { areaId } from '../../src/domain/areas.ts';
import { SYNC_LIMITS } from '../../src/domain/sync-protocol.ts';
import { createAreas } from '../../src/features/areas/area-commands.ts';
import { FakeSyncServer } from '../utils/unit/sync-fake-server.ts';
import { freshDb, testEngine, testSession } from '../utils/unit/sync-helpers.ts';

const MANDAL = 'up/lko/lc/b1/m1';
const BOOTHS: AreaListContext = { booth: true, siblingNames: new Set(), partHolders: new Map() };
const coordinator = { userId: 'coord', scope: 'up/lko/lc' };

/** Counts the read-write IndexedDB transactions `db` opens; call it before `db` is opened. */
function countWriteTransactions(db: BoothDb): () => number {
  let n = 0;
  db.use({
    stack: 'dbcore',
    name: 'writeTransactionCounter',
    create: (down) => ({
      ...down,
      transaction: (stores, mode, options) => {
        if (mode === 'readwrite') n += 1;
        return down.transaction(stores, mode, options);
      },
    }),
  });
  return () => n;
}

describe('reading a list', () => {
  test('comma, tab or semicolon lines without a heading, columns in the usual order', () => {
    for (const sep of [',', '\t', ';']) {
      const text = [
        ['Booth 12', '12', 'Primary School', 'Sector Q', 'बूथ 12'].join(sep),
        '',
        ['Booth 13', '13', 'Inter College'].join(sep),
      ].join('\n');
      const list = readAreaList(text, BOOTHS);
      expect(list.headerLine).toBeNull();
      expect(list.withProblems).toBe(0);
      expect(list.lines).toEqual([
        {
          line: 1,
          name: 'Booth 12',
          nameHi: 'बूथ 12',
          parts: [12],
          pollingStation: 'Primary School, Sector Q',
          problems: [],
        },
        {
          line: 3,
          name: 'Booth 13',
          nameHi: '',
          parts: [13],
          pollingStation: 'Inter College',
          problems: [],
        },
      ]);
    }
  });

  test('a heading line in Hindi or English names the columns in any order', () => {
    const hindi = readAreaList(
      'भाग संख्या;बूथ का नाम;मतदान केंद्र;पता\n१२, १३;बूथ 12;प्राथमिक विद्यालय;सेक्टर क्यू',
      BOOTHS,
    );
    expect(hindi.headerLine).toBe(1);
    expect(hindi.lines[0]).toMatchObject({
      line: 2,
      name: 'बूथ 12',
      parts: [12, 13],
      pollingStation: 'प्राथमिक विद्यालय, सेक्टर क्यू',
    });
    const english = readAreaList(
      '\uFEFFName,Hindi name,Part No.,Polling station\r\n"Booth 7","बूथ 7","7, 8",School',
      BOOTHS,
    );
    expect(english.headerLine).toBe(1);
    expect(english.lines[0]).toMatchObject({ name: 'Booth 7', nameHi: 'बूथ 7', parts: [7, 8] });
    // A serial number is read past; a booth's number is its part number.
    const numbered = readAreaList(
      'क्र.सं.,बूथ संख्या,बूथ का नाम,हिंदी नाम\n1,7,,बूथ सात\n2,8,Booth 8,',
      BOOTHS,
    );
    expect(numbered.lines.map((l) => [l.name, l.nameHi, l.parts, l.problems])).toEqual([
      ['बूथ सात', 'बूथ सात', [7], []],
      ['Booth 8', '', [8], []],
    ]);
    // A line of data that happens to hold a heading word is still data.
    expect(readAreaList('Booth Rampur, 5', BOOTHS).headerLine).toBeNull();
  });

  test('part numbers: lists, ranges, Devanagari digits; anything else refused', () => {
    expect(partsOfCell('13, 12 12/14+15')).toEqual([12, 13, 14, 15]);
    expect(partsOfCell('20-22')).toEqual([20, 21, 22]);
    expect(partsOfCell('१२')).toEqual([12]);
    expect(partsOfCell('')).toEqual([]);
    expect(partsOfCell('12a')).toBeNull();
    expect(partsOfCell('30-20')).toBeNull();
  });

  test('each problem is named on its own line', () => {
    const context: AreaListContext = {
      booth: true,
      siblingNames: new Set(['booth 1']),
      partHolders: new Map([[40, 'Booth 40']]),
    };
    const text = [
      ', 5, School', // 1: no name
      'Booth 2, five', // 2: part not a number
      'BOOTH 1, 6', // 3: name already inside the parent
      'Booth 4, 40', // 4: part held by a booth of the assembly
      'Booth 5, 7', // 5: fine
      'Booth  5, 8', // 6: name repeated (line 5)
      'Booth 7, 7', // 7: part repeated (line 5)
      `${'x'.repeat(121)}, 9`, // 8: name too long
    ].join('\n');
    const list = readAreaList(text, context);
    const problems = list.lines.map((l) => [l.line, l.problems]);
    expect(problems).toEqual([
      [1, [{ key: 'noName' }]],
      [2, [{ key: 'partNotNumber', values: { value: 'five' } }]],
      [3, [{ key: 'nameTaken', values: { name: 'BOOTH 1' } }]],
      [4, [{ key: 'partTaken', values: { part: 40, booth: 'Booth 40' } }]],
      [5, []],
      [6, [{ key: 'nameRepeated', values: { name: 'Booth 5', line: 5 } }]],
      [7, [{ key: 'partRepeated', values: { part: 7, line: 5 } }]],
      [8, [{ key: 'tooLong', values: { field: 'name' } }]],
    ]);
    expect(list.withProblems).toBe(7);
    expect(list.tooMany).toBe(false);
    // Leaving out the bad lines leaves only the good one.
    const kept = withoutLines(
      text,
      new Set(list.lines.filter((l) => l.problems.length).map((l) => l.line)),
    );
    expect(readAreaList(kept, context).lines.map((l) => l.name)).toEqual(['Booth 5']);
  });

  test('parts and polling stations belong to booths only; too many lines are refused', () => {
    const blocks = { ...BOOTHS, booth: false };
    expect(readAreaList('Block A\nBlock B, 5', blocks).lines.map((l) => l.problems)).toEqual([
      [],
      [{ key: 'notBooth' }],
    ]);
    const many = Array.from({ length: MAX_AREA_LINES + 1 }, (_, i) => `Booth ${i}, ${i}`);
    expect(readAreaList(many.join('\n'), BOOTHS).tooMany).toBe(true);
    expect(readAreaList(many.slice(1).join('\n'), BOOTHS).tooMany).toBe(false);
  });

  test('checked against the names inside the parent and the booths people made in the assembly', () => {
    const areas = [
      { path: MANDAL, name: 'Mandal 1' },
      { path: `${MANDAL}/b-1`, name: 'Booth 1', nameHi: 'बूथ 1', parts: [1] },
      { path: 'up/lko/lc/b2/m9/b-2', name: 'Other mandal booth', parts: [2] },
      { path: 'up/lko/lc/roll/parts/p3', name: 'Part 3', parts: [3], fromRoll: true },
      { path: 'up/lko/north/b/m/b-4', name: 'Other assembly', parts: [4] },
      { path: `${MANDAL}/gone`, name: 'Gone', parts: [5], deleted: 1 },
    ];
    const context = areaListContext(areas, MANDAL);
    expect(context.booth).toBe(true);
    expect([...context.siblingNames].sort()).toEqual(['booth 1', 'बूथ 1']);
    expect([...context.partHolders]).toEqual([
      [1, 'Booth 1'],
      [2, 'Other mandal booth'],
    ]);
    expect(areaListContext(areas, 'up/lko/lc').booth).toBe(false);
  });
});

describe('adding the list', () => {
  const line = (name: string, parts: number[]) => ({
    name,
    nameHi: '',
    parts,
    pollingStation: 'School',
  });

  test('300 booths in one transaction; their mutations go out in order', async () => {
    const db = freshDb();
    const writes = countWriteTransactions(db);
    await createRecord(
      db,
      coordinator,
      'areas',
      { path: MANDAL, name: 'Mandal 1' },
      {
        id: areaId(MANDAL),
        placeIn: MANDAL,
      },
    );
    // A roll import's booth holds part 7: the new booth takes it over.
    const rollBooth = 'up/lko/lc/roll/parts/part-7';
    await createRecord(
      db,
      coordinator,
      'areas',
      { path: rollBooth, name: 'Part 7', parts: [7, 500], fromRoll: true },
      { id: areaId(rollBooth), placeIn: rollBooth },
    );
    const list = Array.from({ length: 300 }, (_, i) => line(`Booth ${i + 1}`, [i + 1]));
    list.push(line('Booth 1', [301])); // same name: numbered on, not overwritten

    const before = writes();
    const paths = await createAreas(db, coordinator, MANDAL, list);
    // One IndexedDB transaction for the booths, their outbox entries and the roll booth's patch.
    expect(writes() - before).toBe(1);

    expect(paths).toHaveLength(301);
    expect(paths[0]).toBe(`${MANDAL}/booth-1`);
    expect(paths[300]).toBe(`${MANDAL}/booth-1-2`);
    expect(await db.areas.get(areaId(`${MANDAL}/booth-300`))).toMatchObject({
      name: 'Booth 300',
      parts: [300],
      pollingStation: 'School',
      scope: `${MANDAL}/booth-300`,
    });
    expect((await db.areas.get(areaId(rollBooth)))?.parts).toEqual([500]);

    const server = new FakeSyncServer();
    const engine = testEngine(db, server, testSession(coordinator.userId));
    await engine.syncNow();
    const sent = server.pushes.flat();
    expect(server.pushes.every((p) => p.length <= SYNC_LIMITS.maxMutations)).toBe(true);
    // The two set-up areas, the 301 new ones, then the roll booth's patch: in order, none lost.
    expect(sent.map((m) => m.mutationId)).toEqual(sent.map((_, i) => i + 1));
    expect(sent.slice(2, 303).map((m) => m.fields.path)).toEqual(paths);
    expect(sent[303]).toMatchObject({ op: 'patch', fields: { parts: [500] } });
    expect(await db.outbox.count()).toBe(0);
    engine.stop();
  });

  test('a failure leaves nothing written', async () => {
    const db = freshDb();
    // The outbox refuses the mutations after the areas were put: the areas go too.
    const spy = vi.spyOn(db.outbox, 'bulkAdd').mockRejectedValueOnce(new Error('disk full'));
    const list = [line('Booth A', [1]), line('Booth B', [2])];
    await expect(createAreas(db, coordinator, MANDAL, list)).rejects.toThrow('disk full');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await db.areas.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await createAreas(db, coordinator, MANDAL, list)).toHaveLength(2);
    expect(await db.areas.count()).toBe(2);
  });
});
